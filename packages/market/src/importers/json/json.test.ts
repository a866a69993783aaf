import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UnknownImportFormat, type ImportRecord } from '../types';
import { openJsonImport } from './open-json';

async function readJson(text: string, marketplace?: 'de') {
  const reader = await openJsonImport(text, marketplace ? { marketplace } : {});
  const records: ImportRecord[] = [];
  for await (const batch of reader.records()) records.push(...batch);
  return { reader, records, problems: reader.problems() };
}
const sample = (name: string) =>
  readFileSync(new URL(`../samples/${name}`, import.meta.url), 'utf8');

describe('the SP-API Search Query Performance report', () => {
  it('reads each ASIN and query of the week with shares in percent, and the marketplace from its id', async () => {
    const { reader, records, problems } = await readJson(sample('sp-api-sqp-report.json'));
    expect(reader.format).toBe('brand-analytics-sqp');
    expect(reader.marketplace).toBe('com');
    expect(reader.dataDate).toBe('2024-01-13');
    expect(records).toEqual([
      {
        kind: 'sqp',
        view: 'asin',
        row: {
          asin: 'B0C1GARL1C',
          searchQuery: 'garlic press',
          startDate: '2024-01-07',
          endDate: '2024-01-13',
          searchQueryScore: 1,
          searchQueryVolume: 14874,
          numberOfDaysWithData: 7,
          impressions: { totalCount: 381915, asinCount: 8405, asinShare: 2.2 },
          clicks: { totalCount: 4324, asinCount: 91, asinShare: 2.1 },
          cartAdds: { totalCount: 653, asinCount: 20, asinShare: 3.06 },
          purchases: { totalCount: 67, asinCount: 3, asinShare: 4.48 },
        },
      },
    ]);
    // 'n/a' is no volume, and the volume is required: the item is left out, named.
    expect(problems).toEqual([{ row: 2, column: 'searchQueryVolume', message: 'has no figure' }]);
  });
});

describe('Amazon Ads v3 Sponsored Products reports', () => {
  it('reads a daily spSearchTerm report', async () => {
    const { reader, records, problems } = await readJson(sample('ads-v3-sp-search-term.json'));
    expect(reader.format).toBe('ads-sp-search-term');
    expect(reader.marketplace).toBe('com');
    expect(problems).toEqual([]);
    expect(records[0]).toEqual({
      kind: 'ppc',
      report: 'searchTerm',
      startDate: '2024-05-01',
      endDate: '2024-05-01',
      campaignName: 'Garlic - Auto',
      adGroupName: 'Auto group',
      advertisedAsin: null,
      matchType: 'AUTO',
      targeting: 'close-match',
      searchTerm: 'garlic press',
      impressions: 1204,
      clicks: 25,
      spend: 2100,
      sales: 11994,
      orders: 6,
      currency: 'USD',
    });
    expect(records[1]).toMatchObject({
      matchType: 'EXACT',
      searchTerm: 'garlic press stainless',
      spend: 1938,
    });
  });

  it('reads a summary spAdvertisedProduct report in euros', async () => {
    const { reader, records } = await readJson(sample('ads-v3-sp-advertised-product.json'), 'de');
    expect(reader.format).toBe('ads-sp-advertised-product');
    expect(reader.marketplace).toBe('de');
    expect(records).toEqual([
      expect.objectContaining({
        startDate: '2024-05-01',
        endDate: '2024-05-31',
        advertisedAsin: 'B0C1GARL1C',
        spend: 10904,
        sales: 61158,
        orders: 41,
        currency: 'EUR',
      }),
    ]);
  });

  it('reads spTargeting with numbers as text and 14-day attribution, leaving out a bad row with its problems', async () => {
    const { reader, records, problems } = await readJson(sample('ads-v3-sp-targeting.json'));
    expect(reader.format).toBe('ads-sp-targeting');
    expect(records).toEqual([
      expect.objectContaining({
        targeting: 'category="123456"',
        matchType: null,
        clicks: 5,
        spend: 330,
        sales: 1299,
        orders: 1,
        currency: 'GBP',
      }),
    ]);
    expect(problems).toEqual([
      { row: 2, column: 'date', message: '"yesterday" is not a date' },
      { row: 2, column: 'impressions', message: '-4 is not a whole number' },
    ]);
  });
});

describe('JSON that is no report', () => {
  it.each([
    ['', 'The file is empty.'],
    ['{"a":', 'The file is not valid JSON.'],
    ['[{"name":"x"}]', 'The JSON is no report Fathom reads.'],
  ])('%j is refused with a message saying what was expected', async (text, start) => {
    const error = await openJsonImport(text).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnknownImportFormat);
    expect((error as Error).message.startsWith(start)).toBe(true);
  });

  it('an empty array is refused: nothing in it tells which report it is', async () => {
    const error = await openJsonImport('[]').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnknownImportFormat);
  });
});
