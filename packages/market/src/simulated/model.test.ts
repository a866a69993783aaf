/**
 * The simulated world behaves like a marketplace: these tests pick products and terms from the
 * world's catalogue and check what the provider answers about them.
 */
import type { MarketplaceTld } from '@fathom/contract';
import { describe, expect, it } from 'vitest';
import { ctx } from '../testing/context';
import { KNOWN_ASINS } from './known';
import { parseDay } from './dates';
import { DEFAULT_MARKET_SEED, createSimulatedMarket } from './market';
import { getWorld } from './worlds';

/** World generation for every marketplace can land in any test. */
const TIMEOUT = 60_000;

const market = createSimulatedMarket();
const DATE = '2026-10-20';

function addDays(date: string, days: number): string {
  return new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);
}

function world(tld: MarketplaceTld) {
  return getWorld(DEFAULT_MARKET_SEED, tld);
}

/** Buyable products (standalone and children) of a few product types. */
function sampleProducts(tld: MarketplaceTld, types: number[]): string[] {
  const w = world(tld);
  return types.flatMap((t) => (w.typeMembers[t] ?? []).map((p) => w.products[p]?.asin ?? ''));
}

async function rankedTerms(
  tld: MarketplaceTld,
  asin: string,
  date: string,
): Promise<number | null> {
  const result = await market.reverseAsin(ctx, tld, { asin, date });
  return result ? result.terms.filter((t) => t.organicRank !== null).length : null;
}

describe('search volume', () => {
  it.each(['com', 'de', 'nl'] as const)(
    '%s has a long tail: most terms at or below 450 a month',
    async (tld) => {
      const terms = world(tld).catalog.terms.map((t) => t.text);
      const volumes = (await market.searchVolumes(ctx, tld, { terms, date: DATE })).map(
        (v) => v.searchVolume,
      );
      expect(volumes).toHaveLength(terms.length);
      const low = volumes.filter((v) => v <= 450).length / volumes.length;
      expect(low).toBeGreaterThan(0.5);
      expect(volumes.every((v) => Number.isInteger(v) && v > 0)).toBe(true);
    },
    TIMEOUT,
  );

  it(
    'has head terms in the tens of thousands on amazon.com',
    async () => {
      const heads = world('com')
        .catalog.terms.filter((t) => t.kind === 'head')
        .map((t) => t.text);
      const volumes = await market.searchVolumes(ctx, 'com', { terms: heads, date: DATE });
      const big = volumes.filter((v) => v.searchVolume >= 10_000);
      expect(big.length).toBeGreaterThan(heads.length / 2);
      expect(Math.max(...volumes.map((v) => v.searchVolume))).toBeGreaterThan(100_000);
    },
    TIMEOUT,
  );

  it(
    'is seasonal: gift products peak in December, summer products in summer',
    async () => {
      const [gift, summer] = await market.searchVolumeHistory(ctx, 'com', {
        terms: ['makeup brush set', 'water bottle'],
        from: '2026-01-01',
        to: '2026-12-31',
      });
      expect(gift?.points).toHaveLength(365);
      const on = (series: typeof gift, date: string) =>
        series?.points.find((p) => p.date === date)?.searchVolume ?? 0;
      expect(on(gift, '2026-12-05')).toBeGreaterThan(1.5 * on(gift, '2026-06-05'));
      expect(on(summer, '2026-07-01')).toBeGreaterThan(1.2 * on(summer, '2026-01-15'));
    },
    TIMEOUT,
  );
});

