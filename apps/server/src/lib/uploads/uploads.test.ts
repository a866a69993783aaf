import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS as U, UPLOAD_MESSAGES as M } from '@fathom/contract';
import { DomainError } from '../errors';
import {
  deflated,
  repeated,
  rowXml,
  workbookOf,
  workbookParts,
  worksheet,
  zipOf,
  type ZipEntry,
} from '../../test/zip-files';
import { sheetRows, type SheetFormat, type UploadLimits } from './spreadsheet';

const UNREADABLE = 'not a workbook';

/** Every row the gate hands on, or the refusal as `status: message`. */
async function read(bytes: Buffer, format: SheetFormat = 'xlsx', limits?: UploadLimits) {
  const rows: { row: number; cells: string[] }[] = [];
  try {
    for await (const row of sheetRows(bytes, format, { unreadable: UNREADABLE, limits }))
      rows.push(row);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return `${error.kind}: ${error.message}`;
  }
  return rows;
}

/** An entry whose directory says it unpacks to `size`, holding bytes that are no deflate stream. */
const garbage = (name: string, size: number, packed = 1024): ZipEntry => ({
  name,
  data: randomBytes(packed),
  crc: 0,
  size,
});

describe('the upload gate', () => {
  it('reads a workbook row by row, and a CSV file the same way', async () => {
    const sheet = await worksheet(() => [
      rowXml(1, ['Term', 'Day']),
      rowXml(2, ['pan', '2026-11-01']),
      rowXml(4, ['pot &amp; lid', '']),
    ]);
    const rows = [
      { row: 1, cells: ['Term', 'Day'] },
      { row: 2, cells: ['pan', '2026-11-01'] },
      { row: 4, cells: ['pot & lid', ''] },
    ];
    expect(await read(await workbookOf(sheet))).toEqual(rows);
    expect(
      await read(Buffer.from('Term,Day\r\npan,2026-11-01\r\n\r\n"pot & lid",\r\n'), 'csv'),
    ).toEqual(rows);
  });

  it('reads a CSV file that Excel saved with semicolons, quoted cells included', async () => {
    const eu = '\uFEFFTerm;Day;Rank\r\n"pan; 28 cm";2026-11-01;3\r\n"say ""hi"", pan";;\r\n';
    expect(await read(Buffer.from(eu), 'csv')).toEqual([
      { row: 1, cells: ['Term', 'Day', 'Rank'] },
      { row: 2, cells: ['pan; 28 cm', '2026-11-01', '3'] },
      { row: 3, cells: ['say "hi", pan', '', ''] },
    ]);
    // A comma-separated file keeps its semicolons inside cells.
    expect(await read(Buffer.from('"Term;x",Day\r\npan;lid,2026-11-01\r\n'), 'csv')).toEqual([
      { row: 1, cells: ['Term;x', 'Day'] },
      { row: 2, cells: ['pan;lid', '2026-11-01'] },
    ]);
  });

  it('refuses from the zip directory alone, before inflating anything', async () => {
    // The entries hold random bytes: inflating any of them would fail as unreadable instead.
    const parts = await workbookParts();
    const many = Array.from({ length: U.zipEntriesMax + 1 }, (_, i) => garbage(`x/${i}.xml`, 10));
    expect(await read(zipOf(many))).toBe(`too-large: ${M.zipEntries}`);
    const huge = garbage('xl/worksheets/sheet1.xml', U.zipUnpackedBytesMax + 1, 4 * 1024 * 1024);
    expect(await read(zipOf([...parts, huge]))).toBe(`too-large: ${M.zipUnpacked}`);
    const halves = [
      garbage('a.xml', U.zipUnpackedBytesMax / 2, 2 * 1024 * 1024),
      garbage('b.xml', U.zipUnpackedBytesMax / 2 + 1, 2 * 1024 * 1024),
    ];
    expect(await read(zipOf([...parts, ...halves]))).toBe(`too-large: ${M.zipUnpacked}`);
    const packed = garbage(
      'xl/worksheets/sheet1.xml',
      U.zipRatioMax * 1024 * 1024 + 1,
      1024 * 1024,
    );
    expect(await read(zipOf([...parts, packed]))).toBe(
      `too-large: ${M.zipRatio('xl/worksheets/sheet1.xml')}`,
    );
    // A part's name is shown without control characters and cut at 100.
    const named = { ...packed, name: `x\u0007${'y'.repeat(200)}.xml` };
    expect(await read(zipOf([...parts, named]))).toBe(
      `too-large: ${M.zipRatio(`x${'y'.repeat(98)}…`)}`,
    );
    // Below the size the ratio starts at, a part may pack as tightly as it likes.
    const small = await worksheet(() => repeated(rowXml(1, ['a']), 15_000));
    expect(small.size).toBeLessThan(U.zipRatioFromBytes);
    expect(small.size / small.data.length).toBeGreaterThan(U.zipRatioMax);
    expect(await read(await workbookOf(small))).toHaveLength(15_000);
  });

  it('stops inflating a part past the size its directory declared', async () => {
    const sheet = await worksheet(() => repeated(rowXml(2, ['garden hose']), 100_000));
    const lying = { ...sheet, declaredSize: 1024 * 1024 };
    expect(await read(await workbookOf(lying))).toBe(
      `too-large: ${M.zipLies('xl/worksheets/sheet1.xml')}`,
    );
  });

  it('refuses a value of more text than any cell holds, and a cell past Excel’s length', async () => {
    // Random letters pack poorly, so only the run of text itself gives the file away.
    const text = randomBytes(U.xmlTextBytesMax).toString('base64');
    const long = await worksheet(() => [rowXml(1, ['Term']), rowXml(2, [text])]);
    expect(await read(await workbookOf(long))).toBe(`too-large: ${M.xmlText}`);
    const cell = 'x'.repeat(U.cellCharsMax + 1);
    const wide = await worksheet(() => [rowXml(1, ['Term']), rowXml(2, [cell])]);
    expect(await read(await workbookOf(wide))).toBe(`too-large: ${M.cellTooLong(2)}`);
    expect(await read(Buffer.from(`Term\r\nok\r\n"${cell}"\r\n`), 'csv')).toBe(
      `too-large: ${M.cellTooLong(3)}`,
    );
  });

  it('reads no further than its reader asks', async () => {
    // Rows, then a part that stops being XML: a reader that stops first never meets it.
    const sheet = await deflated('xl/worksheets/sheet1.xml', [
      '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
      ...repeated(rowXml(2, ['pan']), 1_000),
      '<row <<< not xml',
    ]);
    const bytes = await workbookOf(sheet);
    let rows = 0;
    for await (const row of sheetRows(bytes, 'xlsx', { unreadable: UNREADABLE })) {
      expect(row.cells).toEqual(['pan']);
      if ((rows += 1) === 10) break;
    }
    expect(rows).toBe(10);
    expect(await read(bytes)).toBe(`invalid: ${UNREADABLE}`);
  });

  it('calls anything that is not a workbook unreadable', async () => {
    expect(await read(Buffer.from('not a zip'))).toBe(`invalid: ${UNREADABLE}`);
    const noWorkbook = zipOf([await deflated('notes.txt', ['hello'])]);
    expect(await read(noWorkbook)).toBe(`invalid: ${UNREADABLE}`);
  });
});
