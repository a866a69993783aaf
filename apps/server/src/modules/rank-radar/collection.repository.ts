import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { intArray, textArray } from '../../db/sql-arrays';
import { arrayOf, COUNT_ROW, json, parseRows } from '../../db/rows';

export interface DueTracker {
  id: number;
  organizationId: number;
  asins: string[];
  keywords: { id: number; keyword: string }[];
}

export interface CollectedRank {
  keywordId: number;
  organicRank: number | null;
  sponsoredRank: number | null;
  impressionRank: number | null;
  topAsin: string | null;
}

export interface CollectedDay {
  trackerId: number;
  day: string;
  /** The terms collected (active and not paused), whether they ranked or not. */
  keywordIds: number[];
  ranks: CollectedRank[];
  volumes: { keywordId: number; searchVolume: number }[];
}

/** A due tracker's term: 100,000 a day are read, so they are checked in one loop. */
function isTerm(entry: unknown): entry is DueTracker['keywords'][number] {
  const term = entry as { id?: unknown; keyword?: unknown } | null;
  return typeof term?.id === 'number' && typeof term.keyword === 'string';
}

const DUE_TRACKER_ROW = z.object({
  id: z.number(),
  organizationId: z.number(),
  asins: z.array(z.string()),
  keywords: json(arrayOf(isTerm)),
}) satisfies z.ZodType<DueTracker>;

/** Every SQL statement of the daily rank collection. */
export function createCollectionRepository(db: Db) {
  return {
    /**
     * Active trackers of the marketplace that started by `day` and have no collection of it,
     * with their active terms (not paused, not archived), by id after `afterId`.
     */
    due: async (
      marketplace: string,
      day: string,
      options: { afterId: number; limit: number; trackerId?: number | undefined },
    ): Promise<DueTracker[]> => {
      const only = options.trackerId === undefined ? sql`` : sql`and t.id = ${options.trackerId}`;
      const result = await db.execute(sql`
        select t.id, t.organization_id as "organizationId", t.asins,
          coalesce((select json_agg(json_build_object('id', k.id, 'keyword', k.keyword) order by k.id)
            from rank_tracker_keywords k where k.tracker_id = t.id and k.archived_at is null
              and k.status <> 'paused'), '[]') as keywords
        from rank_trackers t
        where t.marketplace = ${marketplace} and t.archived_at is null and t.status = 'active'
          and t.start_date <= ${day} and t.id > ${options.afterId} ${only}
          and not exists (select 1 from rank_collections c where c.tracker_id = t.id and c.day = ${day})
        order by t.id limit ${options.limit}`);
      return parseRows(DUE_TRACKER_ROW, result);
    },

    /**
     * Stores a tracker's day once, in one statement: the claim (tracker, day), the day's packed
     * ranks, the terms' first-seen day, search volume and status, and the tracker's last collected
     * day. A second worker's claim waits for the first and then finds it taken: false, and every
     * other part of the statement, which reads the claim, writes nothing. The collected ranks
     * replace a day an imported history filled before the day was collected.
     */
    store: async (collected: CollectedDay): Promise<boolean> => {
      const { ranks, trackerId, day } = collected;
      const asins = [...new Set(ranks.flatMap((r) => (r.topAsin ? [r.topAsin] : [])))];
      const volumeOf = new Map(collected.volumes.map((v) => [v.keywordId, v.searchVolume]));
      const ranked = new Set(ranks.filter((r) => r.organicRank !== null).map((r) => r.keywordId));
      const terms = collected.keywordIds;
      const result = await db.execute(sql`
        with claim as (
          insert into rank_collections (tracker_id, day, status)
          values (${trackerId}, ${day}, 'done') on conflict do nothing returning tracker_id
        ), packed as (
          insert into rank_days (tracker_id, day, keyword_ids, organic_ranks, sponsored_ranks,
            impression_ranks, asins, top_asins)
          select tracker_id, ${day}::date, ${intArray(ranks.map((r) => r.keywordId))}::int[],
            ${intArray(ranks.map((r) => r.organicRank))}::smallint[],
            ${intArray(ranks.map((r) => r.sponsoredRank))}::smallint[],
            ${intArray(ranks.map((r) => r.impressionRank))}::smallint[],
            ${textArray(asins)}::text[],
            ${intArray(ranks.map((r) => (r.topAsin ? asins.indexOf(r.topAsin) + 1 : null)))}::smallint[]
          from claim
          on conflict (tracker_id, day) do update set keyword_ids = excluded.keyword_ids,
            organic_ranks = excluded.organic_ranks, sponsored_ranks = excluded.sponsored_ranks,
            impression_ranks = excluded.impression_ranks, asins = excluded.asins,
            top_asins = excluded.top_asins
          returning 1
        ), terms as (
          update rank_tracker_keywords k set
            first_seen_date = case when k.first_seen_date is null and v.ranked then ${day}::date
              else k.first_seen_date end,
            search_volume = coalesce(v.sv, k.search_volume),
            status = case when k.status in ('initial', 'failed') then 'normal' else k.status end
          from claim, unnest(${intArray(terms)}::int[],
            ${intArray(terms.map((id) => volumeOf.get(id) ?? null))}::int[],
            ${`{${terms.map((id) => (ranked.has(id) ? 't' : 'f')).join(',')}}`}::boolean[]) as v(id, sv, ranked)
          where k.tracker_id = claim.tracker_id and k.id = v.id and k.archived_at is null
            and (k.status in ('initial', 'failed') or (k.first_seen_date is null and v.ranked)
              or (v.sv is not null and v.sv is distinct from k.search_volume))
          returning 1
        ), tracker as (
          update rank_trackers t set last_collected_date = greatest(t.last_collected_date, ${day}::date)
          from claim where t.id = claim.tracker_id returning 1
        )
        select count(*)::int as n from claim`);
      return parseRows(COUNT_ROW, result)[0]!.n === 1;
    },

    /** The day could not be collected after its retries: it is marked failed, and new terms too. */
    markFailed: (trackerId: number, day: string): Promise<boolean> =>
      db.transaction(async (tx) => {
        const claimed = await tx.execute(sql`insert into rank_collections (tracker_id, day, status)
          values (${trackerId}, ${day}, 'failed') on conflict do nothing returning tracker_id`);
        if (parseRows(z.object({ tracker_id: z.number() }), claimed).length === 0) return false;
        await tx.execute(sql`update rank_tracker_keywords set status = 'failed'
          where tracker_id = ${trackerId} and status = 'initial' and archived_at is null`);
        return true;
      }),
  };
}

export type CollectionRepository = ReturnType<typeof createCollectionRepository>;
