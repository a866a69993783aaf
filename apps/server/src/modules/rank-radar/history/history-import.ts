import {
  ASIN_PATTERN,
  csvUnescape,
  normalizeSearchTerm,
  RANK_HISTORY_COLUMNS,
  RANK_HISTORY_IMPORT_LIMITS as L,
  RANK_HISTORY_IMPORT_MESSAGES as M,
  type RankHistoryExportFormat,
} from '@fathom/contract';
import { invalid } from '../../../lib/errors';
import { sheetRows, type SheetRow } from '../../../lib/uploads/spreadsheet';
import type { HistoryRow } from './history.repository';

/** One data row of an imported history file, checked; `row` is its number in the file. */
export interface ImportedRow extends Omit<HistoryRow, 'keyword'> {
  row: number;
  /** Normalized as tracked terms are. */
  term: string;
}

/** A file's rows as text cells, each with its row number (the header is row 1). */
type Records = SheetRow[];

const WHOLE = /^\d+$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const isDay = (text: string) => {
  const m = DAY.exec(text);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === text;
};

/**
 * Checks the records against the export's columns and bounds: every error of every row is
 * collected, and any one refuses the whole file (400 listing the first ones by row number).
 */
export function checkRecords(records: Records, today: string): ImportedRow[] {
  const [header, ...data] = records;
  if (!header) throw invalid(M.empty);
  const names = header.cells.map((cell) => cell.trim().toLowerCase());
  if (
    names.length < RANK_HISTORY_COLUMNS.length ||
    RANK_HISTORY_COLUMNS.some((name, i) => names[i] !== name.toLowerCase()) ||
    names.slice(RANK_HISTORY_COLUMNS.length).some(Boolean)
  )
    throw invalid(M.header);
  if (data.length === 0) throw invalid(M.noRows);
  if (data.length > L.rowsMax) throw invalid(M.tooManyRows);

  const errors: string[] = [];
  const rows: ImportedRow[] = [];
  const seen = new Map<string, number>();
  for (const { row, cells } of data) {
    const at = (problem: string) => errors.push(`Row ${row}: ${problem}`);
    const whole = (i: number, what: string, min: number, max: number) => {
      const text = (cells[i] ?? '').trim();
      if (text === '') return null;
      const n = WHOLE.test(text) ? Number(text) : NaN;
      if (n >= min && n <= max) return n;
      at(`the ${what} '${text}' is not a whole number from ${min} to ${max}`);
      return null;
    };
    const term = normalizeSearchTerm(csvUnescape(cells[0] ?? ''));
    const day = (cells[1] ?? '').trim();
    if (!term) at('the search term is empty');
    else if (term.length > L.termLengthMax)
      at(`the search term is longer than ${L.termLengthMax} characters`);
    if (!isDay(day)) at(`the date '${day}' is not a date (yyyy-MM-dd)`);
    else if (day > today) at(`the date '${day}' is in the future`);
    else if (day < L.firstDay) at(`the date '${day}' is before ${L.firstDay}`);
    const organic = whole(2, 'organic rank', 1, L.rankMax);
    const sponsored = whole(3, 'sponsored rank', 1, L.rankMax);
    const impression = whole(4, 'impression rank', 1, L.rankMax);
    const searchVolume = whole(5, 'search volume', 0, L.searchVolumeMax);
    const asin = (cells[6] ?? '').trim().toUpperCase();
    if (asin && !ASIN_PATTERN.test(asin)) at(`the top variation ASIN '${asin}' is not an ASIN`);
    const key = `${term}\t${day}`;
    const earlier = seen.get(key);
    if (term && earlier !== undefined) at(`'${term}' on ${day} is also on row ${earlier}`);
    seen.set(key, row);
    rows.push({
      row,
      term,
      day,
      organic,
      sponsored,
      impression,
      searchVolume,
      topAsin: asin || null,
    });
  }
  if (errors.length > 0) throw invalid(M.rows(errors));
  return rows;
}

/**
 * The checked rows of an uploaded history file, or a 400 naming what is wrong with it. The file
 * is read through the upload gate and only as far as the row limit: one row more is enough to
 * refuse it.
 */
export async function readHistoryFile(
  bytes: Buffer,
  format: RankHistoryExportFormat,
  today: string,
): Promise<ImportedRow[]> {
  if (bytes.length === 0) throw invalid(M.empty);
  const records: Records = [];
  for await (const record of sheetRows(bytes, format, { unreadable: M.unreadable })) {
    records.push(record);
    if (records.length > L.rowsMax + 1) throw invalid(M.tooManyRows);
  }
  return checkRecords(records, today);
}
