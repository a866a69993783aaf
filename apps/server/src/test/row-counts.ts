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
  'saved_pipeline_filters',
  'user_preferences',
] as const;

const query = sql.raw(
  `select ${STORED_TABLES.map((t) => `(select count(*)::int from ${t}) as ${t}`).join(', ')}`,
);

/** Row counts of the stored tables, in one statement. */
export async function rowCounts(database: Database): Promise<Record<string, number>> {
  const result: unknown = await database.db.execute(query);
  return (result as { rows: Record<string, number>[] }).rows[0]!;
}
