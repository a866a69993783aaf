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
  return query.prepare(nameOf(query)).execute();
}

const nameOf = (query: { toSQL(): { sql: string } }) =>
  `q_${createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 24)}`;

/** A query whose values are `sql.placeholder()`s, bound on each execution. */
interface PreparableWithValues<R> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<R> };
}

/**
 * The hottest reads (one on every page load): built and named once, so a call neither builds the
 * statement in drizzle nor has PostgreSQL parse it; only the placeholders' values are sent.
 */
export function preparedRead<R>(
  query: PreparableWithValues<R>,
): (values: Record<string, unknown>) => Promise<R> {
  const prepared = query.prepare(nameOf(query));
  return (values) => prepared.execute(values);
}
