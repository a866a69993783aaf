import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  lt,
  or,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  nicheCompetitors,
  nicheExclusions,
  nicheKeywords,
  niches,
  researches,
  spaceMembers,
} from '../../db/schema';
import type { KeywordList } from '@fathom/contract';

/**
 * A niche with what its dives and schedule say about it. The subqueries name their tables in full:
 * drizzle writes a column of the outer table without its table name.
 */
const withHistory = {
  ...getTableColumns(niches),
  jobCount: sql<number>`(select count(*)::int from researches r where r.niche_id = "niches"."id")`,
  oldestResearchDate: sql<
    string | null
  >`(select min(r.created_at)::text from researches r where r.niche_id = "niches"."id")`,
  newestResearchDate: sql<
    string | null
  >`(select max(r.created_at)::text from researches r where r.niche_id = "niches"."id")`,
  hasSchedule: sql<boolean>`exists (select 1 from dive_schedules s where s.niche_id = "niches"."id")`,
};

export type NicheRow = typeof niches.$inferSelect & {
  jobCount: number;
  oldestResearchDate: string | null;
  newestResearchDate: string | null;
  hasSchedule: boolean;
};

export function createNichesRepository(db: Db) {
  return {
    count: async (organizationId: number) => {
      const [row] = await db
        .select({ n: count() })
        .from(niches)
        .where(eq(niches.organizationId, organizationId));
      return row?.n ?? 0;
    },

    /** The organization's niches; with `visibleTo`, only those outside spaces or in spaces the user was granted. */
    list: async (organizationId: number, visibleTo?: string) => {
      const granted = visibleTo
        ? db
            .select({ id: spaceMembers.spaceId })
            .from(spaceMembers)
            .where(eq(spaceMembers.userId, visibleTo))
        : undefined;
      return db
        .select(withHistory)
        .from(niches)
        .where(
          and(
            eq(niches.organizationId, organizationId),
            granted ? or(isNull(niches.spaceId), inArray(niches.spaceId, granted)) : undefined,
          ),
        )
        .orderBy(desc(niches.createdAt), desc(niches.id));
    },

    byId: async (nicheId: number): Promise<NicheRow | null> => {
      const [row] = await db.select(withHistory).from(niches).where(eq(niches.id, nicheId));
      return row ?? null;
    },

    researches: (nicheId: number) =>
      db
        .select()
        .from(researches)
        .where(eq(researches.nicheId, nicheId))
        .orderBy(desc(researches.id)),

    /** The dive before `researchId` of the same niche, if any. */
    previousResearchId: async (nicheId: number, researchId: number) => {
      const [row] = await db
        .select({ id: researches.id })
        .from(researches)
        .where(and(eq(researches.nicheId, nicheId), lt(researches.id, researchId)))
        .orderBy(desc(researches.id))
        .limit(1);
      return row?.id ?? null;
    },

    exclusions: (nicheId: number) =>
      db
        .select({ asin: nicheExclusions.asin })
        .from(nicheExclusions)
        .where(eq(nicheExclusions.nicheId, nicheId))
        .orderBy(asc(nicheExclusions.asin)),

    setExclusions: async (nicheId: number, asins: string[]) => {
      await db.transaction(async (tx) => {
        await tx.delete(nicheExclusions).where(eq(nicheExclusions.nicheId, nicheId));
        if (asins.length)
          await tx
            .insert(nicheExclusions)
            .values([...new Set(asins)].map((asin) => ({ nicheId, asin })));
      });
    },

    grantedSpaceIds: async (userId: string) => {
      const rows = await db
        .select({ id: spaceMembers.spaceId })
        .from(spaceMembers)
        .where(eq(spaceMembers.userId, userId));
      return new Set(rows.map((r) => r.id));
    },

    competitors: (researchId: number) =>
      db
        .select()
        .from(nicheCompetitors)
        .where(eq(nicheCompetitors.researchId, researchId))
        .orderBy(asc(nicheCompetitors.position)),

    /** Every keyword of a research, or one list of it. */
    keywords: (researchId: number, list?: KeywordList) =>
      db
        .select({
          list: nicheKeywords.list,
          keyword: nicheKeywords.keyword,
          searchVolume: nicheKeywords.searchVolume,
          relevancy: nicheKeywords.relevancy,
          wordCount: nicheKeywords.wordCount,
          organicRanks: nicheKeywords.organicRanks,
          sponsoredRanks: nicheKeywords.sponsoredRanks,
        })
        .from(nicheKeywords)
        .where(
          and(
            eq(nicheKeywords.researchId, researchId),
            list ? eq(nicheKeywords.list, list) : undefined,
          ),
        )
        .orderBy(desc(nicheKeywords.searchVolume), asc(nicheKeywords.keyword)),
  };
}

export type NichesRepository = ReturnType<typeof createNichesRepository>;
