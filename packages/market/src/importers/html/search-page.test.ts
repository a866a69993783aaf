import { describe, expect, it } from 'vitest';
import { product, readPage, sample } from './testing';

describe('a saved amazon.com search results page', () => {
  it('yields the term, organic positions and sponsored slots, skipping video and editorial widgets', async () => {
    const read = await readPage(sample('com-search.html'));
    expect(read.reader.format).toBe('amazon-search-page');
    expect(read.reader.marketplace).toBe('com');
    expect(read.page).toEqual({
      kind: 'searchPage',
      term: 'usb hub',
      organic: [
        { rank: 1, asin: 'B00XMD7KPU' },
        { rank: 2, asin: 'B07VP3QWVJ' },
      ],
      sponsored: [
        { sponsoredRank: 1, asin: 'B081HQLMH4', slot: 'TOP_OF_SEARCH' },
        { sponsoredRank: 2, asin: 'B09Q8Z3J4T', slot: 'REST_OF_SEARCH' },
      ],
    });
    expect(read.products.map((p) => p.asin)).not.toContain('B0BYX4XR4L');
    expect(read.products.map((p) => p.asin)).not.toContain('B0C2VBL5M1');
  });

  it('reads each result as its card shows it, the ad label left out of the title', async () => {
    const read = await readPage(sample('com-search.html'));
    expect(product(read, 'B081HQLMH4')).toEqual({
      kind: 'product',
      asin: 'B081HQLMH4',
      title:
        'StarTech.com 4-Port USB C Hub - USB 3.1 Gen 2 (10Gbps) - 3X USB-A & 1x USB-C - Powered - Universal Power Adapter Included (HB31C3A1CS) Black, Space Gray',
      price: 7105,
      currency: 'USD',
      rating: 4.5,
      reviewCount: 164,
    });
    // The price paid, not the struck-through list price; review counts as "48,211" and "(1.2K)".
    expect(product(read, 'B00XMD7KPU')).toMatchObject({
      price: 999,
      rating: 4.6,
      reviewCount: 48211,
    });
    expect(product(read, 'B07VP3QWVJ')).toMatchObject({
      price: 123450,
      rating: 4.2,
      reviewCount: 1200,
    });
  });

  it('reports what it cannot read by the result position, and keeps the rest', async () => {
    const read = await readPage(sample('com-search.html'));
    expect(read.problems).toEqual([
      { row: 4, column: 'price', message: 'The price "Price: see options" cannot be read' },
      {
        row: 6,
        column: 'ASIN',
        message: "The result's ASIN cannot be read; the result is left out",
      },
    ]);
    expect(product(read, 'B09Q8Z3J4T')).toEqual({
      kind: 'product',
      asin: 'B09Q8Z3J4T',
      title: 'UGREEN Powered USB Hub 4 Ports',
    });
  });
});

