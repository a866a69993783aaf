import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ROLES, type KeywordList } from '@fathom/contract';
import type { Db } from '../../db/client';
import { preparedRead, runPrepared } from '../../db/prepared';
import {
  nicheCompetitors,
  nicheExclusions,
  niches,
  organizations,
  researches,
} from '../../db/schema';
import type { Membership } from '../../lib/identity';
import type { Scope } from '../../lib/scope';
import { diveHistoryFigure, diveHistoryJoin } from './dive-history';
import { mayManage, mayView } from './niche-access';
import { column, parseRows } from '../../db/rows';
import { containsPattern } from '../../db/like';

const NICHE_ID = '"niches"."id"';

/**
 * A niche with what its dives and schedule say about it. The subqueries name their tables in full:
 * drizzle writes a column of the outer table without its table name.
 */
const withHistory = {
  ...getTableColumns(niches),
  jobCount: sql<number>`${diveHistoryFigure('job_count', NICHE_ID)}`,
  oldestResearchDate: sql<string | null>`${diveHistoryFigure('oldest', NICHE_ID)}::text`,
  newestResearchDate: sql<string | null>`${diveHistoryFigure('newest', NICHE_ID)}::text`,
  hasSchedule: sql<boolean>`exists (select 1 from dive_schedules s where s.niche_id = "niches"."id")`,
  previousResearchId: sql<number | null>`(select max(r.id) from researches r
    where r.niche_id = "niches"."id" and r.id < "niches"."latest_research_id")`,
};

export type NicheRow = typeof niches.$inferSelect & {
  jobCount: number;
  oldestResearchDate: string | null;
  newestResearchDate: string | null;
  hasSchedule: boolean;
  /** The dive before the latest, which keyword lists are compared with. */
  previousResearchId: number | null;
  /** The scope may change the niche, not only see it. */
  canManage: boolean;
};

declare const accessible: unique symbol;

/**
 * A niche read for a scope that may see it: the only way to name a niche to the statements that
 * read or change what is under it. Routes get one from `guards.niche`, jobs from `niche` (the
 * niches service's `find`).
 */
export type NicheRef = { readonly id: number; readonly [accessible]: true };

/** A niche as the scope that may see it reads it (see NicheRef). */
export type AccessibleNiche = NicheRow & NicheRef;

/** A research of a niche the scope may see: routes get one from `guards.research`. */
export type ResearchRef = {
  readonly id: number;
  readonly nicheId: number;
  readonly [accessible]: true;
};

/** The niche's latest research, which its figures and keyword lists are made from. */
export const latestResearch = (niche: AccessibleNiche): ResearchRef | null =>
  niche.latestResearchId === null ? null : researchNamed(niche, niche.latestResearchId);

/** The dive before the latest, which the keyword lists are compared with. */
export const previousResearch = (niche: AccessibleNiche): ResearchRef | null =>
  niche.previousResearchId === null ? null : researchNamed(niche, niche.previousResearchId);

/** A research the niche's row names (its latest or previous): as accessible as the niche. */
const researchNamed = (niche: NicheRef, id: number) => ({ id, nicheId: niche.id }) as ResearchRef;
const MembershipRow = z.object({
  organizationId: column.int,
  userId: column.text,
  role: z.enum(ROLES),
}) satisfies z.ZodType<Membership>;
const JsonRow = z.object({ json: column.text });
const ChoiceRow = z.object({
  id: column.int,
  label: column.text,
  heroAsin: column.text,
  marketplace: column.marketplace,
  canManage: column.bool,
});

