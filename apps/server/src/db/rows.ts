import { MARKETPLACE_TLDS } from '@fathom/contract';
import { z } from 'zod';

/**
 * The rows of a raw `db.execute(sql...)` result. Both drivers (PGlite and node-postgres) answer
 * `{ rows }`; drizzle types the result per driver, so the caller names the row type.
 */
export const rowsOf = <R>(result: unknown): R[] => (result as { rows: R[] }).rows;

/**
 * The rows of a raw `db.execute(sql...)` result, each checked against `shape` (a zod schema):
 * a row that is not what the statement promises throws, naming the column, instead of
 * travelling on mistyped. The check costs well under a microsecond a row, far less than the
 * driver's own parse of it.
 */
export function parseRows<S extends z.ZodType>(shape: S, result: unknown): z.output<S>[] {
  return (result as { rows: unknown[] }).rows.map((row) => shape.parse(row));
}

/** The column types the drivers answer in raw reads (db/read-types.test.ts). */
export const column = {
  /** int4, or a count or sum cast `::int`. */
  int: z.number().int(),
  /** float8, or a sum cast `::float8`. */
  float: z.number(),
  text: z.string(),
  /** A timestamp or date read as PostgreSQL writes it (or formatted with `to_char`). */
  time: z.string(),
  bool: z.boolean(),
  intList: z.array(z.number().int()),
  textList: z.array(z.string()),
  marketplace: z.enum(MARKETPLACE_TLDS),
};
