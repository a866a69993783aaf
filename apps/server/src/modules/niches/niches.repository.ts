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

    /**
     * One keyword list of a research as the API's JSON array, built by the database in one query
     * over the (research, keyword) key: the list's keywords, each marked against the previous
     * research (new, or moved from another list), then those dropped from the list since, marked
     * dropped and shown with their latest figures where they have any.
     */
    keywordListJson: async (
      researchId: number,
      previousId: number | null,
      list: KeywordList,
    ): Promise<string> => {
      const result = await db.execute(sql`
        with latest as (
          select * from niche_keywords where research_id = ${researchId}
        ), previous as (
          select * from niche_keywords where research_id = ${previousId}::int
        ), rows as (
          select n.keyword, n.search_volume, n.relevancy, n.word_count, n.organic_ranks,
            n.sponsored_ranks,
            case when ${previousId}::int is null or p.list = ${list} then null else 'new' end
              as status,
            case when p.list <> ${list} then p.list end as previous_list,
            0 as part, n.search_volume as sort_volume, n.keyword as sort_keyword
          from latest n left join previous p on p.keyword = n.keyword
          where n.list = ${list}
          union all
          select p.keyword, coalesce(n.search_volume, p.search_volume),
            coalesce(n.relevancy, p.relevancy), coalesce(n.word_count, p.word_count),
            coalesce(n.organic_ranks, p.organic_ranks),
            coalesce(n.sponsored_ranks, p.sponsored_ranks),
            'dropped', null, 1, p.search_volume, p.keyword
          from previous p left join latest n on n.keyword = p.keyword
          where p.list = ${list} and n.list is distinct from ${list}
        )
        select coalesce(json_agg(json_build_object(
          'keyword', keyword,
          'searchVolume', search_volume,
          'relevancy', relevancy,
          'wordCount', word_count,
          'organicRanks', organic_ranks,
          'sponsoredRanks', sponsored_ranks,
          'keywordDifferenceStatus', status,
          'keywordPreviousKeywordList', previous_list
        ) order by part, sort_volume desc, sort_keyword), '[]')::text as json
        from rows`);
      return (result as { rows: { json: string }[] }).rows[0]!.json;
    },
  };
}

export type NichesRepository = ReturnType<typeof createNichesRepository>;
