import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { TrackerRef } from '../rank-radar/rank-radar.repository';
import { intArray, textArray } from '../../db/sql-arrays';
import { column, parseRows } from '../../db/rows';

const PpcMatch = z.enum(['EXACT', 'PHRASE', 'BROAD', 'AUTO']);
export type PpcMatch = z.output<typeof PpcMatch>;
const PpcImportStatus = z.enum(['COMPLETED', 'IN_PROGRESS', 'FAILED']);
export type PpcImportStatus = z.output<typeof PpcImportStatus>;

/** One stored day of a tracker's search term in one campaign and match type. */
export interface PpcFact {
  trackerId: number;
  searchTerm: string;
  campaignName: string;
  matchType: PpcMatch;
  impressions: number;
  clicks: number;
  spend: number;
  sales: number;
  orders: number;
}

const PpcCampaignSums = z.object({
  searchTerm: column.text,
  campaignName: column.text,
  matchType: PpcMatch,
  days: column.int,
  impressions: column.int,
  clicks: column.int,
  spend: column.float,
  sales: column.float,
  orders: column.int,
});
/** A term's sums over a range in one campaign and match type. */
export type PpcCampaignSums = z.output<typeof PpcCampaignSums>;

const PpcTracker = z.object({ id: column.int, asin: column.text, asins: column.textList });
/** An active tracker of an organization in a marketplace: what report rows are attributed to. */
export type PpcTracker = z.output<typeof PpcTracker>;

const TrackedTerm = z.object({ trackerId: column.int, keyword: column.text });
const ImpressionRanks = z.object({
  keywordId: column.int,
  rankSum: column.int,
  ranked: column.int,
});
const Count = z.object({ n: column.int });

/** From this many terms, their campaign sums are read in two statements side by side. */
const SPLIT_SUMS_FROM = 100;

