import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;
const num = (text: string | undefined) => (text ? Number(text) : null);

/** One packed day of `rank_days`, its arrays as comma-separated text (empty for null). */
interface PackedDay {
  d: number | string;
  k: string;
  o: string;
  i: string;
  s: string;
  a: string;
  t: string;
}

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

/** The heatmap's reads: a tracker's terms, and their ranks over a window in one range scan. */
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
        // The window's packed days, each as one line of text per array: a range scan of the
        // primary key over one row a day, and little to decode.
        db.execute(sql`
          select day - ${from}::date as d, array_to_string(keyword_ids, ',') as k,
            array_to_string(organic_ranks, ',', '') as o, array_to_string(impression_ranks, ',', '') as i,
            array_to_string(sponsored_ranks, ',', '') as s, array_to_string(asins, ',') as a,
            array_to_string(top_asins, ',', '') as t
          from rank_days
          where tracker_id = ${trackerId} and day between ${from}::date and ${to}::date
          order by day`),
      ]);
      const byKeyword = new Map<number, NonNullable<HeatmapKeywordRow['ranks']>>();
      for (const row of rowsOf<PackedDay>(ranks)) {
        const day = Number(row.d);
        const ids = row.k.split(',');
        const [organic, impression, sponsored, top] = [row.o, row.i, row.s, row.t].map((text) =>
          text.split(','),
        ) as [string[], string[], string[], string[]];
        const asins = row.a.split(',');
        for (let n = 0; n < ids.length; n += 1) {
          if (!ids[n]) continue;
          const id = Number(ids[n]);
          const list = byKeyword.get(id) ?? [];
          list.push([
            day,
            num(organic[n]),
            num(impression[n]),
            num(sponsored[n]),
            top[n] ? (asins[Number(top[n]) - 1] ?? null) : null,
          ]);
          byKeyword.set(id, list);
        }
      }
      return rowsOf<Omit<HeatmapKeywordRow, 'ranks'>>(keywords).map((row) => ({
        ...row,
        ranks: byKeyword.get(row.id) ?? [],
      }));
    },
  };
}

export type HeatmapRepository = ReturnType<typeof createHeatmapRepository>;
