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
  ranks: WindowRanks;
}

/**
 * A term's ranks over the window, a value per day (null: no rank stored that day), and the
 * variation holding its latest organic rank in the window.
 */
export interface WindowRanks {
  organic: (number | null)[];
  impression: (number | null)[];
  sponsored: (number | null)[];
  topAsin: string | null;
}

/** The heatmap's read: a tracker's terms, and their ranks over a window, in one round trip. */
export function createHeatmapRepository(db: Db) {
  return {
    /**
     * The terms (tracked, or archived) by search volume with their ranks of the window's `days`
     * days, and the days of the window that were collected. One statement of three parts, each
     * answered as one text: the terms as JSON, the packed days (one primary-key range scan, a
     * row a day) as a line each, and the collected days.
     */
    window: async (
      trackerId: number,
      archived: boolean,
      from: string,
      to: string,
      days: number,
    ): Promise<{ collected: string[]; keywords: HeatmapKeywordRow[] }> => {
      const result = await db.execute(sql`select
        (select coalesce(json_agg(json_build_object('id', k.id, 'keyword', k.keyword,
            'source', k.source, 'status', k.status, 'searchVolume', k.search_volume,
            'relevancy', k.relevancy,
            'dateAdded', to_char(k.created_at at time zone 'UTC', 'YYYY-MM-DD'),
            'firstSeenAt', k.first_seen_date)
          order by k.search_volume desc nulls last, k.id), '[]')::text
          from rank_tracker_keywords k
          where k.tracker_id = ${trackerId} and (k.archived_at is not null) = ${archived}) as terms,
        (select coalesce(string_agg(concat_ws('|', r.day - ${from}::date,
            array_to_string(r.keyword_ids, ','), array_to_string(r.organic_ranks, ',', ''),
            array_to_string(r.impression_ranks, ',', ''), array_to_string(r.sponsored_ranks, ',', ''),
            array_to_string(r.asins, ','), array_to_string(r.top_asins, ',', '')), E'\n' order by r.day), '')
          from rank_days r
          where r.tracker_id = ${trackerId} and r.day between ${from}::date and ${to}::date) as ranks,
        (select coalesce(string_agg(c.day::text, ','), '')
          from rank_collections c
          where c.tracker_id = ${trackerId} and c.day between ${from}::date and ${to}::date
            and c.status = 'done') as collected`);
      const row = rowsOf<{ terms: string; ranks: string; collected: string }>(result)[0]!;
      const keywords = (JSON.parse(row.terms) as Omit<HeatmapKeywordRow, 'ranks'>[]).map(
        (term) => ({
          ...term,
          ranks: {
            organic: new Array<number | null>(days).fill(null),
            impression: new Array<number | null>(days).fill(null),
            sponsored: new Array<number | null>(days).fill(null),
            topAsin: null as string | null,
          },
        }),
      );
      const byId = new Map(keywords.map((term) => [term.id, term.ranks]));
      for (const line of row.ranks ? row.ranks.split('\n') : []) {
        const [d, k, o, i, s, a, t] = line.split('|') as [string, ...string[]];
        const day = Number(d);
        const ids = k!.split(',');
        const [organic, impression, sponsored, top, asins] = [o, i, s, t, a].map((text) =>
          (text ?? '').split(','),
        ) as [string[], string[], string[], string[], string[]];
        for (let n = 0; n < ids.length; n += 1) {
          const term = byId.get(Number(ids[n]));
          if (!term) continue;
          term.organic[day] = num(organic[n]);
          term.impression[day] = num(impression[n]);
          term.sponsored[day] = num(sponsored[n]);
          if (top[n]) term.topAsin = asins[Number(top[n]) - 1] ?? term.topAsin;
        }
      }
      return { collected: row.collected ? row.collected.split(',') : [], keywords };
    },
  };
}

export type HeatmapRepository = ReturnType<typeof createHeatmapRepository>;
