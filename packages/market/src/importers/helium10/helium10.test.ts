import { describe, expect, it } from 'vitest';
import { readSample } from '../samples/read-sample';

describe('Helium 10 Cerebro', () => {
  it('reads a single-ASIN export of 2024 with its ASIN chosen at import', async () => {
    const { reader, records, problems } = await readSample('cerebro-single-2024.csv', {
      asin: 'b0c1garl1c',
    });
    expect(reader.format).toBe('helium10-cerebro');
    expect(records.slice(0, 2)).toEqual([
      { kind: 'term', term: 'garlic press', searchVolume: 62116 },
      {
        kind: 'rank',
        asin: 'B0C1GARL1C',
        term: 'garlic press',
        organicRank: 7,
        sponsoredRank: null,
      },
    ]);
    // The formula-like phrase stays text; its volume is the bound of '>99999'.
    expect(records).toContainEqual({
      kind: 'term',
      term: '=HYPERLINK("https://example.com","press")',
      searchVolume: 99999,
    });
    expect(problems).toEqual([]);
  });

  it('keeps the terms of a single-ASIN export that names no ASIN and says why its ranks are not kept', async () => {
    const { records, problems } = await readSample('cerebro-single-2020.csv');
    expect(records.map((r) => r.kind)).toEqual(['term', 'term', 'term']);
    expect(problems).toEqual([
      {
        row: 1,
        column: 'Organic Rank',
        message: expect.stringContaining('does not name its ASIN') as string,
      },
    ]);
  });

  it('reads the organic and sponsored rank columns of 2020', async () => {
    const { records } = await readSample('cerebro-single-2020.csv', { asin: 'B0C1GARL1C' });
    expect(records.filter((r) => r.kind === 'rank')).toEqual([
      { kind: 'rank', asin: 'B0C1GARL1C', term: 'garlic press', organicRank: 7, sponsoredRank: 12 },
      {
        kind: 'rank',
        asin: 'B0C1GARL1C',
        term: 'garlic crusher',
        organicRank: 22,
        sponsoredRank: null,
      },
      {
        kind: 'rank',
        asin: 'B0C1GARL1C',
        term: 'mincer garlic',
        organicRank: null,
        sponsoredRank: 3,
      },
    ]);
  });

  it('reads one rank per ASIN column of a multi-ASIN export, leaving out 0, - and >306', async () => {
    const { records, problems } = await readSample('cerebro-multi-2023.csv');
    expect(problems).toEqual([]);
    const ranks = records.filter((r) => r.kind === 'rank');
    expect(ranks).toEqual([
      {
        kind: 'rank',
        asin: 'B0C1GARL1C',
        term: 'garlic press',
        organicRank: 7,
        sponsoredRank: null,
      },
      {
        kind: 'rank',
        asin: 'B0D2PRESS2',
        term: 'garlic press',
        organicRank: 2,
        sponsoredRank: null,
      },
      {
        kind: 'rank',
        asin: 'B0D2PRESS2',
        term: 'garlic press rocker',
        organicRank: 11,
        sponsoredRank: null,
      },
      {
        kind: 'rank',
        asin: 'B0E3MINCE3',
        term: 'garlic press rocker',
        organicRank: 25,
        sponsoredRank: null,
      },
      {
        kind: 'rank',
        asin: 'B0E3MINCE3',
        term: 'garlic mincer tool',
        organicRank: 41,
        sponsoredRank: null,
      },
    ]);
  });

  it('reads a German export with semicolons, dot grouping and space grouping', async () => {
    const { records, problems } = await readSample('cerebro-de-semicolon.csv', {
      asin: 'B0C1GARL1C',
      marketplace: 'de',
    });
    expect(problems).toEqual([]);
    expect(records.filter((r) => r.kind === 'term')).toEqual([
      { kind: 'term', term: 'knoblauchpresse', searchVolume: 18412 },
      { kind: 'term', term: 'knoblauchpresse edelstahl', searchVolume: 6892 },
      { kind: 'term', term: 'knoblauch zerkleinerer', searchVolume: 2140 },
    ]);
  });
});

describe('Helium 10 Magnet', () => {
  it('reads terms and volumes, a "<10" volume as its bound', async () => {
    const { reader, records, problems } = await readSample('magnet-2023.csv');
    expect(reader.format).toBe('helium10-magnet');
    expect(problems).toEqual([]);
    expect(records).toEqual([
      { kind: 'term', term: 'garlic press', searchVolume: 62116 },
      { kind: 'term', term: 'garlic press heavy duty', searchVolume: 2046 },
      { kind: 'term', term: 'best garlic press', searchVolume: 10 },
    ]);
  });
});

describe('Helium 10 Xray', () => {
  it('reads products with money in cents of the currency the Price header names', async () => {
    const { reader, records, problems } = await readSample('xray-2024.csv');
    expect(reader.format).toBe('helium10-xray');
    expect(reader.marketplace).toBe('com');
    expect(problems).toEqual([]);
    expect(records[0]).toEqual({
      kind: 'product',
      asin: 'B0C1GARL1C',
      title: 'Garlic Press Stainless Steel, Heavy Duty Mincer',
      brand: 'ExampleBrand',
      price: 1999,
      currency: 'USD',
      monthlySales: 3418,
      monthlyRevenue: 6832582,
      bsr: 1204,
      rating: 4.6,
      reviewCount: 12880,
      category: 'Home & Kitchen',
      parentAsin: 'B0C1PARENT',
    });
    expect(records[1]).toMatchObject({ asin: 'B0D2PRESS2', price: 1249, parentAsin: null });
    expect(records[1]).not.toHaveProperty('monthlySales');
  });

  it('reads Indian grouping and the rupee header of an India export', async () => {
    const { reader, records } = await readSample('xray-in.csv');
    expect(reader.marketplace).toBe('in');
    expect(records[1]).toMatchObject({
      price: 11352999,
      currency: 'INR',
      monthlyRevenue: 21000000,
    });
  });
});
