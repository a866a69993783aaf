import { Transform, type Readable } from 'node:stream';
import { UPLOAD_MESSAGES as M } from '@fathom/contract';
import { tooLarge } from '../errors';
import { NotAZip, openCheckedZip } from './zip';
import { worksheetRows, type SharedString } from './sheet-xml';
import type { SheetRow, UploadLimits } from './spreadsheet';

/**
 * The parts of exceljs's streaming WorkbookReader (pinned 4.4.0) that read the workbook, its
 * shared strings and styles. Its own `read` unzips the whole file with a zip reader of its own;
 * here the gate's checked zip hands it the parts it needs, counted as they inflate. The first
 * worksheet is parsed by `worksheetRows` (./sheet-xml), which builds no cell model per cell.
 */
interface WorkbookReaderParts {
  _parseRels(part: Readable): Promise<void>;
  _parseWorkbook(part: Readable): Promise<void>;
  _parseSharedStrings(part: Readable): AsyncGenerator<unknown>;
  _parseStyles(part: Readable): Promise<void>;
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { rId: string }[] };
  sharedStrings?: SharedString[];
  styles: { getStyleModel(id: number): { numFmt?: string } | null };
  properties?: { model?: { date1904?: boolean } };
}

/**
 * Fails a part that holds more text without markup in one run than `max` bytes: no cell comes
 * near it, and the XML parser would hold all of it in memory. Runs are measured to within one
 * inflated chunk (16 KB).
 */
function boundedText(part: Readable, max: number): Readable {
  let run = 0;
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      const first = chunk.indexOf(0x3c);
      if (first === -1) run += chunk.length;
      else {
        run += first;
        if (run <= max) run = chunk.length - chunk.lastIndexOf(0x3c) - 1;
      }
      if (run > max) next(tooLarge(M.xmlText));
      else next(null, chunk);
    },
  });
  part.on('error', (error: Error) => guard.destroy(error));
  guard.on('close', () => part.destroy());
  return part.pipe(guard);
}

/** The workbook's first worksheet, row by row as it inflates; stopping early stops the inflating. */
export async function* xlsxRows(bytes: Buffer, limits: UploadLimits): AsyncGenerator<SheetRow> {
  const zip = await openCheckedZip(bytes, limits);
  const part = async (name: string) => {
    const stream = await zip.open(name);
    return stream && boundedText(stream, limits.xmlTextBytesMax);
  };
  const { default: ExcelJS } = await import('exceljs');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader('', {
    sharedStrings: 'cache',
    styles: 'cache',
    worksheets: 'emit',
    hyperlinks: 'ignore',
    entries: 'ignore',
  }) as unknown as WorkbookReaderParts;
  const rels = await part('xl/_rels/workbook.xml.rels');
  const workbook = await part('xl/workbook.xml');
  if (!rels || !workbook) throw new NotAZip('not a workbook');
  await reader._parseRels(rels);
  await reader._parseWorkbook(workbook);
  const strings = await part('xl/sharedStrings.xml');
  if (strings) for await (const _ of reader._parseSharedStrings(strings));
  const styles = await part('xl/styles.xml');
  if (styles) await reader._parseStyles(styles);

  const first = reader.model?.sheets?.[0];
  const target = reader.workbookRels?.find((rel) => rel.Id === first?.rId)?.Target;
  if (!target) return;
  const sheet = await part(target.startsWith('/') ? target.slice(1) : `xl/${target}`);
  if (!sheet) throw new NotAZip(`${target} is missing`);
  const rows = worksheetRows(sheet, {
    sharedStrings: reader.sharedStrings ?? [],
    numFmt: (style) => reader.styles.getStyleModel(style)?.numFmt,
    date1904: reader.properties?.model?.date1904 ?? false,
  });
  for await (const row of rows) {
    if (row.cells.some((text) => text.length > limits.cellCharsMax))
      throw tooLarge(M.cellTooLong(row.row));
    yield row;
  }
}
