import { MARKETPLACES, marketplace } from '@fathom/contract';
import { describe, expect, it } from 'vitest';
import { ctx } from '../testing/context';
import { KNOWN_ASINS } from './known';
import { DEFAULT_MARKET_SEED, createSimulatedMarket } from './market';
import { knownAsinsFor } from './asins';

/** World generation for every marketplace can land in any test. */
const TIMEOUT = 60_000;

const market = createSimulatedMarket();
const DATE = '2026-11-15';
const ASIN_PATTERN = /^B[0-9A-Z]{9}$/;

describe('simulated market: every marketplace', () => {
  it.each(MARKETPLACES.map((m) => m.tld))(
    '%s answers products, reverse ASIN and search results',
    async (tld) => {
      const known = KNOWN_ASINS[tld];
      const products = await market.getProducts(ctx, tld, {
        asins: [known.strongHero, known.weakHero, known.variationParent],
        date: DATE,
      });
      expect(products.map((p) => p.asin)).toEqual([
        known.strongHero,
        known.weakHero,
        known.variationParent,
      ]);
      for (const product of products) {
        expect(product.amazonTld).toBe(tld);
        expect(product.currency).toBe(marketplace(tld).currency);
        expect(product.title.length).toBeGreaterThan(20);
        expect(Number.isInteger(product.price) && product.price > 0).toBe(true);
      }
      const reverse = await market.reverseAsin(ctx, tld, { asin: known.strongHero, date: DATE });
      expect(reverse?.terms.length).toBeGreaterThan(0);
      const page = await market.searchResults(ctx, tld, {
        term: reverse?.terms[0]?.term ?? '',
        date: DATE,
      });
      expect(page.organic.length).toBeGreaterThan(0);
    },
    TIMEOUT,
  );
});

describe('simulated market: documented ASINs', () => {
  it(
    'are Amazon-shaped, distinct, and follow from the default seed',
    () => {
      const all = MARKETPLACES.flatMap(({ tld }) => {
        const { strongHero, weakHero, variationParent } = KNOWN_ASINS[tld];
        return [strongHero, weakHero, variationParent];
      });
      for (const asin of all) expect(asin).toMatch(ASIN_PATTERN);
      expect(new Set(all).size).toBe(all.length);
      for (const { tld } of MARKETPLACES)
        expect(knownAsinsFor(DEFAULT_MARKET_SEED, tld)).toEqual(KNOWN_ASINS[tld]);
    },
    TIMEOUT,
  );

  it.each(MARKETPLACES.map((m) => m.tld))(
    '%s: strong hero, weak hero and variation parent play their roles',
    async (tld) => {
      const known = KNOWN_ASINS[tld];
      for (const date of ['2024-06-01', DATE]) {
        const strong = await market.reverseAsin(ctx, tld, { asin: known.strongHero, date });
        const ranked = strong?.terms.filter((t) => t.organicRank !== null) ?? [];
        expect(ranked.length).toBeGreaterThanOrEqual(200);
        const weak = await market.reverseAsin(ctx, tld, { asin: known.weakHero, date });
        expect(weak?.terms.length).toBeGreaterThanOrEqual(1);
        expect(weak?.terms.filter((t) => t.organicRank !== null).length).toBeLessThanOrEqual(5);
      }
      const [parent] = await market.getProducts(ctx, tld, {
        asins: [known.variationParent],
        date: DATE,
      });
      expect(parent?.parentAsin).toBeNull();
      expect(parent?.variations.length).toBe(4);
      const colors = new Set(parent?.variations.map((v) => v.attributes.color));
      expect(colors.size).toBe(4);
    },
    TIMEOUT,
  );
});

