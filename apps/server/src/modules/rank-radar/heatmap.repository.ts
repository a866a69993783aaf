import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;

export interface HeatmapKeywordRow {
  id: number;
  keyword: string;
  source: 'dive' | 'manual' | 'ppc';
  status: 'initial' | 'normal' | 'failed' | 'paused';
  searchVolume: number | null;
  relevancy: number | null;
  dateAdded: string;
  firstSeenAt: string | null;
  /** Per ranked day: [day offset from the window's start, organic, impression, sponsored, top ASIN]. */
  ranks: [number, number | null, number | null, number | null, string | null][] | null;
}

/** The heatmap's reads: a tracker's terms with their ranks over a window, in one range scan. */
export function createHeatmapRepository(db: Db) {
  return {
    /** Days of the window that were collected. */
    collectedDays: async (trackerId: number, from: string, to: string) =>
      rowsOf<{ day: string }>(
        await db.execute(sql`select day::text as day from rank_collections
          where tracker_id = ${trackerId} and day between ${from}::date and ${to}::date and status = 'done'`),
      ).map((r) => r.day),

    keywords: async (
      trackerId: number,
      archived: boolean,
      from: string,
      to: string,
    ): Promise<HeatmapKeywordRow[]> => {
      const result = await db.execute(sql`
        with r as (
          select keyword_id, json_agg(json_build_array(day - ${from}::date, organic_rank,
              impression_rank, sponsored_rank, top_asin) order by day)::text as ranks
          from keyword_ranks
          where tracker_id = ${trackerId} and day between ${from}::date and ${to}::date
          group by keyword_id)
        select k.id, k.keyword, k.source, k.status, k.search_volume as "searchVolume", k.relevancy,
          to_char(k.created_at at time zone 'UTC', 'YYYY-MM-DD') as "dateAdded",
          k.first_seen_date::text as "firstSeenAt", r.ranks
        from rank_tracker_keywords k left join r on r.keyword_id = k.id
        where k.tracker_id = ${trackerId} and (k.archived_at is not null) = ${archived}
        order by k.search_volume desc nulls last, k.id`);
      return rowsOf<Omit<HeatmapKeywordRow, 'ranks'> & { ranks: string | null }>(result).map(
        (row) => ({
          ...row,
          ranks: row.ranks === null ? null : (JSON.parse(row.ranks) as HeatmapKeywordRow['ranks']),
        }),
      );
    },
  };
}

export type HeatmapRepository = ReturnType<typeof createHeatmapRepository>;
