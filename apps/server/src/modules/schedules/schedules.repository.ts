import { and, asc, eq, isNotNull, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { diveRuns, diveSchedules, nicheCompetitors, niches } from '../../db/schema';

export type ScheduleRow = typeof diveSchedules.$inferSelect;
export type NewSchedule = typeof diveSchedules.$inferInsert;

export function createSchedulesRepository(db: Db) {
  return {
    byNiche: async (nicheId: number) => {
      const [row] = await db.select().from(diveSchedules).where(eq(diveSchedules.nicheId, nicheId));
      return row ?? null;
    },

    lastRun: async (runId: string) => {
      const [row] = await db
        .select({
          date: diveRuns.scheduledFor,
          status: diveRuns.status,
          errorMessage: diveRuns.errorMessage,
        })
        .from(diveRuns)
        .where(eq(diveRuns.id, runId));
      return row ?? null;
    },

    upsert: async (values: NewSchedule) => {
      const { nicheId: _nicheId, createdBy: _createdBy, ...changes } = values;
      await db
        .insert(diveSchedules)
        .values(values)
        .onConflictDoUpdate({
          target: diveSchedules.nicheId,
          set: { ...changes, updatedAt: new Date() },
        });
    },

    remove: async (nicheId: number) => {
      const rows = await db
        .delete(diveSchedules)
        .where(eq(diveSchedules.nicheId, nicheId))
        .returning();
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

    /** A dive's products, hero first, and whether each was locked. */
    competitors: (researchId: number) =>
      db
        .select({ asin: nicheCompetitors.asin, locked: nicheCompetitors.locked })
        .from(nicheCompetitors)
        .where(eq(nicheCompetitors.researchId, researchId))
        .orderBy(asc(nicheCompetitors.position)),

    /** Moves the schedule past `due` unless another worker did first: true for the one that did. */
    claim: async (tx: Db, nicheId: number, due: string, next: string) => {
      const rows = await tx
        .update(diveSchedules)
        .set({ nextRunDate: next, updatedAt: new Date() })
        .where(and(eq(diveSchedules.nicheId, nicheId), eq(diveSchedules.nextRunDate, due)))
        .returning({ nicheId: diveSchedules.nicheId });
      return rows.length > 0;
    },

    setLastRun: async (tx: Db, nicheId: number, runId: string) => {
      await tx
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