describe('products and their terms', () => {
  it(
    'include weak products that rank for five terms or fewer, and strong ones that rank for hundreds',
    async () => {
      const counts: number[] = [];
      for (const asin of sampleProducts('com', [0, 7, 20])) {
        const n = await rankedTerms('com', asin, DATE);
        if (n !== null) counts.push(n);
      }
      const weak = counts.filter((n) => n <= 5).length;
      expect(weak / counts.length).toBeGreaterThan(0.03);
      expect(weak / counts.length).toBeLessThan(0.3);
      expect(counts.filter((n) => n >= 200).length).toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  it(
    'let variation children share most of their parent family terms',
    async () => {
      const w = world('fr');
      const parents = w.families.filter((f) => f.parent >= 0 && f.members.length >= 3).slice(0, 12);
      const shares: number[] = [];
      for (const family of parents) {
        const parentAsin = w.products[family.parent]?.asin ?? '';
        const parent = await market.reverseAsin(ctx, 'fr', { asin: parentAsin, date: DATE });
        const parentTerms = new Set(
          parent?.terms.filter((t) => t.organicRank !== null).map((t) => t.term),
        );
        if (parentTerms.size < 10) continue;
        for (const member of family.members) {
          const child = await market.reverseAsin(ctx, 'fr', {
            asin: w.products[member]?.asin ?? '',
            date: DATE,
          });
          const childTerms =
            child?.terms.filter((t) => t.organicRank !== null).map((t) => t.term) ?? [];
          expect(childTerms.every((t) => parentTerms.has(t))).toBe(true);
          shares.push(childTerms.length / parentTerms.size);
        }
      }
      shares.sort((a, b) => a - b);
      expect(shares.length).toBeGreaterThan(10);
      expect(shares[Math.floor(shares.length / 2)]).toBeGreaterThan(0.6);
    },
    TIMEOUT,
  );

  it(
    'let the top products of a type share many terms',
    async () => {
      const hero = await market.reverseAsin(ctx, 'com', {
        asin: KNOWN_ASINS.com.strongHero,
        date: DATE,
      });
      const page = await market.searchResults(ctx, 'com', { term: 'garlic press', date: DATE });
      const heroTerms = new Set(hero?.terms.map((t) => t.term));
      for (const { asin } of page.organic.slice(1, 6)) {
        const other = await market.reverseAsin(ctx, 'com', { asin, date: DATE });
        const shared = other?.terms.filter((t) => heroTerms.has(t.term)).length ?? 0;
        expect(shared / Math.max(1, other?.terms.length ?? 0)).toBeGreaterThan(0.6);
      }
    },
    TIMEOUT,
  );

  it(
    'keep new listings out before they exist, and index them for more terms as they age',
    async () => {
      const w = world('com');
      const late = w.products.filter(
        (p) =>
          p.kind !== 'parent' &&
          p.listDay > parseDay('2025-06-01') &&
          p.listDay < parseDay('2026-06-01') &&
          !w.families[p.family]?.weak,
      );
      expect(late.length).toBeGreaterThan(20);
      let grew = 0;
      for (const product of late.slice(0, 20)) {
        const [listed] = await market.getProducts(ctx, 'com', {
          asins: [product.asin],
          date: DATE,
        });
        const first = listed?.firstListedDate ?? '';
        expect(
          await market.reverseAsin(ctx, 'com', { asin: product.asin, date: addDays(first, -1) }),
        ).toBeNull();
        const week = (await rankedTerms('com', product.asin, addDays(first, 3))) ?? 0;
        const later = (await rankedTerms('com', product.asin, addDays(first, 120))) ?? 0;
        if (later > week) grew++;
      }
      expect(grew).toBeGreaterThanOrEqual(15);
    },
    TIMEOUT,
  );

  it(
    'add listings over time',
    async () => {
      const page2024 = await market.searchResults(ctx, 'de', {
        term: 'yoga mat',
        date: '2024-03-01',
      });
      const page2026 = await market.searchResults(ctx, 'de', {
        term: 'yoga mat',
        date: '2026-09-01',
      });
      const products = await market.getProducts(ctx, 'de', {
        asins: page2026.organic.map((r) => r.asin),
        date: '2026-09-01',
      });
      const newer = products.filter((p) => p.firstListedDate > '2024-03-01');
      expect(newer.length).toBeGreaterThan(5);
      expect(page2024.organic.some((r) => newer.some((p) => p.asin === r.asin))).toBe(false);
    },
    TIMEOUT,
  );
});

describe('ranks over time', () => {
  it(
    'move a little from day to day, and a lot now and then',
    async () => {
      const hero = await market.reverseAsin(ctx, 'com', {
        asin: KNOWN_ASINS.com.strongHero,
        date: DATE,
      });
      const terms = hero?.terms.slice(0, 30).map((t) => t.term) ?? [];
      const page = await market.searchResults(ctx, 'com', { term: 'garlic press', date: DATE });
      const asins = page.organic.slice(0, 40).map((r) => r.asin);
      const rows = await market.keywordRanks(ctx, 'com', {
        asins,
        terms,
        from: '2026-07-01',
        to: '2026-10-31',
      });
      const byKey = new Map(rows.map((r) => [`${r.asin}|${r.term}|${r.date}`, r.organicRank]));
      const changes: number[] = [];
      for (const row of rows) {
        const next = byKey.get(`${row.asin}|${row.term}|${addDays(row.date, 1)}`);
        if (row.organicRank !== null && next !== undefined && next !== null)
          changes.push(Math.abs(next - row.organicRank));
      }
      expect(changes.length).toBeGreaterThan(10_000);
      const small = changes.filter((c) => c <= 3).length / changes.length;
      expect(small).toBeGreaterThan(0.85);
      expect(changes.filter((c) => c >= 15).length).toBeGreaterThan(5);
    },
    TIMEOUT,
  );
});

describe('sales and best-sellers ranks', () => {
  it(
    'sell more for better-ranked products, and rank better for more sales',
    async () => {
      const page = await market.searchResults(ctx, 'co.uk', { term: 'cutting board', date: DATE });
      const asins = page.organic.slice(0, 40).map((r) => r.asin);
      const sales = await market.salesEstimates(ctx, 'co.uk', { asins, date: DATE });
      const products = await market.getProducts(ctx, 'co.uk', { asins, date: DATE });
      const topHalf = sales.slice(0, 10).reduce((s, e) => s + e.unitsPerMonth, 0);
      const bottomHalf = sales.slice(30, 40).reduce((s, e) => s + e.unitsPerMonth, 0);
      expect(topHalf).toBeGreaterThan(3 * bottomHalf);
      const rows = sales.map((s) => ({
        units: s.unitsPerMonth,
        revenue: s.revenuePerMonth,
        price: products.find((p) => p.asin === s.asin)?.price ?? 0,
        bsr: products.find((p) => p.asin === s.asin)?.bsr[0]?.rank ?? Infinity,
      }));
      for (const a of rows) {
        expect(a.revenue).toBe(a.units * a.price);
        for (const b of rows)
          if (a.units > 1.3 * b.units && b.units > 0) expect(a.bsr).toBeLessThan(b.bsr);
      }
    },
    TIMEOUT,
  );

  it(
    'keep a BSR history with one point per day and no rank before listing',
    async () => {
      const known = KNOWN_ASINS.it;
      const [product] = await market.getProducts(ctx, 'it', {
        asins: [known.weakHero],
        date: DATE,
      });
      const listed = product?.firstListedDate ?? '';
      const [history] = await market.bsrHistory(ctx, 'it', {
        asins: [known.weakHero],
        from: addDays(listed, -10),
        to: addDays(listed, 20),
      });
      expect(history?.series.map((s) => s.categoryName)).toEqual([
        'Home & Kitchen',
        'Throw Pillow Covers',
      ]);
      for (const series of history?.series ?? []) {
        expect(series.points).toHaveLength(31);
        for (const point of series.points) {
          if (point.date < listed) expect(point.rank).toBeNull();
          else expect(point.rank).toBeGreaterThan(0);
        }
      }
    },
    TIMEOUT,
  );
});

describe('niche discovery', () => {
  it.each(['com', 'ca', 'in', 'co.jp'] as const)(
    '%s: a strong hero has 50 good competitors',
    async (tld) => {
      const hero = KNOWN_ASINS[tld].strongHero;
      const reverse = await market.reverseAsin(ctx, tld, { asin: hero, date: DATE });
      expect(reverse?.terms.length).toBeGreaterThanOrEqual(200);
      const top = (reverse?.terms ?? []).filter((t) => t.organicRank !== null).slice(0, 30);
      const seen = new Map<string, number>();
      for (const { term } of top) {
        const page = await market.searchResults(ctx, tld, { term, date: DATE });
        for (const { asin } of page.organic)
          if (asin !== hero) seen.set(asin, (seen.get(asin) ?? 0) + 1);
      }
      const best = [...seen].sort((a, b) => b[1] - a[1]).slice(0, 50);
      expect(best).toHaveLength(50);
      expect(best.every(([, count]) => count >= 5)).toBe(true);
      const [heroProduct] = await market.getProducts(ctx, tld, { asins: [hero], date: DATE });
      const competitors = await market.getProducts(ctx, tld, {
        asins: best.map(([asin]) => asin),
        date: DATE,
      });
      expect(competitors.every((p) => p.productType === heroProduct?.productType)).toBe(true);
      for (const competitor of competitors.slice(0, 10)) {
        expect((await rankedTerms(tld, competitor.asin, DATE)) ?? 0).toBeGreaterThan(30);
      }
    },
    TIMEOUT,
  );
});