export function createNichesRepository(db: Db) {
  // Every niche route reads its niche: the read is built and prepared once per role (the role
  // shapes the access test), the niche, organization and user bound on each call.
  const nicheReads = new Map<Scope['role'], ReturnType<typeof prepareNicheRead>>();
  const prepareNicheRead = (role: Scope['role']) => {
    const scope = {
      organizationId: sql.placeholder('organizationId'),
      userId: sql.placeholder('userId'),
      role,
    } as unknown as Scope;
    return preparedRead(
      db
        .select({ ...withHistory, canManage: sql<boolean>`coalesce(${mayManage(scope)}, false)` })
        .from(niches)
        .where(and(eq(niches.id, sql.placeholder('nicheId')), mayView(scope))),
    );
  };
  const nicheRead = (role: Scope['role']) => {
    let read = nicheReads.get(role);
    if (!read) nicheReads.set(role, (read = prepareNicheRead(role)));
    return read;
  };

  return {
    count: async (organizationId: number) => {
      const [row] = await db
        .select({ n: count() })
        .from(niches)
        .where(eq(niches.organizationId, organizationId));
      return row?.n ?? 0;
    },

    /**
     * The niches the member may see, newest first, as the API's JSON array of summaries, built by
     * the database in one query: what `summary` in the service makes of each row.
     */
    listJson: async (scope: Membership): Promise<string> => {
      const iso = (column: SQL) =>
        sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
      const [row] = await runPrepared(
        db
          .select({
            json: sql<string>`coalesce(json_agg(json_build_object(
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
          'canManage', coalesce(${mayManage(scope, 'n')}, false)
        ) order by n.created_at desc, n.id desc), '[]')::text`,
          })
          .from(sql`niches n ${diveHistoryJoin}`)
          .where(mayView(scope, 'n')),
      );
      return row!.json;
    },

    /**
     * A page of the niches the scope may see, newest first: those whose label contains `search`
     * (ignoring case), of a marketplace, with a hero product, or only those it may change.
     */
    choices: async (
      scope: Membership,
      query: {
        search: string;
        marketplace?: string | undefined;
        heroAsin?: string | undefined;
        manageable: boolean;
        offset: number;
        limit: number;
      },
    ) => {
      const text = query.search.trim();
      const canManage = sql`coalesce(${mayManage(scope, 'n')}, false)`;
      const where = [
        mayView(scope, 'n'),
        text === '' ? undefined : sql`n.label ilike ${containsPattern(text)} escape '\\'`,
        query.marketplace === undefined ? undefined : sql`n.marketplace = ${query.marketplace}`,
        query.heroAsin === undefined ? undefined : sql`n.hero_asin = ${query.heroAsin}`,
        query.manageable ? canManage : undefined,
      ].filter((part): part is SQL => part !== undefined);
      return parseRows(
        ChoiceRow,
        await db.execute(sql`
          select n.id, n.label, n.hero_asin as "heroAsin", n.marketplace, ${canManage} as "canManage"
          from niches n where ${sql.join(where, sql` and `)}
          order by n.created_at desc, n.id desc
          limit ${query.limit} offset ${query.offset}`),
      );
    },

    /** How far the organization's niche lists have moved on: a list made at it is still current. */
    listVersion: async (organizationId: number): Promise<number> => {
      const [row] = await runPrepared(
        db
          .select({ version: organizations.nicheListVersion })
          .from(organizations)
          .where(eq(organizations.id, organizationId)),
      );
      return row?.version ?? 0;
    },

    /**
     * The caller's membership in the organization of a niche, when they belong to it; otherwise
     * in an organization the niche is shared with, when they belong to one.
     */
    membershipFor: async (userId: string, nicheId: number): Promise<Membership | null> => {
      const result = await db.execute(sql`
        select m.organization_id as "organizationId", m.user_id as "userId", m.role
        from niches n join memberships m on m.user_id = ${userId}
          and (m.organization_id = n.organization_id or m.organization_id in
            (select s.organization_id from niche_shares s where s.niche_id = n.id))
        where n.id = ${nicheId}
        order by (m.organization_id = n.organization_id) desc, m.organization_id
        limit 1`);
      return parseRows(MembershipRow, result)[0] ?? null;
    },

    /** The niche with its history, when the scope may see it. */
    niche: async (scope: Scope, nicheId: number): Promise<AccessibleNiche | null> => {
      const [row] = await nicheRead(scope.role)({
        nicheId,
        organizationId: scope.organizationId,
        userId: scope.userId ?? null,
      });
      return (row as AccessibleNiche | undefined) ?? null;
    },

    /** Of many niches, those the scope may see, each with whether it may change it: one query. */
    accessible: async (scope: Scope, nicheIds: number[]) =>
      (await db
        .select({ id: niches.id, canManage: sql<boolean>`coalesce(${mayManage(scope)}, false)` })
        .from(niches)
        .where(and(inArray(niches.id, nicheIds), mayView(scope)))
        .orderBy(asc(niches.id))) as (NicheRef & { canManage: boolean })[],

    researches: (scope: Scope, niche: NicheRef) =>
      db
        .select(getTableColumns(researches))
        .from(researches)
        .innerJoin(niches, eq(niches.id, researches.nicheId))
        .where(and(eq(niches.id, niche.id), mayView(scope)))
        .orderBy(desc(researches.id)),

    exclusions: (scope: Scope, niche: NicheRef) =>
      db
        .select({ asin: nicheExclusions.asin })
        .from(nicheExclusions)
        .innerJoin(niches, eq(niches.id, nicheExclusions.nicheId))
        .where(and(eq(niches.id, niche.id), mayView(scope)))
        .orderBy(asc(nicheExclusions.asin)),

    /** Replaces the niche's exclusions; false when the scope may not change the niche. */
    setExclusions: (scope: Scope, { id: nicheId }: NicheRef, asins: string[]) =>
      db.transaction(async (tx) => {
        const [niche] = await tx
          .select({ id: niches.id })
          .from(niches)
          .where(and(eq(niches.id, nicheId), mayManage(scope)));
        if (!niche) return false;
        await tx.delete(nicheExclusions).where(eq(nicheExclusions.nicheId, nicheId));
        if (asins.length)
          await tx
            .insert(nicheExclusions)
            .values([...new Set(asins)].map((asin) => ({ nicheId, asin })));
        return true;
      }),

    /** The products of the niche's latest dive, hero first. */
    competitors: (scope: Scope, niche: NicheRef) =>
      db
        .select(getTableColumns(nicheCompetitors))
        .from(nicheCompetitors)
        .innerJoin(niches, eq(niches.latestResearchId, nicheCompetitors.researchId))
        .where(and(eq(niches.id, niche.id), mayView(scope)))
        .orderBy(asc(nicheCompetitors.position)),
    /**
     * One keyword list of a dive of the niche as the API's JSON array, built by the database in
     * one query over the (research, keyword) key: the list's keywords, each marked against the
     * previous dive (new, or moved from another list), then those dropped from the list since,
     * marked dropped and shown with their latest figures where they have any. Empty when the
     * scope may not see the niche or the dives are not the niche's.
     */
    keywordListJson: async (
      scope: Scope,
      dives: { latest: ResearchRef; previous: ResearchRef | null },
      list: KeywordList,
    ): Promise<string> => {
      const { nicheId, id: researchId } = dives.latest;
      const previousId = dives.previous?.id ?? null;
      const result = await db.execute(sql`
        with dives as (
          select r.id from researches r join niches v on v.id = r.niche_id
          where v.id = ${nicheId} and ${mayView(scope, 'v')}
        ), latest as (
          select * from niche_keywords
          where research_id = ${researchId} and research_id in (select id from dives)
        ), previous as (
          select * from niche_keywords
          where research_id = ${previousId}::int and research_id in (select id from dives)
        ), rows as (
          select n.keyword, n.search_volume, n.relevancy, n.word_count, n.organic_ranks,
            n.sponsored_ranks,
            case when ${previousId}::int is null or p.list = ${list} then null else 'new' end
              as status,
            case when p.list <> ${list} then p.list end as previous_list, n.manual,
            0 as part, n.search_volume as sort_volume, n.keyword as sort_keyword
          from latest n left join previous p on p.keyword = n.keyword
          where n.list = ${list}
          union all
          select p.keyword, coalesce(n.search_volume, p.search_volume),
            coalesce(n.relevancy, p.relevancy), coalesce(n.word_count, p.word_count),
            coalesce(n.organic_ranks, p.organic_ranks),
            coalesce(n.sponsored_ranks, p.sponsored_ranks),
            'dropped', null, coalesce(n.manual, p.manual), 1, p.search_volume, p.keyword
          from previous p left join latest n on n.keyword = p.keyword
          where p.list = ${list} and n.list is distinct from ${list}
            -- A keyword removed by hand is gone, not dropped by the dive.
            and not exists (select 1 from niche_keyword_edits e where e.niche_id = ${nicheId}
              and e.keyword = p.keyword and e.kind = 'removed')
        )
        select coalesce(json_agg(json_build_object(
          'keyword', keyword,
          'searchVolume', search_volume,
          'relevancy', relevancy,
          'wordCount', word_count,
          'organicRanks', organic_ranks,
          'sponsoredRanks', sponsored_ranks,
          'keywordDifferenceStatus', status,
          'keywordPreviousKeywordList', previous_list,
          'manual', manual
        ) order by part, sort_volume desc, sort_keyword), '[]')::text as json
        from rows`);
      return parseRows(JsonRow, result)[0]!.json;
    },
  };
}

export type NichesRepository = ReturnType<typeof createNichesRepository>;
