import type { MarketplaceTld } from '@fathom/contract';
import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { diveRuns, nicheCompetitors, nicheKeywords, niches, researches } from '../../db/schema';
import { mayView } from '../niches/niche-access';
import type { BuiltNiche } from './domain/build-niche';

export type DiveRun = typeof diveRuns.$inferSelect;
export type NewDiveRun = typeof diveRuns.$inferInsert;

/** A finished dive to store: what it built, for the run that built it. */
export interface SavedDive extends BuiltNiche {
  run: DiveRun;
}

const KEYWORD_BATCH = 500;

/** A label not yet used by a niche of the organization in the marketplace: "x", "x (2)", ... */
async function freeLabel(
  db: Db,
  organizationId: number,
  marketplace: MarketplaceTld,
  base: string,
) {
  const taken = await db
    .select({ label: sql<string>`lower(${niches.label})` })
    .from(niches)
    .where(
      and(
        eq(niches.organizationId, organizationId),
        eq(niches.marketplace, marketplace),
        sql`lower(${niches.label}) like ${base.toLowerCase().replace(/[\\%_]/g, '\\$&') + '%'}`,
      ),
    );
  const used = new Set(taken.map((t) => t.label));
  if (!used.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) if (!used.has(`${base} (${n})`.toLowerCase())) return `${base} (${n})`;
}

export function createDivesRepository(db: Db) {
  return {
    /** The new run, or null when its progress channel or its scheduled date is taken. */
    createRun: async (values: NewDiveRun) => {
      const [row] = await db.insert(diveRuns).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    run: async (id: string) => {
      const [row] = await db.select().from(diveRuns).where(eq(diveRuns.id, id));
      return row ?? null;
    },

    /** The run an earlier start with this idempotency key created. */
    runByKey: async (organizationId: number, idempotencyKey: string) => {
      const [row] = await db
        .select()
        .from(diveRuns)
        .where(
          and(
            eq(diveRuns.organizationId, organizationId),
            eq(diveRuns.idempotencyKey, idempotencyKey),
          ),
        );
      return row ?? null;
    },

    runInOrganization: async (organizationId: number, id: string) => {
      const [row] = await db
        .select()
        .from(diveRuns)
        .where(and(eq(diveRuns.organizationId, organizationId), eq(diveRuns.id, id)));
      return row ?? null;
    },

    /** Changes a run that is still running; false when it has ended (completed, failed, cancelled). */
    updateRun: async (id: string, patch: Partial<NewDiveRun>) => {
      const rows = await db
        .update(diveRuns)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(diveRuns.id, id), eq(diveRuns.status, 'running')))
        .returning({ id: diveRuns.id });
      return rows.length > 0;
    },

    /** Where a completed run leads (its Rank Radar, made after the niche). */
    leadTo: async (id: string, link: string) => {
      await db
        .update(diveRuns)
        .set({ link, updatedAt: new Date() })
        .where(and(eq(diveRuns.id, id), eq(diveRuns.status, 'completed')));
    },

    /**
     * Locks a run for the unit of work that ends it, if it is still running and (unless null) has
     * shown progress since `activeSince`: a cancel waits for that work, then finds it ended.
     */
    lockRunning: async (id: string, activeSince: Date | null) => {
      const rows = await db
        .select({ id: diveRuns.id })
        .from(diveRuns)
        .where(
          and(
            eq(diveRuns.id, id),
            eq(diveRuns.status, 'running'),
            activeSince ? gte(diveRuns.updatedAt, activeSince) : undefined,
          ),
        )
        .for('update');
      return rows.length > 0;
    },

    /** Runs a user is waiting for (not scheduled) that showed no progress since `before`. */
    idleRuns: (before: Date) =>
      db
        .select()
        .from(diveRuns)
        .where(
          and(
            eq(diveRuns.status, 'running'),
            isNull(diveRuns.scheduledFor),
            lt(diveRuns.updatedAt, before),
          ),
        ),

    /**
     * Writes a finished dive (in a unit of work): the niche (new, named after `label` or its first free variant, or
     * the one dived again), its research, products and keywords.
     */
    saveDive: async (dive: SavedDive) => {
      const { run } = dive;
      let nicheId = run.nicheId;
      // A niche dived again is locked before its research is written. Writing a research moves
      // the organization's niche list version on (a trigger), which locks the organization; every
      // edit of a niche locks the niche and then, through the same triggers, the organization.
      // Taking the niche first here keeps that one order, so a dive finishing while its niche is
      // edited waits for the edit instead of deadlocking with it.
      if (nicheId !== null)
        await db
          .select({ id: niches.id })
          .from(niches)
          .where(eq(niches.id, nicheId))
          .for('no key update');
      if (nicheId === null) {
        const [created] = await db
          .insert(niches)
          .values({
            organizationId: run.organizationId,
            label: await freeLabel(db, run.organizationId, run.marketplace, dive.label),
            marketplace: run.marketplace,
            createdBy: run.userId,
            ...dive.metrics,
          })
          .returning({ id: niches.id });
        nicheId = created!.id;
      }
      const [research] = await db
        .insert(researches)
        .values({ ...dive.research, nicheId, diveRunId: run.id })
        .returning({ id: researches.id });
      const researchId = research!.id;
      await db.insert(nicheCompetitors).values(dive.competitors.map((c) => ({ ...c, researchId })));
      for (let i = 0; i < dive.keywords.length; i += KEYWORD_BATCH) {
        await db
          .insert(nicheKeywords)
          .values(dive.keywords.slice(i, i + KEYWORD_BATCH).map((k) => ({ ...k, researchId })));
      }
      await db
        .update(niches)
        .set({ ...dive.metrics, latestResearchId: researchId, updatedAt: new Date() })
        .where(and(eq(niches.id, nicheId), mayView({ organizationId: run.organizationId })));
      return { nicheId, researchId };
    },
  };
}

export type DivesRepository = ReturnType<typeof createDivesRepository>;
