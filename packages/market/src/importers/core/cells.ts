/**
 * Reading one row of a tabular file against its header: each typed read either gives the cell's
 * value or records a problem (row and column header) and marks the row as left out. Per column,
 * the reads that failed are counted, so a column whose cells mostly do not fit its type (a shifted
 * column) is reported once for the file.
 */
import { isAsin, type MarketplaceTld } from '@fathom/contract';
import type { ImportRow } from '../types';
import { readDate, type DayOrder } from './dates';
import { headerName, type HeaderName } from './header';
import { readNumber, toMinorUnits, type DecimalMark } from './numbers';
import { ProblemLog } from './problems';

/** A file's header row: its cells as written and made comparable. */
export class Header {
  readonly names: HeaderName[];

  constructor(
    readonly row: number,
    readonly cells: readonly string[],
  ) {
    this.names = cells.map(headerName);
  }

  /** The index of the first column whose name is one of `keys` (compared by headerName), or -1. */
  find(...keys: string[]): number {
    for (const key of keys) {
      const at = this.names.findIndex((n) => n.key === key);
      if (at !== -1) return at;
    }
    return -1;
  }

  has(...keys: string[]): boolean {
    return keys.every((key) => this.find(key) !== -1);
  }

  /** The currency the header names in any of its columns, if one does. */
  currency(): string | null {
    return this.names.find((n) => n.currency)?.currency ?? null;
  }
}

/** What a file has taught its reader so far, and its problems. */
export class FileState {
  readonly problems = new ProblemLog();
  mark: DecimalMark | null = null;
  order: DayOrder = 'MDY';
  /** The marketplace the caller says the file is of, when it says one. */
  marketplace: MarketplaceTld | null = null;
  /** The ASIN the caller says a single-ASIN export is of. */
  subjectAsin: string | null = null;
  rows = 0;
  /** Per column index: reads that failed and reads of a non-empty cell. */
  readonly failed = new Map<number, number>();
  readonly read = new Map<number, number>();
}

type Wanted = { required?: boolean };

/** One row's cells, read by column index (-1: the file lacks the column). */
export class RowCells {
  ok = true;
  /** The currency a money cell named by its sign or code, if one did. */
  currency: string | null = null;

  constructor(
    readonly file: FileState,
    readonly header: Header,
    readonly source: ImportRow,
  ) {}

  get row(): number {
    return this.source.row;
  }

  problem(column: number | null, message: string): null {
    this.ok = false;
    const name =
      column === null || column < 0 ? null : (this.header.cells[column] ?? `column ${column + 1}`);
    this.file.problems.add(this.source.row, name, message);
    return null;
  }

  private raw(column: number): string {
    return column < 0 ? '' : (this.source.cells[column] ?? '').trim();
  }

  private counted<T>(column: number, value: T | undefined): T | undefined {
    this.file.read.set(column, (this.file.read.get(column) ?? 0) + 1);
    if (value === undefined) this.file.failed.set(column, (this.file.failed.get(column) ?? 0) + 1);
    return value;
  }

  /** Text as written: formula-like text (`=HYPERLINK(...)`) stays text and is never evaluated. */
  text(column: number, { required = false }: Wanted = {}): string | null {
    const s = this.raw(column);
    if (s === '') return required ? this.problem(column, 'is empty') : null;
    return s;
  }

  private number(column: number, integer: boolean, required: boolean): number | null {
    const s = this.raw(column);
    if (s === '' && !required) return null;
    const read = this.counted(column, readNumber(s, { integer, mark: this.file.mark }));
    if (read === undefined) return this.problem(column, `"${clip(s)}" is not a number`);
    if (read === null) return required ? this.problem(column, 'has no figure') : null;
    if (read.mark && !this.file.mark) this.file.mark = read.mark;
    if (read.currency) this.currency = read.currency;
    return read.value;
  }

  /** A 1-based rank; none when empty, `-`, 0 or past the last (`>306`). */
  rank(column: number): number | null {
    const s = this.raw(column);
    if (s === '') return null;
    const read = this.counted(column, readNumber(s, { integer: true }));
    if (read === undefined || (read && !Number.isInteger(read.value)))
      return this.problem(column, `"${clip(s)}" is not a rank`);
    if (read === null || read.bound === '>' || read.value <= 0) return null;
    return read.value;
  }

  /** A whole number; `>99,999` reads as its bound. */
  int(column: number, { required = false }: Wanted = {}): number | null {
    const value = this.number(column, true, required);
    if (value === null) return null;
    if (!Number.isInteger(value) || value < 0)
      return this.problem(column, `"${clip(this.raw(column))}" is not a whole number`);
    return value;
  }

  decimal(column: number, { required = false }: Wanted = {}): number | null {
    return this.number(column, false, required);
  }

  /** A percentage as written (`12.5%` and `12.5` are 12.5). */
  percent(column: number, wanted: Wanted = {}): number | null {
    return this.decimal(column, wanted);
  }

  /** Money in hundredths of its currency. */
  money(column: number, wanted: Wanted = {}): number | null {
    const value = this.decimal(column, wanted);
    return value === null ? null : toMinorUnits(value);
  }

  date(column: number, { required = false }: Wanted = {}): string | null {
    const s = this.raw(column);
    if (s === '') return required ? this.problem(column, 'is empty') : null;
    const read = this.counted(column, readDate(s, this.file.order) ?? undefined);
    if (!read) return this.problem(column, `"${clip(s)}" is not a date`);
    if (read.order) this.file.order = read.order;
    return read.date;
  }

  /** An ASIN, also when the cell is a link or formula naming it (`=HYPERLINK(".../dp/B0…")`). */
  asin(column: number, { required = false }: Wanted = {}): string | null {
    const s = this.raw(column);
    if (s === '' || s === '-' || /^n\/?a$/i.test(s))
      return required ? this.problem(column, 'is empty') : null;
    const upper = s.toUpperCase();
    const found = isAsin(upper) ? upper : /\b(B0[0-9A-Z]{8})\b/.exec(upper)?.[1];
    if (!this.counted(column, found)) return this.problem(column, `"${clip(s)}" is not an ASIN`);
    return found!;
  }
}

function clip(s: string): string {
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
}
