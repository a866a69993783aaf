import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvRows } from '../../../../../apps/server/src/lib/uploads/csv';
import { readAll, rowsOf, table } from '../samples/read-sample';
import { openTabularImport } from '../tabular';
import { UnknownImportFormat } from '../types';
import { PROBLEMS_KEPT_MAX } from './problems';
import { BATCH_RECORDS } from './open';

const MAGNET = ['Keyword Phrase', 'Magnet IQ Score', 'Search Volume'];

describe('opening a tabular file', () => {
  it('refuses an empty file, saying it is empty', async () => {
    await expect(openTabularImport(rowsOf([]))).rejects.toThrow(
      new UnknownImportFormat('The file is empty: it has no header and no rows.'),
    );
    await expect(openTabularImport(rowsOf(table(['', ''])))).rejects.toThrow(/empty/);
  });

  it('refuses a header it does not know, naming what it expected', async () => {
    const error = await openTabularImport(rowsOf(table(['Name', 'Email'], ['a', 'b']))).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UnknownImportFormat);
    expect((error as Error).message).toMatch(
      /^No header of a file Fathom reads was found in the first 12 rows\. Expected one of: a Helium 10 Magnet export/,
    );
    expect((error as Error).message).toContain('a Sponsored Products search term report');
  });

  it('opens a file with only a header with no records and a problem saying so', async () => {
    const { records, problems } = await readAll(table(MAGNET));
    expect(records).toEqual([]);
    expect(problems).toEqual([
      { row: 1, column: null, message: 'The file has a header but no rows of data.' },
    ]);
  });

  it('skips metadata lines above the header', async () => {
    const { reader, records } = await readAll(
      table(['Helium 10 Magnet export'], ['Seed: garlic press', 'Marketplace: US'], MAGNET, [
        'garlic press',
        '10',
        '1,000',
      ]),
    );
    expect(reader.format).toBe('helium10-magnet');
    expect(records).toEqual([{ kind: 'term', term: 'garlic press', searchVolume: 1000 }]);
  });

  it('leaves out a row with an unreadable cell, naming its row and column, and goes on', async () => {
    const { records, problems } = await readAll(
      table(MAGNET, ['a', '1', '12'], ['b', '1', 'lots'], ['', '1', '5'], ['c', '1', '7']),
    );
    expect(records.map((r) => r.kind === 'term' && r.term)).toEqual(['a', 'c']);
    expect(problems).toEqual([
      { row: 3, column: 'Search Volume', message: '"lots" is not a number' },
      { row: 4, column: 'Keyword Phrase', message: 'is empty' },
    ]);
  });

  it('reports a shifted column once for the file, and each row with more cells than the header', async () => {
    // An unquoted thousands separator splits the volume: "2,50,000" becomes three cells.
    const { records, problems } = await readAll(
      table(
        ['ASIN', 'Brand', 'Price', 'Revenue', 'Sales', 'Review Count', 'Ratings', 'BSR'],
        ['B08L5WHKBL', 'FitPro', '899', '2', '50', '000', '278', '342', '4.2', '100'],
        ['B09TZ3M4ND', 'YogaMax', '1299', '2', '10', '000', '162', '456', '4.3', '90'],
      ),
    );
    expect(records).toEqual([]);
    expect(problems.map((p) => [p.row, p.column])).toEqual([
      [2, null],
      [3, null],
    ]);
    expect(problems[0]!.message).toContain('unquoted separator');

    const shifted = await readAll(
      table(
        MAGNET,
        ...Array.from({ length: 5 }, (_, i) => [`term ${i}`, '1', i === 0 ? '10' : 'high']),
      ),
    );
    expect(shifted.problems.at(-1)).toEqual({
      row: 1,
      column: 'Search Volume',
      message: expect.stringMatching(
        /^4 of 5 cells of this column do not hold what it should: the columns may be shifted/,
      ) as string,
    });
  });

  it(`keeps the first ${PROBLEMS_KEPT_MAX} problems and counts them all`, async () => {
    const rows = Array.from({ length: 250 }, (_, i) => [`t${i}`, '1', 'x']);
    const { reader, problems } = await readAll(table(MAGNET, ...rows));
    expect(problems).toHaveLength(PROBLEMS_KEPT_MAX);
    expect(reader.problemCount()).toBe(251);
  });

  it('hands records on in batches as it reads', async () => {
    const rows = Array.from({ length: BATCH_RECORDS * 2 + 5 }, (_, i) => [`t${i}`, '1', String(i)]);
    const reader = await openTabularImport(rowsOf(table(MAGNET, ...rows)));
    const sizes: number[] = [];
    for await (const batch of reader.records()) sizes.push(batch.length);
    expect(sizes).toEqual([BATCH_RECORDS, BATCH_RECORDS, 5]);
  });
});

/** A cell as a spreadsheet writes it: quoted when it holds a separator, quote or line break. */
const quoted = (text: string, separator: string) =>
  text.includes(separator) || /["\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;

describe('terms through the upload gate’s CSV reader', () => {
  it('come out as written, whatever separators, quotes, line breaks or formula starts they hold', async () => {
    const term = fc
      .string({
        unit: fc.constantFrom('a', 'b', ' ', ',', ';', '"', '\n', '=', '+', '-', '@', 'é', '€'),
        minLength: 1,
        maxLength: 12,
      })
      .map((s) => s.trim())
      .filter((s) => s !== '' && !/^[-–—]+$/.test(s) && s.toLowerCase() !== 'n/a');
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(term, fc.integer({ min: 0, max: 5_000_000 })), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.constantFrom(',', ';'),
        fc.constantFrom('\n', '\r\n'),
        fc.boolean(),
        async (rows, separator, newline, bom) => {
          const locale = separator === ';' ? 'de-DE' : 'en-US';
          const lines = [
            MAGNET.join(separator),
            ...rows.map(([t, volume]) =>
              [t, '1', new Intl.NumberFormat(locale).format(volume)]
                .map((c) => quoted(c, separator))
                .join(separator),
            ),
          ];
          const bytes = Buffer.from(`${bom ? '\uFEFF' : ''}${lines.join(newline)}${newline}`);
          const { records, problems } = await readAll([...csvRows(bytes)]);
          expect(problems).toEqual([]);
          expect(records).toEqual(
            rows.map(([t, volume]) => ({ kind: 'term', term: t, searchVolume: volume })),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
