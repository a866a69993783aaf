import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { SQP_WEEK_STATUSES, type SqpWeekStatus } from '@fathom/contract';
import type { Db } from '../../db/client';
import type { TrackerRef } from '../rank-radar/rank-radar.repository';
import { intArray, readInts, textArray } from '../../db/sql-arrays';
import { column, parseRows } from '../../db/rows';

/** Week statuses that no later read changes: the import skips these weeks. */
export const FINAL_WEEK_STATUSES: readonly SqpWeekStatus[] = ['COMPLETED', 'TOO_OLD'];

/** One stored report row: a query an ASIN was shown for in a week. */
export interface StoredSqpRow {
  searchQuery: string;
  asin: string;
  endDate: string;
  searchQueryScore: number;
  searchQueryVolume: number;
  daysWithData: number;
  impressionsTotal: number;
  impressionsAsin: number;
  clicksTotal: number;
  clicksAsin: number;
  cartAddsTotal: number;
  cartAddsAsin: number;
  purchasesTotal: number;
  purchasesAsin: number;
}

const StoredSqpWeek = z.object({
  asin: column.text,
  endDate: column.time,
  status: z.enum(SQP_WEEK_STATUSES),
});
export type StoredSqpWeek = z.output<typeof StoredSqpWeek>;

const columns = [
  'searchQueryScore',
  'searchQueryVolume',
  'daysWithData',
  'impressionsTotal',
  'impressionsAsin',
  'clicksTotal',
  'clicksAsin',
  'cartAddsTotal',
  'cartAddsAsin',
  'purchasesTotal',
  'purchasesAsin',
] as const;

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const Packed = z.object({
  n: column.int,
  queries: column.text,
  asins: column.text,
  endDates: column.text,
  ...(Object.fromEntries(columns.map((c) => [c, column.text])) as Record<
    (typeof columns)[number],
    typeof column.text
  >),
});
/** The stored rows of a read, a list per column. */
type Packed = z.output<typeof Packed>;

/** The import's own trackers: it reads them for their organization, so they are its to name. */
const TrackerAsins = z
  .object({ id: column.int, asins: column.textList })
  .transform((t) => t as TrackerRef & { asins: string[] });
const SpConnection = z.object({
  status: z.enum(['CONNECTED', 'CONNECTION_ERROR']),
  connectedAt: column.time,
});

/**
 * The columns of a packed read of `sqp_rows r`: the count, each row's `key` (its query's place in
 * a list, from 1), and a comma-separated list per column.
 */
const packedColumns = (key: SQL) => sql`count(*)::int as n,
  coalesce(string_agg(${key}::text, ','), '') as queries,
  coalesce(string_agg(r.asin, ','), '') as asins,
  coalesce(string_agg(to_char(r.end_date, 'YYYY-MM-DD'), ','), '') as "endDates",
  ${sql.join(
    columns.map(
      (c) =>
        sql`coalesce(string_agg(r.${sql.raw(snake(c))}::text, ','), '') as ${sql.raw(`"${c}"`)}`,
    ),
    sql`, `,
  )}`;

const TrackedPacked = Packed.extend({ terms: column.text, ids: column.text });

/** The rows of a packed read, each row's query named by `queryOf` from its place; and the places. */
function unpack(
  packed: Packed,
  queryOf: (at: number) => string,
): { at: Int32Array; rows: StoredSqpRow[] } {
  const { n } = packed;
  const at = new Int32Array(n);
  if (n === 0) return { at, rows: [] };
  readInts(packed.queries, 0, packed.queries.length, at);
  const asins = packed.asins.split(',');
  const endDates = packed.endDates.split(',');
  const counts = columns.map((c) => {
    const out = new Int32Array(n);
    readInts(packed[c], 0, packed[c].length, out);
    return out;
  });
  const rows = new Array<StoredSqpRow>(n);
  for (let i = 0; i < n; i += 1) {
    const row = { searchQuery: queryOf(at[i]!), asin: asins[i]!, endDate: endDates[i]! };
    columns.forEach((c, k) => ((row as StoredSqpRow)[c] = counts[k]![i]!));
    rows[i] = row as StoredSqpRow;
  }
  return { at, rows };
}

