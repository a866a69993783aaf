import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { intArray, textArray } from './sql-arrays';

const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;

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
  ranks: CollectedRank[];
  volumes: { keywordId: number; searchVolume: number }[];
}

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
      return rowsOf<DueTracker & { keywords: unknown }>(result).map((r) => ({
        ...r,
        keywords: (typeof r.keywords === 'string'
          ? JSON.parse(r.keywords)
          : r.keywords) as DueTracker['keywords'],
      }));
    },

    /**
     * Stores a tracker's day once: the claim (tracker, day) and its ranks in one transaction. A
     * second worker's claim waits for the first and then finds it taken: false, nothing written.
     */
    store: (collected: CollectedDay): Promise<boolean> =>
      db.transaction(async (tx) => {
        const claimed = await tx.execute(sql`insert into rank_collections (tracker_id, day, status)
          values (${collected.trackerId}, ${collected.day}, 'done')
          on conflict do nothing returning tracker_id`);
        if (rowsOf(claimed).length === 0) return false;
        const { ranks, trackerId, day } = collected;
        if (ranks.length)
          await tx.execute(sql`insert into keyword_ranks
            (tracker_id, day, keyword_id, organic_rank, sponsored_rank, impression_rank, top_asin)
            select ${trackerId}, ${day}::date, k, o, s, i, a
            from unnest(${intArray(ranks.map((r) => r.keywordId))}::int[],
              ${intArray(ranks.map((r) => r.organicRank))}::smallint[],
              ${intArray(ranks.map((r) => r.sponsoredRank))}::smallint[],
              ${intArray(ranks.map((r) => r.impressionRank))}::smallint[],
              ${textArray(ranks.map((r) => r.topAsin))}::text[]) as v(k, o, s, i, a)
            on conflict do nothing`);
        const ranked = ranks.filter((r) => r.organicRank !== null).map((r) => r.keywordId);
        await tx.execute(sql`update rank_tracker_keywords k set
            first_seen_date = case when k.first_seen_date is null and k.id = any(${intArray(ranked)}::int[])
              then ${day}::date else k.first_seen_date end,
            search_volume = coalesce(v.sv, k.search_volume)
          from (select * from unnest(${intArray(collected.volumes.map((v) => v.keywordId))}::int[],
            ${intArray(collected.volumes.map((v) => v.searchVolume))}::int[]) as v(id, sv)) v
          where k.tracker_id = ${trackerId} and k.id = v.id and k.archived_at is null`);
        await tx.execute(sql`update rank_tracker_keywords set status = 'normal'
          where tracker_id = ${trackerId} and status in ('initial', 'failed') and archived_at is null`);
        await tx.execute(sql`update rank_trackers set last_collected_date = greatest(last_collected_date, ${day}::date)
          where id = ${trackerId}`);
        return true;
      }),

    /** The day could not be collected after its retries: it is marked failed, and new terms too. */
    markFailed: (trackerId: number, day: string): Promise<boolean> =>
      db.transaction(async (tx) => {
        const claimed = await tx.execute(sql`insert into rank_collections (tracker_id, day, status)
          values (${trackerId}, ${day}, 'failed') on conflict do nothing returning tracker_id`);
        if (rowsOf(claimed).length === 0) return false;
        await tx.execute(sql`update rank_tracker_keywords set status = 'failed'
          where tracker_id = ${trackerId} and status = 'initial' and archived_at is null`);
        return true;
      }),
  };
}

export type CollectionRepository = ReturnType<typeof createCollectionRepository>;
