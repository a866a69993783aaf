import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';

const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;

/** One term's ranks of one collected day, as the export writes it. */
export interface HistoryRow {
  keyword: string;
  day: string;
  organic: number | null;
  sponsored: number | null;
  impression: number | null;
  searchVolume: number | null;
  topAsin: string | null;
}

/** A tracker's stored days, read a few days at a time. */
export function createHistoryRepository(db: Db) {
  return {
    /**
     * The rows of the first `days` stored days after `after` (every day when null), by day then
     * search term: every term stored that day, tracked or archived since.
     */
    days: async (trackerId: number, after: string | null, days: number): Promise<HistoryRow[]> =>
      rowsOf<HistoryRow>(
        await db.execute(sql`select k.keyword, r.day::text as day, u.organic, u.sponsored,
            u.impression, k.search_volume as "searchVolume",
            case when u.top > 0 then r.asins[u.top] end as "topAsin"
          from rank_days r
          cross join lateral unnest(r.keyword_ids, r.organic_ranks, r.sponsored_ranks,
            r.impression_ranks, r.top_asins) as u(keyword_id, organic, sponsored, impression, top)
          join rank_tracker_keywords k on k.id = u.keyword_id and k.tracker_id = r.tracker_id
          where r.tracker_id = ${trackerId}
            and r.day > coalesce(${after}::date, '-infinity'::date)
            and r.day <= (select max(d.day) from (select day from rank_days
              where tracker_id = ${trackerId} and day > coalesce(${after}::date, '-infinity'::date)
              order by day limit ${days}) d)
          order by r.day, k.keyword, k.id`),
      ),
  };
}

export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
