import { sql } from 'drizzle-orm';
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

/** The rows of a packed read; `queries` as asked (the read gives each row's place in them). */
function unpack(packed: Packed, queries: readonly string[]): StoredSqpRow[] {
  const { n } = packed;
  if (n === 0) return [];
  const at = new Int32Array(n);
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
    const row = { searchQuery: queries[at[i]! - 1]!, asin: asins[i]!, endDate: endDates[i]! };
    columns.forEach((c, k) => ((row as StoredSqpRow)[c] = counts[k]![i]!));
    rows[i] = row as StoredSqpRow;
  }
  return rows;
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
     * Stored rows of the queries in weeks ending in a period, in no particular order. They come
     * packed in one row (a list per column, the counts comma-separated), which costs the driver
     * a parse per column instead of one per row and field.
     */
    rows: async (
      { id: trackerId }: TrackerRef,
      queries: readonly string[],
      from: string,
      to: string,
    ): Promise<StoredSqpRow[]> => {
      const packed = parseRows(
        Packed,
        await db.execute(sql`select count(*)::int as n,
            coalesce(string_agg(q.at::text, ','), '') as queries,
            coalesce(string_agg(r.asin, ','), '') as asins,
            coalesce(string_agg(to_char(r.end_date, 'YYYY-MM-DD'), ','), '') as "endDates",
            ${sql.join(
              columns.map(
                (c) =>
                  sql`coalesce(string_agg(r.${sql.raw(snake(c))}::text, ','), '') as ${sql.raw(`"${c}"`)}`,
              ),
              sql`, `,
            )}
          from unnest(${textArray(queries)}::text[]) with ordinality as q(query, at)
          join sqp_rows r on r.tracker_id = ${trackerId} and r.search_query = q.query
            and r.end_date between ${from}::date and ${to}::date`),
      )[0]!;
      return unpack(packed, queries);
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
