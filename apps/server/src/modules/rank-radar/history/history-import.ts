import type { CellValue } from 'exceljs';
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
import type { HistoryRow } from './history.repository';

/** One data row of an imported history file, checked; `row` is its number in the file. */
export interface ImportedRow extends Omit<HistoryRow, 'keyword'> {
  row: number;
  /** Normalized as tracked terms are. */
  term: string;
}

/** A file's rows as text cells, each with its row number (the header is row 1). */
type Records = { row: number; cells: string[] }[];

/**
 * RFC 4180 records as the export writes them: quoted cells may hold commas, quotes (doubled) and
 * line breaks; lines end in CRLF or LF. Blank lines are left out but keep their numbers.
 */
export function csvRecords(text: string): Records {
  const records: Records = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let row = 1;
  let start = 1;
  const end = () => {
    cells.push(cell);
    if (cells.length > 1 || cell !== '') records.push({ row: start, cells });
    cells = [];
    cell = '';
    start = row;
  };
  for (let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c !== '"') {
        if (c === '\n') row += 1;
        cell += c;
      } else if (text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\n') {
      row += 1;
      end();
    } else if (c !== '\r') cell += c;
  }
  if (cell !== '' || cells.length > 0) end();
  return records;
}

/** A workbook cell as the text a CSV cell would hold: dates as yyyy-MM-dd. */
function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value);
  if ('result' in value) return cellText(value.result);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('text' in value) return String(value.text);
  return '';
}

/** The first worksheet's rows, numbered as the sheet numbers them. */
export async function xlsxRecords(bytes: Buffer): Promise<Records> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw invalid(M.unreadable);
  }
  const records: Records = [];
  book.worksheets[0]?.eachRow((row) => {
    const values = (row.values as CellValue[]).slice(1);
    records.push({
      row: row.number,
      cells: RANK_HISTORY_COLUMNS.map((_, i) => cellText(values[i])),
    });
  });
  return records;
}

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

/** The checked rows of an uploaded history file, or a 400 naming what is wrong with it. */
export async function readHistoryFile(
  bytes: Buffer,
  format: RankHistoryExportFormat,
  today: string,
): Promise<ImportedRow[]> {
  if (bytes.length === 0) throw invalid(M.empty);
  const records = format === 'csv' ? csvRecords(bytes.toString('utf8')) : await xlsxRecords(bytes);
  return checkRecords(records, today);
}
