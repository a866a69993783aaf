import { MARKETPLACE_TLDS } from '@fathom/contract';
import { z } from 'zod';

/**
 * The rows of a raw `db.execute(sql...)` result. Both drivers (PGlite and node-postgres) answer
 * `{ rows }`. Kept here: every raw read goes through `parseRows`, which checks each row.
 */
const rowsOf = (result: unknown): unknown[] => (result as { rows: unknown[] }).rows;

/**
 * The rows of a raw result, each parsed by `row` (a zod schema) at the repository's edge: a column
 * the statement does not answer, or answers with another type, throws here, naming the column,
 * instead of passing on unchecked. The check costs well under a microsecond a row, far less than
 * the driver's own parse of it.
 */
export const parseRows = <S extends z.ZodType>(row: S, result: unknown): z.output<S>[] =>
  rowsOf(result).map((r) => row.parse(r));

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

/** A `count(*)::int as n` row. */
export const COUNT_ROW = z.object({ n: column.int });

/** A row of one `id`. */
export const ID_ROW = z.object({ id: column.int });

/** A json column: node-postgres parses it, PGlite may answer its text. */
export const json = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (typeof v === 'string' ? (JSON.parse(v) as unknown) : v), schema);

/**
 * An array column whose entries `is` checks in one loop: packed days hold 500 entries a column,
 * which `z.array` takes some 30 times longer to check.
 */
export const arrayOf = <T>(is: (entry: unknown) => entry is T) =>
  z.custom<T[]>((v) => Array.isArray(v) && v.every(is));

/** An int[] column (term ids). */
export const NUMBERS = arrayOf((v): v is number => typeof v === 'number');

/** A smallint[] column of ranks, null where a term did not rank. */
export const RANKS = arrayOf((v): v is number | null => v === null || typeof v === 'number');