describe('simulated market: products', () => {
  it(
    'leaves unknown ASINs out and accepts lower-case ASINs',
    async () => {
      const known = KNOWN_ASINS.com;
      const products = await market.getProducts(ctx, 'com', {
        asins: ['B000000000', known.strongHero.toLowerCase(), 'not an asin', known.strongHero],
        date: DATE,
      });
      expect(products.map((p) => p.asin)).toEqual([known.strongHero]);
      expect(await market.reverseAsin(ctx, 'com', { asin: 'B000000000', date: DATE })).toBeNull();
      expect(
        await market.getProducts(ctx, 'de', { asins: [known.strongHero], date: DATE }),
      ).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'describes products the way a listing does',
    async () => {
      const known = KNOWN_ASINS['co.uk'];
      const [product] = await market.getProducts(ctx, 'co.uk', {
        asins: [known.strongHero],
        date: DATE,
      });
      expect(product).toBeDefined();
      expect(product?.landingImageUrl).toBe(`/api/products/co.uk/${known.strongHero}/image.svg`);
      expect(product?.rating).toBeGreaterThanOrEqual(1);
      expect(product?.rating).toBeLessThanOrEqual(5);
      expect(product?.title.startsWith(product.brand)).toBe(true);
      expect(product?.firstListedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(product?.bsr.map((b) => b.categoryName)).toEqual([
        'Kitchen & Dining',
        'Cutting Boards',
      ]);
      expect(product?.bsr[1]?.rank).toBe(1);
    },
    TIMEOUT,
  );

  it(
    'gives variation children their parent, attributes and shared reviews',
    async () => {
      const known = KNOWN_ASINS.com;
      const [parent] = await market.getProducts(ctx, 'com', {
        asins: [known.variationParent],
        date: DATE,
      });
      const children = await market.getProducts(ctx, 'com', {
        asins: parent?.variations.map((v) => v.asin) ?? [],
        date: DATE,
      });
      expect(children).toHaveLength(4);
      for (const child of children) {
        expect(child.parentAsin).toBe(known.variationParent);
        expect(child.variationAttributes?.color).toBeTruthy();
        expect(child.variations).toEqual(parent?.variations);
        expect(child.reviewCount).toBe(parent?.reviewCount);
        expect(child.price).toBeGreaterThanOrEqual(parent?.price ?? Infinity);
        expect(child.title).toContain(child.variationAttributes?.color ?? '?');
      }
    },
    TIMEOUT,
  );

  it(
    'does not know a product before its listing date, and ratings grow after it',
    async () => {
      const known = KNOWN_ASINS.com;
      const [product] = await market.getProducts(ctx, 'com', {
        asins: [known.weakHero],
        date: DATE,
      });
      const listed = product?.firstListedDate ?? '';
      const before = new Date(Date.parse(listed) - 86_400_000).toISOString().slice(0, 10);
      expect(
        await market.getProducts(ctx, 'com', { asins: [known.weakHero], date: before }),
      ).toEqual([]);
      expect(
        await market.reverseAsin(ctx, 'com', { asin: known.weakHero, date: before }),
      ).toBeNull();
      const [early] = await market.getProducts(ctx, 'com', {
        asins: [known.weakHero],
        date: listed,
      });
      expect(early?.reviewCount).toBe(0);
      expect(product?.reviewCount).toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  it(
    'gives a price history that agrees with the product on every date, empty before listing',
    async () => {
      const known = KNOWN_ASINS.com;
      const [product] = await market.getProducts(ctx, 'com', {
        asins: [known.weakHero],
        date: DATE,
      });
      const listed = product?.firstListedDate ?? '';
      const day = (offset: number) =>
        new Date(Date.parse(listed) + offset * 86_400_000).toISOString().slice(0, 10);
      const [history, parent] = await market.priceHistory(ctx, 'com', {
        asins: [known.weakHero, known.variationParent, 'B000000000'],
        from: day(-3),
        to: day(3),
      });
      expect(history?.asin).toBe(known.weakHero);
      expect(history?.currency).toBe('USD');
      expect(history?.points.map((p) => p.date)).toEqual([-3, -2, -1, 0, 1, 2, 3].map(day));
      expect(history?.points.slice(0, 3).every((p) => p.price === null)).toBe(true);
      for (const point of history?.points.slice(3) ?? []) {
        const [then] = await market.getProducts(ctx, 'com', {
          asins: [known.weakHero],
          date: point.date,
        });
        expect(point.price).toBe(then?.price);
      }
      expect(parent?.asin).toBe(known.variationParent);
      const [again] = await market.priceHistory(ctx, 'com', {
        asins: [known.weakHero],
        from: day(-3),
        to: day(3),
      });
      expect(again).toEqual(history);
      await expect(
        market.priceHistory(ctx, 'com', { asins: [known.weakHero], from: DATE, to: '2026-13-01' }),
      ).rejects.toThrow(RangeError);
    },
    TIMEOUT,
  );

  it(
    'rejects malformed dates and unknown marketplaces',
    async () => {
      await expect(
        market.reverseAsin(ctx, 'com', { asin: KNOWN_ASINS.com.strongHero, date: '2026-02-30' }),
      ).rejects.toThrow(RangeError);
      await expect(
        market.searchResults(ctx, 'xx' as 'com', { term: 'garlic press', date: DATE }),
      ).rejects.toThrow();
    },
    TIMEOUT,
  );

  it(
    'dates lookups without a date by the injected clock, in the marketplace calendar',
    async () => {
      const now = () => new Date('2026-03-01T02:00:00Z');
      const clocked = createSimulatedMarket({ now });
      expect(await clocked.latestDate(ctx, 'com')).toBe('2026-02-28');
      expect(await clocked.latestDate(ctx, 'co.jp')).toBe('2026-03-01');
      const [product] = await clocked.getProducts(ctx, 'com', {
        asins: [KNOWN_ASINS.com.strongHero],
      });
      const [dated] = await market.getProducts(ctx, 'com', {
        asins: [KNOWN_ASINS.com.strongHero],
        date: '2026-02-28',
      });
      expect(product).toEqual(dated);
    },
    TIMEOUT,
  );

  it(
    'reports every kind of data as available, seller data with the connection it is read through',
    async () => {
      const capabilities = await market.capabilities(ctx, 'com');
      expect(Object.values(capabilities).every((c) => c.status === 'available')).toBe(true);
      expect(capabilities.ppc).toMatchObject({ connection: 'amazon-ads', ingested: true });
      expect(capabilities.sqp).toMatchObject({ connection: 'sp-api', ingested: true });
      expect(capabilities.products).toMatchObject({ connection: null, ingested: false });
      const ppc = await market.ppcSearchTermReport(ctx, 'com', {
        asin: KNOWN_ASINS.com.strongHero,
        from: '2026-02-01',
        to: '2026-02-07',
      });
      expect(ppc.status).toBe('COMPLETED');
    },
    TIMEOUT,
  );
});

describe('simulated market: seller data a marketplace lacks', () => {
  const lacking = createSimulatedMarket({ unsupported: { 'com.au': ['ppc', 'sqp'], in: ['sqp'] } });

  it('reports it unsupported there and refuses to read it, elsewhere as before', async () => {
    const au = await lacking.capabilities(ctx, 'com.au');
    expect(au.ppc).toEqual({ status: 'unsupported', connection: 'amazon-ads', ingested: true });
    expect(au.sqp).toEqual({ status: 'unsupported', connection: 'sp-api', ingested: true });
    expect(au.products.status).toBe('available');
    const india = await lacking.capabilities(ctx, 'in');
    expect([india.ppc.status, india.sqp.status]).toEqual(['available', 'unsupported']);
    const us = await lacking.capabilities(ctx, 'com');
    expect(Object.values(us).every((c) => c.status === 'available')).toBe(true);

    const ppc = { asin: KNOWN_ASINS['com.au'].strongHero, from: '2026-02-01', to: '2026-02-07' };
    await expect(lacking.ppcSearchTermReport(ctx, 'com.au', ppc)).rejects.toThrow(
      'No ppc data in marketplace com.au',
    );
    const sqp = { asins: [KNOWN_ASINS.in.strongHero], from: DATE, to: DATE, asOf: DATE };
    await expect(lacking.searchQueryPerformance(ctx, 'in', sqp)).rejects.toThrow(
      'No sqp data in marketplace in',
    );
    const report = await lacking.ppcSearchTermReport(ctx, 'in', {
      ...ppc,
      asin: KNOWN_ASINS.in.strongHero,
    });
    expect(report.status).toBe('COMPLETED');
  });
});
