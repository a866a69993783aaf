import { MARKETPLACE_TLDS } from '@fathom/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ctx } from '../testing/context';
import { KNOWN_ASINS } from './known';
import { DEFAULT_MARKET_SEED, createSimulatedMarket } from './market';
import { getCatalog } from './worlds';

/** World generation for every marketplace can land in any test. */
const TIMEOUT = 60_000;

const market = createSimulatedMarket();
const terms = getCatalog(DEFAULT_MARKET_SEED).terms.map((t) => t.text);

const tld = fc.constantFrom(...MARKETPLACE_TLDS);
/** Any day from 2024 to 2027. */
const date = fc
  .integer({ min: 0, max: 4 * 365 })
  .map((offset) => new Date(Date.UTC(2024, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10));
const term = fc.integer({ min: 0, max: terms.length - 1 }).map((i) => terms[i] ?? '');

describe('search results', () => {
  it(
    'list each ASIN once, with organic ranks 1..n (n <= 100) and sponsored ranks 1..k',
    async () => {
      await fc.assert(
        fc.asyncProperty(tld, term, date, async (tld, term, date) => {
          const page = await market.searchResults(ctx, tld, { term, date });
          expect(page.organic.length).toBeLessThanOrEqual(100);
          expect(page.organic.map((r) => r.rank)).toEqual(page.organic.map((_, i) => i + 1));
          expect(new Set(page.organic.map((r) => r.asin)).size).toBe(page.organic.length);
          expect(page.sponsored.map((r) => r.sponsoredRank)).toEqual(
            page.sponsored.map((_, i) => i + 1),
          );
          expect(new Set(page.sponsored.map((r) => r.asin)).size).toBe(page.sponsored.length);
          for (const ad of page.sponsored) {
            expect(ad.slot).toBe(ad.sponsoredRank <= 4 ? 'TOP_OF_SEARCH' : 'REST_OF_SEARCH');
          }
          const onPage = new Set([...page.organic, ...page.sponsored].map((r) => r.asin));
          expect(new Set(page.impressions.map((r) => r.asin))).toEqual(onPage);
          const shares = page.impressions.map((r) => r.impressionShare);
          expect(shares).toEqual([...shares].sort((a, b) => b - a));
          if (shares.length > 0)
            expect(Math.abs(shares.reduce((s, v) => s + v, 0) - 100)).toBeLessThan(0.6);
        }),
        { numRuns: 60 },
      );
    },
    TIMEOUT,
  );

  it(
    'show only products already listed on the date',
    async () => {
      await fc.assert(
        fc.asyncProperty(tld, term, date, async (tld, term, date) => {
          const page = await market.searchResults(ctx, tld, { term, date });
          const asins = [...page.organic, ...page.sponsored].map((r) => r.asin);
          const products = await market.getProducts(ctx, tld, { asins, date });
          expect(products).toHaveLength(new Set(asins).size);
          for (const product of products) expect(product.firstListedDate <= date).toBe(true);
        }),
        { numRuns: 25 },
      );
    },
    TIMEOUT,
  );

  it(
    'answer free text close to a known term, and nothing for unrelated text',
    async () => {
      const page = await market.searchResults(ctx, 'com', {
        term: '  Garlic PRESS  heavy ',
        date: '2026-05-01',
      });
      expect(page.term).toBe('garlic press heavy');
      expect(page.organic.length).toBeGreaterThan(10);
      expect(page.searchVolume).toBeGreaterThan(0);
      const none = await market.searchResults(ctx, 'com', {
        term: 'quantum flux capacitor',
        date: '2026-05-01',
      });
      expect(none).toMatchObject({
        organic: [],
        sponsored: [],
        impressions: [],
        searchVolume: null,
      });
    },
    TIMEOUT,
  );
});

describe('ranks agree across methods', () => {
  it(
    "reverse ASIN ranks are the ASIN's positions on the search results pages",
    async () => {
      await fc.assert(
        fc.asyncProperty(tld, date, fc.integer({ min: 0, max: 1000 }), async (tld, date, pick) => {
          const known = KNOWN_ASINS[tld];
          const hero =
            (await market.reverseAsin(ctx, tld, { asin: known.strongHero, date }))?.terms ?? [];
          const probe = hero[pick % Math.max(1, hero.length)];
          if (!probe) return;
          const page = await market.searchResults(ctx, tld, { term: probe.term, date });
          const organic = page.organic.find((r) => r.asin === known.strongHero)?.rank ?? null;
          const sponsored =
            page.sponsored.find((r) => r.asin === known.strongHero)?.sponsoredRank ?? null;
          expect(organic).toBe(probe.organicRank);
          expect(sponsored).toBe(probe.sponsoredRank);
          expect(probe.searchVolume).toBe(page.searchVolume);
        }),
        { numRuns: 40 },
      );
    },
    TIMEOUT,
  );

  it(
    "a parent's reverse ASIN gives each term its best-ranked child",
    async () => {
      const known = KNOWN_ASINS.es;
      const date = '2026-04-02';
      const parent = await market.reverseAsin(ctx, 'es', { asin: known.variationParent, date });
      const [product] = await market.getProducts(ctx, 'es', {
        asins: [known.variationParent],
        date,
      });
      const children = await Promise.all(
        (product?.variations ?? []).map((v) =>
          market.reverseAsin(ctx, 'es', { asin: v.asin, date }),
        ),
      );
      for (const row of parent?.terms ?? []) {
        const childRanks = children
          .map((c) => c?.terms.find((t) => t.term === row.term)?.organicRank ?? null)
          .filter((r): r is number => r !== null);
        expect(row.organicRank).toBe(childRanks.length > 0 ? Math.min(...childRanks) : null);
        if (row.organicRank !== null) {
          const holder = children.find((c) =>
            c?.terms.some((t) => t.term === row.term && t.organicRank === row.organicRank),
          );
          expect(row.rankingAsin).toBe(holder?.asin);
        }
      }
    },
    TIMEOUT,
  );

  it(
    'keyword ranks match search results day by day',
    async () => {
      await fc.assert(
        fc.asyncProperty(tld, date, async (tld, date) => {
          const known = KNOWN_ASINS[tld];
          const hero =
            (await market.reverseAsin(ctx, tld, { asin: known.strongHero, date }))?.terms ?? [];
          const probes = hero.slice(0, 3).map((t) => t.term);
          const to = new Date(Date.parse(date) + 2 * 86_400_000).toISOString().slice(0, 10);
          const rows = await market.keywordRanks(ctx, tld, {
            asins: [known.strongHero],
            terms: probes,
            from: date,
            to,
          });
          for (const row of rows) {
            const page = await market.searchResults(ctx, tld, { term: row.term, date: row.date });
            expect(row.organicRank).toBe(
              page.organic.find((r) => r.asin === row.asin)?.rank ?? null,
            );
            const impression = page.impressions.find((r) => r.asin === row.asin);
            expect(row.impressionRank).toBe(impression?.impressionRank ?? null);
            expect(row.impressionShare).toBe(impression?.impressionShare ?? null);
          }
          expect(rows.every((r) => r.organicRank !== null || r.sponsoredRank !== null)).toBe(true);
        }),
        { numRuns: 15 },
      );
    },
    TIMEOUT,
  );
});
