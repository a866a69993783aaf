import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** Tables whose rows a rejected request must leave alone. */
export const STORED_TABLES = [
  'users',
  'organizations',
  'memberships',
  'subscriptions',
  'spaces',
  'space_members',
  'labels',
  'niches',
  'researches',
  'niche_exclusions',
  'dive_runs',
  'dive_schedules',
  'quota_charges',
  'realtime_channels',
  'organization_connections',
  'niche_shares',
  'saved_pipeline_filters',
  'user_preferences',
  'invitations',
  'niche_assignees',
  'niche_labels',
  'niche_spaces',
  'niche_keyword_edits',
  'niche_keyword_groups',
  'niche_keyword_settings',
  'niche_profits',
  'niche_evaluations',
  'quota_usage',
  'quota_reservations',
  'invoices',
  'amazon_connections',
  'rank_trackers',
  'rank_tracker_keywords',
  'rank_highlights',
  'rank_highlight_keywords',
  'rank_alert_rules',
  'rank_bsr_settings',
  'rank_pool_terms',
] as const;

const query = sql.raw(
  `select ${STORED_TABLES.map((t) => `(select count(*)::int from ${t}) as ${t}`).join(', ')}`,
);

/** Row counts of the stored tables, in one statement. */
export async function rowCounts(database: Database): Promise<Record<string, number>> {
  const result: unknown = await database.db.execute(query);
  return (result as { rows: Record<string, number>[] }).rows[0]!;
}

/** A digest of every row of each table, in one statement: any write to a row changes it. */
export async function rowDigests(
  database: Database,
  tables: readonly string[] = STORED_TABLES,
): Promise<Record<string, string>> {
  const query = sql.raw(
    `select ${tables
      .map(
        (t) =>
          `(select md5(coalesce(string_agg(r::text, ',' order by r::text), '')) from ${t} r) as ${t}`,
      )
      .join(', ')}`,
  );
  const result: unknown = await database.db.execute(query);
  return (result as { rows: Record<string, string>[] }).rows[0]!;
}

/** The tables of the database's public schema. */
export async function publicTables(database: Database): Promise<string[]> {
  const result: unknown = await database.db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  return (result as { rows: { name: string }[] }).rows.map((r) => r.name);
}

/**
 * Row counts of the stored tables as `rowCounts` reads them, read again only once a transaction
 * that wrote has ended since the last reading. The database's snapshot (`pg_current_snapshot()`:
 * the transactions running and the next id to assign) changes whenever such a transaction commits
 * or rolls back; while it stays the same no row count can have changed.
 */
export const storedRowCounts = (database: Database) => readAfterWrites(database, rowCounts);

/** The tables' row digests as `rowDigests` reads them, read again only after a write. */
export const storedRowDigests = (database: Database, tables: readonly string[]) =>
  readAfterWrites(database, (db) => rowDigests(db, tables));

function readAfterWrites<T>(database: Database, read: (database: Database) => Promise<T>) {
  let seen: { snapshot: string; value: T } | undefined;
  return async (): Promise<T> => {
    const result: unknown = await database.db.execute(snapshotQuery);
    const { snapshot } = (result as { rows: { snapshot: string }[] }).rows[0]!;
    if (seen?.snapshot !== snapshot) seen = { snapshot, value: await read(database) };
    return seen.value;
  };
}

const snapshotQuery = sql.raw('select pg_current_snapshot()::text as snapshot');
