/**
 * Opening a tabular file: find its header among the first rows (metadata lines above it are kept
 * for the format to read), tell its format from the header, then stream its rows as records in
 * batches. An empty file and a header no format knows are refused as a whole; a header without
 * rows opens with no records and one problem saying so.
 */
import type { MarketplaceTld } from '@fathom/contract';
import type { ImportProblem, ImportReader, ImportRecord, ImportRow } from '../types';
import { UnknownImportFormat } from '../types';
import { FileState, Header, RowCells } from './cells';
import type { RowsReader, TabularFormat } from './format';

/** Rows looked at for the header: Amazon and Helium 10 put at most a few lines above it. */
export const HEADER_SEARCH_ROWS = 12;
/** Records handed on together. */
export const BATCH_RECORDS = 2000;
/** A column whose non-empty cells fail to read in more than this share of rows is reported. */
const SHIFTED_SHARE = 0.5;
const SHIFTED_MIN_ROWS = 3;

/** What the caller knows that the file may not say. */
export interface ImportOptions {
  /** The marketplace the seller says the file is of: its currency and date order when the file names none. */
  marketplace?: MarketplaceTld;
  /** The ASIN a single-ASIN export (Cerebro) is of, which the file does not name. */
  asin?: string;
}

/** An opened tabular import; besides the kept problems, how many there were in all. */
export interface TabularImportReader extends ImportReader {
  /** Every problem found so far, also those past the kept ones. */
  problemCount(): number;
}

export async function openRows(
  rows: AsyncIterable<ImportRow>,
  formats: readonly TabularFormat[],
  options: ImportOptions,
): Promise<TabularImportReader> {
  const iterator = rows[Symbol.asyncIterator]();
  const above: ImportRow[] = [];
  let found: { format: TabularFormat; header: Header } | null = null;
  while (above.length < HEADER_SEARCH_ROWS) {
    const next = await iterator.next();
    if (next.done) break;
    if (next.value.cells.every((cell) => cell.trim() === '')) continue;
    const header = new Header(next.value.row, next.value.cells);
    const format = formats.find((f) => f.detect(header));
    if (format) {
      found = { format, header };
      break;
    }
    above.push(next.value);
  }
  if (!found) {
    await iterator.return?.();
    if (above.length === 0)
      throw new UnknownImportFormat('The file is empty: it has no header and no rows.');
    throw new UnknownImportFormat(
      `No header of a file Fathom reads was found in the first ${HEADER_SEARCH_ROWS} rows. ` +
        `Expected one of: ${formats.map((f) => f.label).join('; ')}.`,
    );
  }
  const { format, header } = found;
  const file = new FileState();
  file.marketplace = options.marketplace ?? null;
  file.subjectAsin = options.asin?.toUpperCase() ?? null;
  if (options.marketplace && options.marketplace !== 'com' && options.marketplace !== 'ca')
    file.order = 'DMY';
  const reader = format.open(header, above, file);
  return {
    format: format.format,
    get marketplace() {
      return reader.marketplace() ?? options.marketplace ?? null;
    },
    get dataDate() {
      return reader.dataDate();
    },
    records: () => records(iterator, header, file, reader),
    problems: (): readonly ImportProblem[] => file.problems.kept,
    problemCount: () => file.problems.total,
  };
}

async function* records(
  iterator: AsyncIterator<ImportRow>,
  header: Header,
  file: FileState,
  reader: RowsReader,
): AsyncGenerator<ImportRecord[]> {
  let batch: ImportRecord[] = [];
  try {
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      const row = next.value;
      if (row.cells.every((cell) => cell.trim() === '')) continue;
      file.rows += 1;
      const cells = new RowCells(file, header, row);
      if (
        row.cells.length > header.cells.length &&
        row.cells.slice(header.cells.length).some((c) => c.trim())
      ) {
        cells.problem(
          null,
          `The row has ${row.cells.length} cells but the header has ${header.cells.length}: ` +
            'a value may hold an unquoted separator, which shifts the columns after it.',
        );
        continue;
      }
      const out = reader.read(cells);
      if (cells.ok) for (const record of out) batch.push(record);
      if (batch.length >= BATCH_RECORDS) {
        yield batch;
        batch = [];
      }
    }
  } finally {
    await iterator.return?.();
  }
  if (batch.length > 0) yield batch;
  if (file.rows === 0)
    file.problems.add(header.row, null, 'The file has a header but no rows of data.');
  reportShiftedColumns(header, file);
}

/** One problem per column whose cells mostly do not fit it: a sign the columns are shifted. */
function reportShiftedColumns(header: Header, file: FileState): void {
  for (const [column, failed] of file.failed) {
    const read = file.read.get(column) ?? 0;
    if (read >= SHIFTED_MIN_ROWS && failed / read > SHIFTED_SHARE)
      file.problems.add(
        header.row,
        header.cells[column] ?? null,
        `${failed} of ${read} cells of this column do not hold what it should: ` +
          'the columns may be shifted (a value with an unquoted separator) or the file is not of this format.',
      );
  }
}
