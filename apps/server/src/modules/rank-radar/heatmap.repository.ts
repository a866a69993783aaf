import { normalizeSearchTerm } from '@fathom/contract';
import { sql } from 'drizzle-orm';
import type { AccessibleTracker } from './rank-radar.repository';
import type { Db } from '../../db/client';
import { z } from 'zod';
import { column, parseRows } from '../../db/rows';
import { readInts } from '../../db/sql-arrays';

export interface HeatmapKeywordRow {
  id: number;
  keyword: string;
  source: 'dive' | 'manual' | 'ppc';
  status: 'initial' | 'normal' | 'failed' | 'paused';
  searchVolume: number | null;
  relevancy: number | null;
  dateAdded: string;
  firstSeenAt: string | null;
  /** PPC spend of the window's imported search-term report days (minor units); null without any. */
  ppcSpend: number | null;
  ranks: WindowRanks;
}

/**
 * A term's ranks over the window, a value per day (0: no rank stored that day), and the
 * variation holding its latest organic rank in the window.
 */
export interface WindowRanks {
  organic: Int16Array;
  impression: Int16Array;
  sponsored: Int16Array;
  topAsin: string | null;
}

/** The window's one row: each part packed as one text. */
const WINDOW_ROW = z.object({ terms: column.text, ranks: column.text, collected: column.text });
/** The window's PPC spend per search term, a line each. */
const SPEND_ROW = z.object({ ppc: column.text });

/** The heatmap's read: a tracker's terms, and their ranks over a window, in one round trip. */
export function createHeatmapRepository(db: Db) {
  return {
    /**
     * The terms (tracked, or archived) by search volume with their ranks of the window's `days`
     * days, and the days of the window that were collected. Two statements side by side: one of
     * three parts, each answered as one text (the terms as JSON, the packed days, one
     * primary-key range scan, a row a day, as a line each, and the collected days), and the PPC
     * spend per search term of the window's imported report days (a line each: term, tab, spend),
     * which sums some 70,000 fact rows for 500 terms and would double the first one's time.
     */
    window: async (
      tracker: AccessibleTracker,
      archived: boolean,
      from: string,
      to: string,
      days: number,
    ): Promise<{ collected: string[]; keywords: HeatmapKeywordRow[] }> => {
      const trackerId = tracker.id;
      const [result, spent] = await Promise.all([
        db.execute(sql`select
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
            and c.status = 'done') as collected`),
        db.execute(sql`select coalesce(string_agg(p.search_term || E'\t' || p.spend, E'\n'), '')
            as ppc
          from (select search_term, sum(spend) as spend from ppc_facts
            where tracker_id = ${trackerId} and day between ${from}::date and ${to}::date
            group by search_term) p`),
      ]);
      const row = parseRows(WINDOW_ROW, result)[0]!;
      const { ppc } = parseRows(SPEND_ROW, spent)[0]!;
      const spendOf = new Map<string, number>();
      for (const line of ppc ? ppc.split('\n') : []) {
        const tab = line.lastIndexOf('\t');
        spendOf.set(line.slice(0, tab), Number(line.slice(tab + 1)));
      }
      const terms = (JSON.parse(row.terms) as Omit<HeatmapKeywordRow, 'ranks' | 'ppcSpend'>[]).map(
        (term) => ({ ...term, ppcSpend: spendOf.get(normalizeSearchTerm(term.keyword)) ?? null }),
      );
      // Every term's days in one buffer per rank type: term n's days start at n * days.
      const [organic, impression, sponsored] = [0, 1, 2].map(
        () => new Int16Array(terms.length * days),
      ) as [Int16Array, Int16Array, Int16Array];
      const keywords: HeatmapKeywordRow[] = terms.map((term, n) => ({
        ...term,
        ranks: {
          organic: organic.subarray(n * days, (n + 1) * days),
          impression: impression.subarray(n * days, (n + 1) * days),
          sponsored: sponsored.subarray(n * days, (n + 1) * days),
          topAsin: null,
        },
      }));
      const indexOf = new Map(terms.map((term, n) => [term.id, n]));
      parseDays(row.ranks, { indexOf, days, organic, impression, sponsored, keywords });
      return { collected: row.collected ? row.collected.split(',') : [], keywords };
    },
  };
}

export type HeatmapRepository = ReturnType<typeof createHeatmapRepository>;

/**
 * Fills the dense columns from the packed days, a line each in day order: the day's offset in
 * the window, then the term ids, organic, impression and sponsored ranks, the ASINs and each
 * organic rank's ASIN position, separated by `|`. A later day's top ASIN replaces an earlier one.
 */
function parseDays(
  text: string,
  into: {
    indexOf: Map<number, number>;
    days: number;
    organic: Int16Array;
    impression: Int16Array;
    sponsored: Int16Array;
    keywords: HeatmapKeywordRow[];
  },
) {
  let scratch = new Int32Array(0);
  const columns: Int32Array[] = [];
  let at = 0;
  while (at < text.length) {
    const newline = text.indexOf('\n', at);
    const lineEnd = newline < 0 ? text.length : newline;
    const bars: number[] = [];
    for (let i = text.indexOf('|', at); i >= 0 && i < lineEnd; i = text.indexOf('|', i + 1))
      bars.push(i);
    const [b0, b1, b2, b3, b4, b5] = bars as [number, number, number, number, number, number];
    const day = Number(text.slice(at, b0));
    if (scratch.length < (lineEnd - at) * 5) {
      scratch = new Int32Array((lineEnd - at) * 5);
      for (let c = 0; c < 5; c += 1)
        columns[c] = scratch.subarray(c * (lineEnd - at), (c + 1) * (lineEnd - at));
    }
    const [ids, o, im, sp, top] = columns as [
      Int32Array,
      Int32Array,
      Int32Array,
      Int32Array,
      Int32Array,
    ];
    const count = readInts(text, b0 + 1, b1, ids);
    readInts(text, b1 + 1, b2, o);
    readInts(text, b2 + 1, b3, im);
    readInts(text, b3 + 1, b4, sp);
    readInts(text, b5 + 1, lineEnd, top);
    const asins = text.slice(b4 + 1, b5).split(',');
    for (let n = 0; n < count; n += 1) {
      const index = into.indexOf.get(ids[n]!);
      if (index === undefined) continue;
      const cell = index * into.days + day;
      into.organic[cell] = o[n]!;
      into.impression[cell] = im[n]!;
      into.sponsored[cell] = sp[n]!;
      if (top[n]) {
        const ranks = into.keywords[index]!.ranks;
        ranks.topAsin = asins[top[n]! - 1] ?? ranks.topAsin;
      }
    }
    at = lineEnd + 1;
  }
}