describe('saved search pages of the other marketplaces', () => {
  it('amazon.de: German numbers, "Gesponsert", marketplace from the page language and links', async () => {
    const read = await readPage(sample('de-search.html'));
    expect(read.reader.marketplace).toBe('de');
    expect(read.page?.term).toBe('knoblauchpresse');
    expect(read.page?.organic.map((r) => r.asin)).toEqual(['B0000DJXW9', 'B08KQ3XL4N']);
    expect(read.page?.sponsored).toEqual([
      { sponsoredRank: 1, asin: 'B01N0Z0Z0A', slot: 'TOP_OF_SEARCH' },
    ]);
    expect(product(read, 'B01N0Z0Z0A')).toMatchObject({
      title: 'Zyliss Knoblauchpresse Susi 3',
      price: 1999,
      currency: 'EUR',
      rating: 4.5,
      reviewCount: 12345,
    });
    // The whole count of the link's label rather than the abbreviated "(3,4 Tsd.)" it shows.
    expect(product(read, 'B0000DJXW9')).toMatchObject({ price: 123456, reviewCount: 3456 });
    // amazon.de shown in English prints "€12.99".
    expect(product(read, 'B08KQ3XL4N')).toMatchObject({ price: 1299, rating: 4.2 });
    expect(read.problems).toEqual([]);
  });

  it('amazon.es: an ad below the first organic result is rest of search; the second page', async () => {
    const read = await readPage(sample('es-search.html'));
    expect(read.reader.marketplace).toBe('es');
    expect(read.page).toMatchObject({
      term: 'prensa de ajos',
      page: 2,
      organic: [
        { rank: 1, asin: 'B07D5Q1Y3F' },
        { rank: 2, asin: 'B0001234AB' },
      ],
      sponsored: [{ sponsoredRank: 1, asin: 'B09ABCDE12', slot: 'REST_OF_SEARCH' }],
    });
    expect(product(read, 'B07D5Q1Y3F')).toMatchObject({
      price: 1599,
      rating: 4.3,
      reviewCount: 2781,
    });
    expect(product(read, 'B0001234AB')).toMatchObject({ price: 104900 });
  });

  it('amazon.fr: narrow no-break spaces group thousands; an advertised ASIN also ranks organically', async () => {
    const read = await readPage(sample('fr-search.html'));
    expect(read.reader.marketplace).toBe('fr');
    expect(read.page).toMatchObject({
      term: 'presse ail',
      organic: [
        { rank: 1, asin: 'B0BFR00002' },
        { rank: 2, asin: 'B0BFR00001' },
      ],
      sponsored: [{ sponsoredRank: 1, asin: 'B0BFR00001', slot: 'TOP_OF_SEARCH' }],
    });
    expect(product(read, 'B0BFR00002')).toMatchObject({
      price: 123456,
      rating: 4.6,
      reviewCount: 2345,
    });
    expect(product(read, 'B0BFR00001')).toMatchObject({ price: 1490, rating: 4.1 });
  });

  it('amazon.it: the marketplace from the address the browser noted when saving', async () => {
    const read = await readPage(sample('it-search.html'));
    expect(read.reader.marketplace).toBe('it');
    expect(read.page).toMatchObject({
      term: 'spremiaglio',
      page: 1,
      organic: [{ rank: 1, asin: 'B0IT000001' }],
      sponsored: [{ sponsoredRank: 1, asin: 'B0IT000002', slot: 'REST_OF_SEARCH' }],
    });
    expect(product(read, 'B0IT000001')).toMatchObject({
      price: 1290,
      rating: 4.4,
      reviewCount: 1049,
    });
  });

  it('amazon.co.jp: yen prices in hundredths, Japanese ratings', async () => {
    const read = await readPage(sample('jp-search.html'));
    expect(read.reader.marketplace).toBe('co.jp');
    expect(read.page).toMatchObject({
      term: 'ニンニク絞り器',
      organic: [{ rank: 1, asin: 'B0JP000002' }],
      sponsored: [{ sponsoredRank: 1, asin: 'B0JP000001', slot: 'TOP_OF_SEARCH' }],
    });
    expect(product(read, 'B0JP000001')).toMatchObject({
      price: 298000,
      currency: 'JPY',
      rating: 4.2,
      reviewCount: 12345,
    });
    expect(product(read, 'B0JP000002')).toMatchObject({ price: 118000, rating: 3.9 });
  });

  it('amazon.nl: the public card, its price rather than the advised one', async () => {
    const read = await readPage(sample('nl-search.html'));
    expect(read.reader.marketplace).toBe('nl');
    expect(read.page).toMatchObject({
      term: 'Legion 5 Pro',
      organic: [{ rank: 1, asin: 'B0CG6P1P64' }],
      sponsored: [],
    });
    expect(product(read, 'B0CG6P1P64')).toMatchObject({ price: 174999, currency: 'EUR' });
    expect(product(read, 'B0CG6P1P64')?.title).toMatch(/^Lenovo Gaming Laptop Legion Pro 5 16ARX8/);
  });

  it('amazon.co.uk with no results: the term, and no positions', async () => {
    const read = await readPage(sample('uk-search-no-results.html'));
    expect(read.reader.marketplace).toBe('co.uk');
    expect(read.records).toEqual([
      { kind: 'searchPage', term: 'zzqxw garlic', organic: [], sponsored: [] },
    ]);
    expect(read.problems).toEqual([]);
  });
});
