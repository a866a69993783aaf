import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import {
  RANK_HISTORY_COLUMNS,
  RANK_HISTORY_IMPORT_LIMITS as L,
  RANK_HISTORY_IMPORT_MESSAGES as M,
} from '@fathom/contract';
import { toCsv } from '../../analytics/csv';
import { readHistoryFile } from './history-import';

const TODAY = '2026-11-20';
const HEADER = [...RANK_HISTORY_COLUMNS];

const read = (text: string) => readHistoryFile(Buffer.from(text), 'csv', TODAY);
const csv = (...rows: (string | number | null)[][]) => toCsv([HEADER, ...rows]);

/** The 400's message for a file, or the rows when it is accepted. */
const messageOf = (text: string) =>
  read(text).then(
    () => 'accepted',
    (error: Error) => error.message,
  );

describe('reading a history file', () => {
  it('reads the quoting the export writes: commas, quotes, line breaks and formula-like terms', async () => {
    const rows = await read(
      '\uFEFF' +
        csv(
          ['garden hose, 50 ft', '2026-11-01', 3, 12, null, 900, 'b000000001'],
          ['the "best" pan', '2026-11-02', null, null, 7, null, null],
          ['two\nlines', '2026-11-03', 1, null, null, null, null],
          ['=sum', '2026-11-04', 2, null, null, null, null],
        ),
    );
    expect(rows.map((r) => [r.row, r.term, r.day, r.organic, r.impression])).toEqual([
      [2, 'garden hose, 50 ft', '2026-11-01', 3, null],
      [3, 'the "best" pan', '2026-11-02', null, 7],
      [4, 'two lines', '2026-11-03', 1, null],
      [6, '=sum', '2026-11-04', 2, null],
    ]);
    expect(rows[0]).toMatchObject({ sponsored: 12, searchVolume: 900, topAsin: 'B000000001' });
  });

  it('accepts the header in any case and spacing, LF line ends and blank lines', async () => {
    const text = `${HEADER.map((h) => ` ${h.toUpperCase()} `).join(',')}\n\nPan ,2026-11-01,4,,,,\n`;
    const rows = await read(text);
    expect(rows).toEqual([
      {
        row: 3,
        term: 'pan',
        day: '2026-11-01',
        organic: 4,
        sponsored: null,
        impression: null,
        searchVolume: null,
        topAsin: null,
      },
    ]);
  });

  it('reads a workbook whose dates are dates or text', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Ranks');
    sheet.addRow(HEADER);
    sheet.addRow(['Pan', new Date('2026-11-01T00:00:00Z'), 4, null, 2, 300, 'B000000001']);
    sheet.addRow(['pot', '2026-11-02', null, 9, null, null, null]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const rows = await readHistoryFile(bytes, 'xlsx', TODAY);
    expect(rows.map((r) => [r.term, r.day, r.organic, r.sponsored, r.impression])).toEqual([
      ['pan', '2026-11-01', 4, null, 2],
      ['pot', '2026-11-02', null, 9, null],
    ]);
    await expect(readHistoryFile(Buffer.from('not a zip'), 'xlsx', TODAY)).rejects.toThrow(
      M.unreadable,
    );
  });

  it('refuses an empty file, a wrong or short header and a header without rows', async () => {
    await expect(readHistoryFile(Buffer.alloc(0), 'csv', TODAY)).rejects.toThrow(M.empty);
    expect(await messageOf('\r\n')).toBe(M.empty);
    expect(await messageOf('Term,Date\r\npan,2026-11-01\r\n')).toBe(M.header);
    expect(await messageOf(toCsv([[...HEADER.slice(1), ...HEADER.slice(0, 1)]]))).toBe(M.header);
    expect(await messageOf(toCsv([[...HEADER, 'Notes']]))).toBe(M.header);
    expect(await messageOf(toCsv([HEADER]))).toBe(M.noRows);
  });

  it('names each wrong cell by its row', async () => {
    const message = await messageOf(
      csv(
        ['', '2026-11-01', 1, null, null, null, null],
        ['x'.repeat(L.termLengthMax + 1), '2026-11-01', 1, null, null, null, null],
        ['pan', '2026-13-01', 1, null, null, null, null],
        ['pan', '01/11/2026', 1, null, null, null, null],
        ['pan', '2026-11-21', 1, null, null, null, null],
        ['pan', '1999-12-31', 1, null, null, null, null],
        ['pan', '2026-11-02', 0, '4.5', 'x', -1, 'B0'],
        ['pan', '2026-11-03', L.rankMax + 1, null, null, null, null],
        ['Pan ', '2026-11-03', 2, null, null, null, null],
      ),
    );
    expect(message.split('\n')).toEqual([
      'Row 2: the search term is empty',
      `Row 3: the search term is longer than ${L.termLengthMax} characters`,
      "Row 4: the date '2026-13-01' is not a date (yyyy-MM-dd)",
      "Row 5: the date '01/11/2026' is not a date (yyyy-MM-dd)",
      "Row 6: the date '2026-11-21' is in the future",
      `Row 7: the date '1999-12-31' is before ${L.firstDay}`,
      `Row 8: the organic rank '0' is not a whole number from 1 to ${L.rankMax}`,
      `Row 8: the sponsored rank '4.5' is not a whole number from 1 to ${L.rankMax}`,
      `Row 8: the impression rank 'x' is not a whole number from 1 to ${L.rankMax}`,
      `Row 8: the search volume '-1' is not a whole number from 0 to ${L.searchVolumeMax}`,
      "Row 8: the top variation ASIN 'B0' is not an ASIN",
      `Row 9: the organic rank '${L.rankMax + 1}' is not a whole number from 1 to ${L.rankMax}`,
      "Row 10: 'pan' on 2026-11-03 is also on row 9",
    ]);
  });

  it(`lists the first ${L.errorsListed} errors and counts the rest`, async () => {
    const rows = Array.from({ length: 25 }, (_, i) => [
      'pan',
      `2026-11-${i}x`,
      1,
      null,
      null,
      null,
      null,
    ]);
    const lines = (await messageOf(csv(...rows))).split('\n');
    expect(lines).toHaveLength(L.errorsListed + 1);
    expect(lines[0]).toBe("Row 2: the date '2026-11-0x' is not a date (yyyy-MM-dd)");
    expect(lines[L.errorsListed]).toBe('and 5 more');
  });

  it(`refuses more than ${L.rowsMax.toLocaleString('en-US')} rows`, async () => {
    const line = 'pan,2026-11-01,1,,,,\r\n';
    expect(await messageOf(toCsv([HEADER]) + line.repeat(L.rowsMax + 1))).toBe(M.tooManyRows);
  });
});
