import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { openTabularImport, type ImportRecord } from '@fathom/market';
import { sheetRows } from './spreadsheet';

/** A Sponsored Products search term report as the console's .xlsx download lays it out. */
async function searchTermWorkbook(): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const out = new PassThrough();
  const bytes = buffer(out);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true });
  const sheet = workbook.addWorksheet('Sponsored Product Search Term R');
  sheet.addRow(['Sponsored Products Search term report']).commit();
  sheet
    .addRow([
      'Date',
      'Portfolio name',
      'Currency',
      'Campaign Name',
      'Ad Group Name',
      'Targeting',
      'Match Type',
      'Customer Search Term',
      'Impressions',
      'Clicks',
      'Spend',
      '7 Day Total Sales ',
      '7 Day Total Orders (#)',
    ])
    .commit();
  const day = sheet.addRow([
    new Date(Date.UTC(2024, 4, 1)),
    '',
    'GBP',
    'Garlic - Auto',
    'Auto group',
    'close-match',
    '-',
    { formula: 'HYPERLINK("https://example.com","garlic press")', result: 'garlic press' },
    1204,
    25,
    21,
    119.94,
    6,
  ]);
  day.getCell(1).numFmt = 'yyyy-mm-dd';
  day.commit();
  sheet
    .addRow(['=1+1', '', 'GBP', 'C', 'G', 'garlic', 'BROAD', '+cmd|calc', 10, 1, 0.5, 0, 0])
    .commit();
  sheet.commit();
  await workbook.commit();
  return bytes;
}

async function records(bytes: Buffer, format: 'csv' | 'xlsx') {
  const reader = await openTabularImport(sheetRows(bytes, format, { unreadable: 'unreadable' }));
  const all: ImportRecord[] = [];
  for await (const batch of reader.records()) all.push(...batch);
  return { reader, all, problems: reader.problems() };
}

describe('imports through the upload gate', () => {
  it('reads a console .xlsx search term report: title line, date cells, a formula read as its shown text', async () => {
    const { reader, all, problems } = await records(await searchTermWorkbook(), 'xlsx');
    expect(reader.format).toBe('ads-sp-search-term');
    expect(reader.marketplace).toBe('co.uk');
    expect(all).toEqual([
      expect.objectContaining({
        startDate: '2024-05-01',
        endDate: '2024-05-01',
        searchTerm: 'garlic press',
        matchType: 'AUTO',
        impressions: 1204,
        spend: 2100,
        sales: 11994,
        orders: 6,
        currency: 'GBP',
      }),
    ]);
    // Text that looks like a formula stays text: here it is no date, so the row is left out.
    expect(problems).toEqual([{ row: 4, column: 'Date', message: '"=1+1" is not a date' }]);
  });

  it('reads a Cerebro CSV with a byte-order mark and a semicolon separator', async () => {
    const csv = Buffer.from(
      '\uFEFFKeyword Phrase;Cerebro IQ Score;Search Volume;Organic Rank\r\n"garlic; press";1.212;18.412;3\r\n',
    );
    const { reader, all } = await records(csv, 'csv');
    expect(reader.format).toBe('helium10-cerebro');
    expect(all).toEqual([{ kind: 'term', term: 'garlic; press', searchVolume: 18412 }]);
  });
});
