import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;
const num = (text: string | undefined) => (text ? Number(text) : null);

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
      const [keywords, ranks] = await Promise.all([
        db.execute(sql`
          select k.id, k.keyword, k.source, k.status, k.search_volume as "searchVolume", k.relevancy,
            to_char(k.created_at at time zone 'UTC', 'YYYY-MM-DD') as "dateAdded",
            k.first_seen_date::text as "firstSeenAt"
          from rank_tracker_keywords k
          where k.tracker_id = ${trackerId} and (k.archived_at is not null) = ${archived}
          order by k.search_volume desc nulls last, k.id`),
        // One text of the window's rows, a line each: one range scan of the key, no sorting,
        // and far less to decode than a row per rank.
        db.execute(sql`
          select string_agg(concat_ws(' ', keyword_id, day - ${from}::date,
              coalesce(organic_rank::text, ''), coalesce(impression_rank::text, ''),
              coalesce(sponsored_rank::text, ''), coalesce(top_asin, '')), E'\n') as lines
          from keyword_ranks
          where tracker_id = ${trackerId} and day between ${from}::date and ${to}::date`),
      ]);
      const byKeyword = new Map<number, NonNullable<HeatmapKeywordRow['ranks']>>();
      for (const line of (rowsOf<{ lines: string | null }>(ranks)[0]?.lines ?? '').split('\n')) {
        if (!line) continue;
        const [id, day, organic, impression, sponsored, asin] = line.split(' ');
        const list = byKeyword.get(Number(id)) ?? [];
        list.push([Number(day), num(organic), num(impression), num(sponsored), asin || null]);
        byKeyword.set(Number(id), list);
      }
      return rowsOf<Omit<HeatmapKeywordRow, 'ranks'>>(keywords).map((row) => ({
        ...row,
        ranks: (byKeyword.get(row.id) ?? []).sort((a, b) => a[0] - b[0]),
      }));
    },
  };
}

export type HeatmapRepository = ReturnType<typeof createHeatmapRepository>;
