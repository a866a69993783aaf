/**
 * The rows of a raw `db.execute(sql...)` result. Both drivers (PGlite and node-postgres) answer
 * `{ rows }`; drizzle types the result per driver, so the caller names the row type.
 */
export const rowsOf = <R>(result: unknown): R[] => (result as { rows: R[] }).rows;