/** Weekly SQP reports per tracker, ASIN and week (docs/scaling.md). */
export function createSqpRepository(db: Db) {
  return {
    /** Active trackers of an organization in a marketplace, or the one asked for. */
    trackersToImport: async (
      orgId: number,
      marketplace: string,
      trackerId?: number,
    ): Promise<(TrackerRef & { asins: string[] })[]> =>
      parseRows(
        TrackerAsins,
        await db.execute(sql`select id, asins from rank_trackers
          where organization_id = ${orgId} and marketplace = ${marketplace}
            and archived_at is null and status = 'active'
            ${trackerId === undefined ? sql`` : sql`and id = ${trackerId}`}
          order by id`),
      ),

    /** The tracker's stored week statuses in a period of week end dates. */
    weeks: async (
      { id: trackerId }: TrackerRef,
      from: string,
      to: string,
    ): Promise<StoredSqpWeek[]> =>
      parseRows(
        StoredSqpWeek,
        await db.execute(sql`select asin, to_char(end_date, 'YYYY-MM-DD') as "endDate", status
          from sqp_weeks where tracker_id = ${trackerId}
            and end_date between ${from}::date and ${to}::date
          order by end_date, asin`),
      ),

    /**
     * Stores one ASIN's week. With rows (a completed week) its rows are replaced; without, only
     * the status changes and the rows already stored are kept. The tracker's advisory lock keeps
     * two workers storing the same week one after the other.
     */
    storeWeek: (
      trackerId: number,
      week: StoredSqpWeek,
      rows: readonly Omit<StoredSqpRow, 'asin' | 'endDate'>[] | null,
    ): Promise<void> =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${0x5a9}, ${trackerId})`);
        if (rows) {
          await tx.execute(sql`delete from sqp_rows where tracker_id = ${trackerId}
            and end_date = ${week.endDate}::date and asin = ${week.asin}`);
          if (rows.length) {
            const arrays = columns.map((c) => sql`${intArray(rows.map((r) => r[c]))}::int[]`);
            await tx.execute(sql`insert into sqp_rows (tracker_id, end_date, asin, search_query,
                search_query_score, search_query_volume, days_with_data, impressions_total,
                impressions_asin, clicks_total, clicks_asin, cart_adds_total, cart_adds_asin,
                purchases_total, purchases_asin)
              select ${trackerId}, ${week.endDate}::date, ${week.asin}, u.*
              from unnest(${textArray(rows.map((r) => r.searchQuery))}::text[],
                ${sql.join(arrays, sql`, `)}) as u
              on conflict do nothing`);
          }
        }
        await tx.execute(sql`insert into sqp_weeks (tracker_id, asin, end_date, status, read_at)
          values (${trackerId}, ${week.asin}, ${week.endDate}::date, ${week.status}, now())
          on conflict (tracker_id, end_date, asin)
          do update set status = excluded.status, read_at = excluded.read_at`);
      }),

    /**
     * The stored rows of the tracker's own terms (its tracked, or archived, terms, or those of
     * `keywordIds`) in weeks ending in a period, in no particular order, each with its term's id
     * (`keywordIds[i]` is row i's): a read that need not wait for the terms. They come packed in
     * one row (a list per column, the counts comma-separated), which costs the driver a parse per
     * column instead of one per row and field; the terms' texts come once each, as JSON. The
     * window's rows are read first, by week (`sqp_rows_week_idx`), then hashed by query: the
     * planner, which expects a few of the terms, would otherwise look each term up in the
     * primary key (500 index scans, twice as long in EXPLAIN ANALYZE).
     */
    rows: async (
      { id: trackerId }: TrackerRef,
      terms: { archived: boolean } | { keywordIds: number[] },
      from: string,
      to: string,
    ): Promise<{ keywordIds: Int32Array; rows: StoredSqpRow[] }> => {
      const which =
        'archived' in terms
          ? sql`(k.archived_at is not null) = ${terms.archived}`
          : sql`k.id = any(${intArray(terms.keywordIds)}::int[])`;
      const packed = parseRows(
        TrackedPacked,
        await db.execute(sql`with r as materialized (select * from sqp_rows
            where tracker_id = ${trackerId} and end_date between ${from}::date and ${to}::date)
          select ${packedColumns(sql`q.at`)},
            (select coalesce(json_agg(k.keyword order by k.id), '[]')::text
              from rank_tracker_keywords k where k.tracker_id = ${trackerId} and ${which}) as terms,
            (select coalesce(string_agg(k.id::text, ',' order by k.id), '')
              from rank_tracker_keywords k where k.tracker_id = ${trackerId} and ${which}) as ids
          from (select k.keyword as query, row_number() over (order by k.id) as at
            from rank_tracker_keywords k where k.tracker_id = ${trackerId} and ${which}) q
          join r on r.search_query = q.query`),
      )[0]!;
      const texts = JSON.parse(packed.terms) as string[];
      const ids = new Int32Array(texts.length);
      readInts(packed.ids, 0, packed.ids.length, ids);
      const { at, rows } = unpack(packed, (n) => texts[n - 1]!);
      return { keywordIds: at.map((n) => ids[n - 1]!), rows };
    },

    /** The organization's Selling Partner connection in a marketplace, for the overall status. */
    connection: async (
      orgId: number,
      marketplace: string,
    ): Promise<{ status: 'CONNECTED' | 'CONNECTION_ERROR'; connectedAt: string } | null> =>
      parseRows(
        SpConnection,
        await db.execute(sql`select status, connected_at as "connectedAt" from amazon_connections
          where organization_id = ${orgId} and kind = 'sp-api' and marketplace = ${marketplace}`),
      )[0] ?? null,
  };
}

export type SqpRepository = ReturnType<typeof createSqpRepository>;
