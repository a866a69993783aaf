import { asc, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
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

    /**
     * The organization's niches the caller may see (those outside spaces and in spaces they were
     * granted; every one for a team manager), newest first, as the API's JSON array of summaries, built by the database in
     * one query: what `summary` in the service makes of each row, `canManage` included.
     */
    listJson: async (
      organizationId: number,
      caller: { userId: string; manager: boolean },
    ): Promise<string> => {
      const iso = (column: SQL) =>
        sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
      const granted = sql`(select s.space_id from space_members s where s.user_id = ${caller.userId})`;
      const result = await db.execute(sql`
        select coalesce(json_agg(json_build_object(
          'id', n.id,
          'label', n.label,
          'heroAsin', n.hero_asin,
          'heroKeyword', n.hero_keyword,
          'marketplace', n.marketplace,
          'numCompetitors', n.num_competitors,
          'numKeywords', n.num_keywords,
          'totalSvOfKeywords', n.total_sv_of_keywords,
          'numVisibleKeywords', n.num_visible_keywords,
          'totalSvOfVisibleKeywords', n.total_sv_of_visible_keywords,
          'medianPriceCents', n.median_price_cents,
          'medianRating', n.median_rating,
          'medianReviewCount', n.median_review_count,
          'medianDaysListed', n.median_days_listed,
          'medianSales', n.median_sales,
          'medianRevenueCents', n.median_revenue_cents,
          'competitionStrength', n.competition_strength,
          'numRelevantKeywords', n.num_relevant_keywords,
          'numLaunchKeywords', n.num_launch_keywords,
          'organizationId', n.organization_id,
          'createdAt', ${iso(sql`n.created_at`)},
          'updatedAt', ${iso(sql`n.updated_at`)},
          'jobCount', h.job_count,
          'oldestResearchDate', ${iso(sql`h.oldest`)},
          'newestResearchDate', ${iso(sql`h.newest`)},
          'hasSchedule', exists (select 1 from dive_schedules d where d.niche_id = n.id),
          'canManage', coalesce(
            ${caller.manager} or n.created_by = ${caller.userId} or n.space_id in ${granted},
            false)
        ) order by n.created_at desc, n.id desc), '[]')::text as json
        from niches n
        cross join lateral (
          select count(*)::int as job_count, min(r.created_at) as oldest,
            max(r.created_at) as newest
          from researches r where r.niche_id = n.id
        ) h
        where n.organization_id = ${organizationId}
          and (${caller.manager} or n.space_id is null or n.space_id in ${granted})`);
      return (result as { rows: { json: string }[] }).rows[0]!.json;
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

    /** What a keyword list request needs of a niche: who may see it, its latest and previous dive. */
    keywordSource: async (nicheId: number) => {
      const [row] = await db
        .select({
          id: niches.id,
          organizationId: niches.organizationId,
          spaceId: niches.spaceId,
          createdBy: niches.createdBy,
          latestResearchId: niches.latestResearchId,
          previousResearchId: sql<number | null>`(select max(r.id) from researches r
            where r.niche_id = "niches"."id" and r.id < "niches"."latest_research_id")`,
        })
        .from(niches)
        .where(eq(niches.id, nicheId));
      return row ?? null;
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