/** Every SQL statement of the PPC data: the daily import's writes and the ad-data reads. */
export function createPpcRepository(db: Db) {
  return {
    /** The organization's active trackers of the marketplace, oldest first. */
    trackers: async (orgId: number, marketplace: string): Promise<PpcTracker[]> =>
      parseRows(
        PpcTracker,
        await db.execute(sql`select id, asin, asins from rank_trackers
          where organization_id = ${orgId} and marketplace = ${marketplace}
            and archived_at is null and status = 'active' order by id`),
      ),

    /** The organization's tracked terms (archived ones too), normalized, per tracker. */
    trackedTerms: async (
      trackerIds: number[],
    ): Promise<{ trackerId: number; keyword: string }[]> =>
      trackerIds.length
        ? parseRows(
            TrackedTerm,
            await db.execute(sql`select tracker_id as "trackerId", keyword
              from rank_tracker_keywords where tracker_id = any(${intArray(trackerIds)}::int[])`),
          )
        : [],

    /** How a connection's import of a day stands, or null when it was never tried. */
    importStatus: async (connectionId: number, day: string): Promise<PpcImportStatus | null> =>
      parseRows(
        z.object({ status: PpcImportStatus }),
        await db.execute(sql`select status from ppc_imports
          where connection_id = ${connectionId} and day = ${day}`),
      )[0]?.status ?? null,

    /** Records an import that did not store the day (its earlier rows stay). */
    markImport: async (connectionId: number, day: string, status: 'IN_PROGRESS' | 'FAILED') => {
      await db.execute(sql`insert into ppc_imports (connection_id, day, status)
        values (${connectionId}, ${day}, ${status})
        on conflict (connection_id, day) do update set status = excluded.status, updated_at = now()`);
    },

    /**
     * Replaces the connection's rows of the day with `facts` and records the day COMPLETED, in one
     * transaction; workers importing the same day take turns (a lock on the connection and day),
     * so the day holds one import's rows whatever runs at once.
     */
    replaceDay: async (connectionId: number, day: string, facts: PpcFact[]) =>
      db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(${0x50504300 | 0}, hashtext(${`${connectionId}:${day}`}))`,
        );
        await tx.execute(
          sql`delete from ppc_facts where connection_id = ${connectionId} and day = ${day}`,
        );
        const CHUNK = 10_000;
        for (let at = 0; at < facts.length; at += CHUNK) {
          const part = facts.slice(at, at + CHUNK);
          const column = <K extends keyof PpcFact>(key: K) => part.map((f) => f[key]);
          await tx.execute(sql`insert into ppc_facts (tracker_id, search_term, day, campaign_name,
              match_type, connection_id, impressions, clicks, spend, sales, orders)
            select t, s, ${day}::date, c, m, ${connectionId}, i, k, sp, sa, o
            from unnest(${intArray(column('trackerId'))}::int[],
              ${textArray(column('searchTerm'))}::text[], ${textArray(column('campaignName'))}::text[],
              ${textArray(column('matchType'))}::text[], ${intArray(column('impressions'))}::int[],
              ${intArray(column('clicks'))}::int[], ${intArray(column('spend'))}::int[],
              ${intArray(column('sales'))}::int[], ${intArray(column('orders'))}::int[])
              as u(t, s, c, m, i, k, sp, sa, o)`);
        }
        await tx.execute(sql`insert into ppc_imports (connection_id, day, status, rows)
          values (${connectionId}, ${day}, 'COMPLETED', ${facts.length})
          on conflict (connection_id, day) do update
            set status = 'COMPLETED', rows = excluded.rows, updated_at = now()`);
      }),

    /**
     * The terms' sums per campaign and match type over the range, a term's rows together: an
     * index range scan per term. Many terms (a tracker's 500 over 90 days are some 70,000 fact rows) are
     * summed in two statements side by side, half the terms each, so that two database cores
     * share the scan and the hashing.
     */
    campaignSums: async (
      { id: trackerId }: TrackerRef,
      terms: string[],
      from: string,
      to: string,
    ): Promise<PpcCampaignSums[]> => {
      const sumsOf = async (some: string[]) =>
        parseRows(
          PpcCampaignSums,
          await db.execute(sql`select search_term as "searchTerm",
              campaign_name as "campaignName", match_type as "matchType", count(*)::int as days,
              sum(impressions)::int as impressions, sum(clicks)::int as clicks,
              sum(spend)::float8 as spend, sum(sales)::float8 as sales, sum(orders)::int as orders
            from ppc_facts
            where tracker_id = ${trackerId} and search_term = any(${textArray(some)}::text[])
              and day between ${from}::date and ${to}::date
            group by search_term, campaign_name, match_type
            order by search_term, campaign_name, match_type`),
        );
      if (terms.length < SPLIT_SUMS_FROM) return sumsOf(terms);
      const sorted = [...terms].sort();
      const half = Math.ceil(sorted.length / 2);
      const parts = await Promise.all([sumsOf(sorted.slice(0, half)), sumsOf(sorted.slice(half))]);
      return parts.flat();
    },

    /**
     * Per term, the stored impression ranks of the range (1 to 100). The terms are a filter on
     * each day's unnested ranks (a hashed `= any`), not a join the planner would redo per day.
     */
    impressionRanks: async (
      { id: trackerId }: TrackerRef,
      keywordIds: number[],
      from: string,
      to: string,
    ) =>
      parseRows(
        ImpressionRanks,
        await db.execute(sql`select u.kid as "keywordId", sum(u.ir)::int as "rankSum",
            count(*)::int as ranked
          from rank_days r cross join lateral unnest(r.keyword_ids, r.impression_ranks) as u(kid, ir)
          where r.tracker_id = ${trackerId} and r.day between ${from}::date and ${to}::date
            and u.ir between 1 and 100 and u.kid = any(${intArray(keywordIds)}::int[])
          group by u.kid`),
      ),

    collectedDays: async (
      { id: trackerId }: TrackerRef,
      from: string,
      to: string,
    ): Promise<number> =>
      parseRows(
        Count,
        await db.execute(sql`select count(*)::int as n from rank_collections
          where tracker_id = ${trackerId} and day between ${from}::date and ${to}::date
            and status = 'done'`),
      )[0]!.n,
  };
}

export type PpcRepository = ReturnType<typeof createPpcRepository>;
