import { describe, expect, it } from 'vitest';
import { readAll, readSample, table } from '../samples/read-sample';

describe('Sponsored Products console reports', () => {
  it('reads a summary search term report of 2024 with its currency and country', async () => {
    const { reader, records, problems } = await readSample('sp-search-term-2024-summary.csv');
    expect(reader.format).toBe('ads-sp-search-term');
    expect(problems).toEqual([]);
    expect(reader.marketplace).toBe('com');
    expect(reader.dataDate).toBe('2024-05-07');
    expect(records[0]).toEqual({
      kind: 'ppc',
      report: 'searchTerm',
      startDate: '2024-05-01',
      endDate: '2024-05-07',
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
    expect(records.map((r) => r.kind === 'ppc' && r.matchType)).toEqual(['AUTO', 'EXACT', null]);
    expect(records[2]).toMatchObject({ targeting: 'asin="B0D2PRESS2"', searchTerm: 'b0d2press2' });
  });

  it('reads a German daily report of 2019: title line, semicolons, decimal commas, euro signs', async () => {
    const { reader, records, problems } = await readSample('sp-search-term-2019-daily-de.csv', {
      marketplace: 'de',
    });
    expect(problems).toEqual([]);
    expect(reader.marketplace).toBe('de');
    expect(records).toMatchObject([
      {
        startDate: '2019-06-03',
        endDate: '2019-06-03',
        impressions: 1318,
        spend: 1342,
        sales: 105980,
        orders: 38,
        currency: 'EUR',
        matchType: 'AUTO',
      },
      {
        startDate: '2019-06-04',
        searchTerm: 'knoblauchpresse edelstahl groß',
        spend: 72,
        sales: 0,
        matchType: 'PHRASE',
      },
    ]);
  });

  it('reads a daily targeting report whose money headers name the dollar', async () => {
    const { reader, records, problems } = await readSample('sp-targeting-2021-daily.csv');
    expect(reader.format).toBe('ads-sp-targeting');
    expect(problems).toEqual([]);
    expect(records).toMatchObject([
      {
        report: 'targeting',
        startDate: '2021-03-14',
        targeting: 'garlic crusher',
        matchType: 'BROAD',
        impressions: 2310,
        spend: 2387,
        sales: 8991,
        orders: 3,
        searchTerm: null,
      },
      {
        startDate: '2021-03-15',
        targeting: 'category="Garlic Presses"',
        matchType: null,
        spend: 330,
      },
    ]);
  });

  it('reads an advertised product report of a UK month in pounds, day first', async () => {
    const { reader, records, problems } = await readSample('sp-advertised-product-2022-uk.csv', {
      marketplace: 'co.uk',
    });
    expect(reader.format).toBe('ads-sp-advertised-product');
    expect(problems).toEqual([]);
    expect(reader.marketplace).toBe('co.uk');
    expect(records).toEqual([
      expect.objectContaining({
        report: 'advertisedProduct',
        startDate: '2022-09-01',
        endDate: '2022-09-30',
        advertisedAsin: 'B0C1GARL1C',
        targeting: null,
        impressions: 14902,
        spend: 10904,
        sales: 61158,
        orders: 41,
        currency: 'GBP',
      }),
    ]);
  });

  it('leaves out a row with no currency anywhere, naming the problem', async () => {
    const { records, problems } = await readAll(
      table(
        [
          'Date',
          'Campaign Name',
          'Ad Group Name',
          'Customer Search Term',
          'Impressions',
          'Clicks',
          'Spend',
          '7 Day Total Sales',
        ],
        ['2024-05-01', 'C', 'G', 'garlic press', '10', '1', '0.50', '0'],
      ),
    );
    expect(records).toEqual([]);
    expect(problems).toEqual([
      { row: 2, column: null, message: expect.stringContaining('names no currency') as string },
    ]);
  });
});
