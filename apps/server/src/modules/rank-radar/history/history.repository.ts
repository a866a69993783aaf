import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import type { AccessibleTracker } from '../rank-radar.repository';
import { NUMBERS, parseRows, RANKS } from '../../../db/rows';
import { intArray, textArray } from '../../../db/sql-arrays';

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

/** A tracker's packed ranks of one day (rank_days), entry i of each array being term i's. */
export interface PackedDay {
  day: string;
  keywordIds: number[];
  organic: (number | null)[];
  sponsored: (number | null)[];
  impression: (number | null)[];
  asins: string[];
  /** 1-based positions in `asins`, or null. */
  topAsins: (number | null)[];
}

const RANK = z.number().nullable();

const HISTORY_ROW = z.object({
  keyword: z.string(),
  day: z.string(),
  organic: RANK,
  sponsored: RANK,
  impression: RANK,
  searchVolume: z.number().nullable(),
  topAsin: z.string().nullable(),
}) satisfies z.ZodType<HistoryRow>;

const PACKED_DAY_ROW = z.object({
  day: z.string(),
  keywordIds: NUMBERS,
  organic: RANKS,
  sponsored: RANKS,
  impression: RANKS,
  asins: z.array(z.string()),
  topAsins: RANKS,
}) satisfies z.ZodType<PackedDay>;

/** Days written by one statement of an import: 50 days of 500 terms are 25,000 entries. */
const DAYS_PER_WRITE = 50;

/** A tracker's stored days, read a few days at a time; and an imported history's writes. */
export function createHistoryRepository(db: Db) {
  return {
    /**
     * The rows of the first `days` stored days after `after` (every day when null), by day then
     * search term: every term stored that day, tracked or archived since.
     */
    days: async (
      { id: trackerId }: AccessibleTracker,
      after: string | null,
      days: number,
    ): Promise<HistoryRow[]> =>
      parseRows(
        HISTORY_ROW,
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

    /** The tracker's row, locked until the transaction ends: one import of a tracker at a time. */
    lockTracker: async ({ id: trackerId }: AccessibleTracker) => {
      await db.execute(sql`select id from rank_trackers where id = ${trackerId} for update`);
    },

    /** The tracker's terms among `terms` (normalized), archived or not, and when each was added. */
    terms: async ({ id: trackerId }: AccessibleTracker, terms: string[]) =>
      parseRows(
        z.object({ id: z.number(), keyword: z.string(), addedAt: z.number() }),
        await db.execute(sql`select id, keyword,
            (extract(epoch from created_at) * 1000)::float8 as "addedAt"
          from rank_tracker_keywords
          where tracker_id = ${trackerId} and keyword = any(${textArray(terms)}::text[])`),
      ),

    /** The packed days of the tracker from `from` to `to`. */
    packedDays: async ({ id: trackerId }: AccessibleTracker, from: string, to: string) =>
      parseRows(
        PACKED_DAY_ROW,
        await db.execute(sql`select day::text as day, keyword_ids as "keywordIds",
            organic_ranks as organic, sponsored_ranks as sponsored,
            impression_ranks as impression, asins, top_asins as "topAsins"
          from rank_days where tracker_id = ${trackerId} and day between ${from} and ${to}`),
      ),

    /** The days from `from` to `to` the tracker collected, and when (epoch milliseconds). */
    collections: async ({ id: trackerId }: AccessibleTracker, from: string, to: string) =>
      parseRows(
        z.object({ day: z.string(), collectedAt: z.number() }),
        await db.execute(sql`select day::text as day,
            (extract(epoch from collected_at) * 1000)::float8 as "collectedAt"
          from rank_collections where tracker_id = ${trackerId} and status = 'done'
            and day between ${from} and ${to}`),
      ),

    /** Writes whole packed days (new, or replacing the stored row), many days a statement. */
    writeDays: async ({ id: trackerId }: AccessibleTracker, days: PackedDay[]) => {
      for (let i = 0; i < days.length; i += DAYS_PER_WRITE) {
        const values = days.slice(i, i + DAYS_PER_WRITE).map(
          (d) => sql`(${trackerId}::int, ${d.day}::date, ${intArray(d.keywordIds)}::int[],
            ${intArray(d.organic)}::smallint[], ${intArray(d.sponsored)}::smallint[],
            ${intArray(d.impression)}::smallint[], ${textArray(d.asins)}::text[],
            ${intArray(d.topAsins)}::smallint[])`,
        );
        await db.execute(sql`insert into rank_days (tracker_id, day, keyword_ids, organic_ranks,
            sponsored_ranks, impression_ranks, asins, top_asins)
          values ${sql.join(values, sql`, `)}
          on conflict (tracker_id, day) do update set keyword_ids = excluded.keyword_ids,
            organic_ranks = excluded.organic_ranks, sponsored_ranks = excluded.sponsored_ranks,
            impression_ranks = excluded.impression_ranks, asins = excluded.asins,
            top_asins = excluded.top_asins`);
      }
    },

    /**
     * Gives terms without a search volume the file's, and moves a term's first-seen day back to
     * its earliest imported organic rank.
     */
    updateTerms: async (
      terms: { keywordId: number; searchVolume: number | null; firstSeen: string | null }[],
    ) => {
      if (terms.length === 0) return;
      await db.execute(sql`update rank_tracker_keywords k set
          search_volume = coalesce(k.search_volume, v.sv),
          first_seen_date = least(k.first_seen_date, v.first)
        from unnest(${intArray(terms.map((t) => t.keywordId))}::int[],
          ${intArray(terms.map((t) => t.searchVolume))}::int[],
          ${textArray(terms.map((t) => t.firstSeen))}::date[]) as v(id, sv, first)
        where k.id = v.id`);
    },
  };
}

export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
