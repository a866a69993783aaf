import { createHash } from 'node:crypto';

/** A query builder's query, which drizzle can prepare under a name. */
interface Preparable<R> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<R> };
}

/**
 * Runs a hot read as a named prepared statement: PostgreSQL parses and plans it once per
 * connection instead of on every request. The name is a hash of the statement's text, so two
 * texts never share a name; the values are bound on every call.
 */
export function runPrepared<R>(query: Preparable<R>): Promise<R> {
  const text = query.toSQL().sql;
  const name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  return query.prepare(name).execute();
}
