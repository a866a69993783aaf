import { describe, expect, it } from 'vitest';
import { readAll, readSample, table } from '../samples/read-sample';

describe('Search Query Performance downloads', () => {
  it('reads the Brand view: the brand and week from the line above the header', async () => {
    const { reader, records, problems } = await readSample('sqp-brand-view.csv');
    expect(reader.format).toBe('brand-analytics-sqp');
    expect(problems).toEqual([]);
    expect(reader.dataDate).toBe('2026-08-29');
    expect(records[1]).toEqual({
      kind: 'sqp',
      view: 'brand',
      brand: 'ExampleBrand',
      row: {
        asin: '',
        searchQuery: 'cold steel',
        startDate: '2026-08-23',
        endDate: '2026-08-29',
        searchQueryScore: 898,
        searchQueryVolume: 14874,
        numberOfDaysWithData: 7,
        impressions: { totalCount: 381915, asinCount: 7, asinShare: 0 },
        clicks: { totalCount: 4324, asinCount: 0, asinShare: 0 },
        cartAdds: { totalCount: 653, asinCount: 0, asinShare: 0 },
        purchases: { totalCount: 67, asinCount: 0, asinShare: 0 },
      },
    });
  });

  it('reads the ASIN view of a UK month, whose cart adds are "Basket Adds"', async () => {
    const { records, problems } = await readSample('sqp-asin-view-uk.csv');
    expect(problems).toEqual([]);
    expect(records[0]).toMatchObject({
      view: 'asin',
      row: {
        asin: 'B0EXAMPLE1',
        searchQuery: 'pet safe rodent killer',
        startDate: '2025-08-01',
        endDate: '2025-08-31',
        numberOfDaysWithData: 31,
        impressions: { totalCount: 1110, asinCount: 84, asinShare: 7.57 },
        cartAdds: { totalCount: 4, asinCount: 1, asinShare: 25 },
        purchases: { totalCount: 2, asinCount: 1, asinShare: 50 },
      },
    });
  });

  it('refuses the rows of an ASIN view that names no ASIN, saying so once', async () => {
    const { records, problems, reader } = await readAll(
      table(
        [
          'Search Query',
          'Search Query Volume',
          'Impressions: Total Count',
          'Impressions: ASIN Count',
          'Reporting Date',
        ],
        ['garlic press', '100', '1000', '10', '2026-08-29'],
      ),
    );
    expect(records).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toContain('does not name its ASIN');
    expect(reader.problemCount()).toBe(1);
  });
});

describe('Top Search Terms downloads', () => {
  it('reads the layout since 2023 with the week from its line above the header', async () => {
    const { reader, records, problems } = await readSample('top-search-terms-2024.csv');
    expect(reader.format).toBe('brand-analytics-top-search-terms');
    expect(problems).toEqual([]);
    expect(records).toEqual([
      {
        kind: 'topSearchTerm',
        term: 'garlic press',
        startDate: '2024-01-07',
        endDate: '2024-01-13',
        searchFrequencyRank: 1204,
        clicked: [
          { asin: 'B0C1GARL1C', clickShare: 18.52, conversionShare: 22.1 },
          { asin: 'B0D2PRESS2', clickShare: 9.4, conversionShare: 8.77 },
          { asin: 'B0E3MINCE3', clickShare: 6.05, conversionShare: 5.2 },
        ],
      },
      {
        kind: 'topSearchTerm',
        term: 'garlic rocker',
        startDate: '2024-01-07',
        endDate: '2024-01-13',
        searchFrequencyRank: 88410,
        clicked: [{ asin: 'B0D2PRESS2', clickShare: 31.2, conversionShare: 40 }],
      },
    ]);
  });

  it('reports each row of the 2021 layout without a period line: it has no date', async () => {
    const { records, problems } = await readSample('top-search-terms-2021.csv');
    expect(records).toEqual([]);
    expect(problems).toEqual([
      {
        row: 2,
        column: null,
        message: 'Neither the row nor the line above the header gives the reporting date.',
      },
    ]);
  });
});
