import { and, asc, eq, getTableColumns, inArray, isNotNull, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { diveRuns, diveSchedules, nicheCompetitors, niches } from '../../db/schema';
import type { Scope } from '../../lib/scope';
import { mayManage, mayView } from '../niches/niche-access';
import type { NicheRef } from '../niches/niches.repository';

export type ScheduleRow = typeof diveSchedules.$inferSelect;
export type NewSchedule = typeof diveSchedules.$inferInsert;

export function createSchedulesRepository(db: Db) {
  return {
    byNiche: async (scope: Scope, niche: NicheRef) => {
      const [row] = await db
        .select(getTableColumns(diveSchedules))
        .from(diveSchedules)
        .innerJoin(niches, eq(niches.id, diveSchedules.nicheId))
        .where(and(eq(niches.id, niche.id), mayView(scope)));
      return row ?? null;
    },

    lastRun: async (scope: Scope, runId: string) => {
      const [row] = await db
        .select({
          date: diveRuns.scheduledFor,
          status: diveRuns.status,
          errorMessage: diveRuns.errorMessage,
        })
        .from(diveRuns)
        .where(and(eq(diveRuns.organizationId, scope.organizationId), eq(diveRuns.id, runId)));
      return row ?? null;
    },

    /** Creates or changes the niche's schedule; false when the scope may not change the niche. */
    upsert: (scope: Scope, niche: NicheRef, values: Omit<NewSchedule, 'nicheId'>) =>
      db.transaction(async (tx) => {
        const [manageable] = await tx
          .select({ id: niches.id })
          .from(niches)
          .where(and(eq(niches.id, niche.id), mayManage(scope)));
        if (!manageable) return false;
        const { createdBy: _createdBy, ...changes } = values;
        await tx
          .insert(diveSchedules)
          .values({ nicheId: niche.id, ...values })
          .onConflictDoUpdate({
            target: diveSchedules.nicheId,
            set: { ...changes, updatedAt: new Date() },
          });
        return true;
      }),

    remove: async (scope: Scope, niche: NicheRef) => {
      const manageable = db
        .select({ id: niches.id })
        .from(niches)
        .where(and(eq(niches.id, niche.id), mayManage(scope)));
      const rows = await db
        .delete(diveSchedules)
        .where(inArray(diveSchedules.nicheId, manageable))
        .returning({ nicheId: diveSchedules.nicheId });
      return rows.length > 0;
    },

    /** Schedules due on or before `latest` (the furthest-ahead marketplace's date), with their niche. */
    due: (latest: string) =>
      db
        .select({
          schedule: diveSchedules,
          marketplace: niches.marketplace,
          organizationId: niches.organizationId,
          nicheHero: niches.heroAsin,
          latestResearchId: niches.latestResearchId,
        })
        .from(diveSchedules)
        .innerJoin(niches, eq(niches.id, diveSchedules.nicheId))
        .where(lte(diveSchedules.nextRunDate, latest)),

    /** The products of the niche's latest dive, hero first, and whether each was locked. */
    competitors: (scope: Scope, niche: NicheRef) =>
      db
        .select({ asin: nicheCompetitors.asin, locked: nicheCompetitors.locked })
        .from(nicheCompetitors)
        .innerJoin(niches, eq(niches.latestResearchId, nicheCompetitors.researchId))
        .where(and(eq(niches.id, niche.id), mayView(scope)))
        .orderBy(asc(nicheCompetitors.position)),

    /** Moves the schedule past `due` unless another worker did first: true for the one that did. */
    claim: async (nicheId: number, due: string, next: string) => {
      const rows = await db
        .update(diveSchedules)
        .set({ nextRunDate: next, updatedAt: new Date() })
        .where(and(eq(diveSchedules.nicheId, nicheId), eq(diveSchedules.nextRunDate, due)))
        .returning({ nicheId: diveSchedules.nicheId });
      return rows.length > 0;
    },

    setLastRun: async (nicheId: number, runId: string) => {
      await db
        .update(diveSchedules)
        .set({ lastDiveRunId: runId })
        .where(eq(diveSchedules.nicheId, nicheId));
    },

    /** Scheduled runs that made no progress for a while: their job was lost (the process died after the claim). */
    stalledRuns: (before: Date) =>
      db
        .select()
        .from(diveRuns)
        .where(
          and(
            isNotNull(diveRuns.scheduledFor),
            eq(diveRuns.status, 'running'),
            lt(diveRuns.updatedAt, before),
          ),
        ),
  };
}

export type SchedulesRepository = ReturnType<typeof createSchedulesRepository>;
