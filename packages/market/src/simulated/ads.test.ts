import { MARKETPLACE_TLDS } from '@fathom/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ctx } from '../testing/context';
import { KNOWN_ASINS } from './known';
import type { PpcSearchTermRow } from '../seller-reports';
import { createSimulatedMarket } from './market';

/** World generation for every marketplace can land in any test. */
const TIMEOUT = 60_000;

const market = createSimulatedMarket();
const tld = fc.constantFrom(...MARKETPLACE_TLDS);
const start = fc
  .integer({ min: 0, max: 600 })
  .map((offset) => new Date(Date.UTC(2025, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10));

function plusDays(date: string, days: number): string {
  return new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);
}

describe('PPC search-term report', () => {
  it(
    'is consistent: clicks <= impressions, orders <= clicks, sales = orders x price',
    async () => {
      await fc.assert(
        fc.asyncProperty(tld, start, async (tld, from) => {
          const asin = KNOWN_ASINS[tld].strongHero;
          const to = plusDays(from, 6);
          const { rows } = await market.ppcSearchTermReport(ctx, tld, {
            asin,
            from,
            to,
            timeUnit: 'DAILY',
          });
          expect(rows.length).toBeGreaterThan(0);
          const [product] = await market.getProducts(ctx, tld, { asins: [asin], date: to });
          // One assertion over every row's broken rules: per-row expect calls cost more than the rows.
          const broken = rows.flatMap((row) => {
            const counts = [row.impressions, row.clicks, row.orders, row.spend, row.sales];
            const rules: [boolean, string][] = [
              [counts.every((n) => Number.isInteger(n) && n >= 0), 'a count not a whole number'],
              [row.impressions > 0, 'no impressions'],
              [row.clicks <= row.impressions, 'clicks above impressions'],
              [row.orders <= row.clicks, 'orders above clicks'],
              [row.spend >= row.clicks, 'spend below a cent a click'],
              [row.sales === row.orders * (product?.price ?? 0), 'sales not orders x price'],
              [row.startDate === row.endDate, 'not one day'],
              [row.currency === product?.currency, 'another currency'],
            ];
            return rules
              .filter(([ok]) => !ok)
              .map(([, name]) => `${name}: ${row.searchTerm} ${row.startDate}`);
          });
          expect(broken).toEqual([]);
        }),
        { numRuns: 12 },
      );
    },
    TIMEOUT,
  );

  it(
    'reports only search terms where the ASIN held a sponsored placement that day',
    async () => {
      const asin = KNOWN_ASINS.de.strongHero;
      const { rows } = await market.ppcSearchTermReport(ctx, 'de', {
        asin,
        from: '2026-05-04',
        to: '2026-05-06',
        timeUnit: 'DAILY',
      });
      for (const row of rows.slice(0, 60)) {
        const page = await market.searchResults(ctx, 'de', {
          term: row.searchTerm,
          date: row.startDate,
        });
        expect(page.sponsored.some((ad) => ad.asin === row.advertisedAsin)).toBe(true);
      }
    },
    TIMEOUT,
  );

  it(
    'describes targeting the way campaigns are built',
    async () => {
      const { rows } = await market.ppcSearchTermReport(ctx, 'com', {
        asin: KNOWN_ASINS.com.strongHero,
        from: '2026-06-01',
        to: '2026-06-30',
      });
      const types = new Set(rows.map((r) => r.matchType));
      expect(types.size).toBeGreaterThanOrEqual(3);
      for (const row of rows) {
        if (row.matchType === 'EXACT') expect(row.targeting).toBe(row.searchTerm);
        if (row.matchType === 'PHRASE') expect(row.searchTerm).toContain(row.targeting);
        if (row.matchType === 'AUTO')
          expect(['close-match', 'loose-match']).toContain(row.targeting);
        expect(row.campaignName).toContain(
          row.matchType === 'AUTO' ? 'Auto' : row.matchType.charAt(0),
        );
      }
    },
    TIMEOUT,
  );

  it(
    'sums the days into one row per targeting and term for a summary',
    async () => {
      const query = { asin: KNOWN_ASINS.ca.variationParent, from: '2026-02-01', to: '2026-02-14' };
      const { rows: daily } = await market.ppcSearchTermReport(ctx, 'ca', {
        ...query,
        timeUnit: 'DAILY',
      });
      const { rows: summary } = await market.ppcSearchTermReport(ctx, 'ca', {
        ...query,
        timeUnit: 'SUMMARY',
      });
      const key = (r: PpcSearchTermRow) =>
        [r.campaignName, r.adGroupName, r.advertisedAsin, r.targeting, r.searchTerm].join('|');
      const sums = new Map<string, number[]>();
      for (const r of daily) {
        const s = sums.get(key(r)) ?? [0, 0, 0, 0, 0];
        sums.set(key(r), [
          s[0]! + r.impressions,
          s[1]! + r.clicks,
          s[2]! + r.spend,
          s[3]! + r.sales,
          s[4]! + r.orders,
        ]);
      }
      expect(summary).toHaveLength(sums.size);
      for (const r of summary) {
        expect([r.impressions, r.clicks, r.spend, r.sales, r.orders]).toEqual(sums.get(key(r)));
        expect([r.startDate, r.endDate]).toEqual([query.from, query.to]);
      }
    },
    TIMEOUT,
  );

  it(
    "reports a parent's children, and nothing for products that do not advertise or do not exist",
    async () => {
      const known = KNOWN_ASINS.ca;
      const [parent] = await market.getProducts(ctx, 'ca', {
        asins: [known.variationParent],
        date: '2026-02-01',
      });
      const children = new Set(parent?.variations.map((v) => v.asin));
      const { rows } = await market.ppcSearchTermReport(ctx, 'ca', {
        asin: known.variationParent,
        from: '2026-02-01',
        to: '2026-02-07',
      });
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => children.has(r.advertisedAsin))).toBe(true);
      const quiet = { from: '2026-02-01', to: '2026-02-07' };
      expect(
        (await market.ppcSearchTermReport(ctx, 'ca', { ...quiet, asin: known.weakHero })).rows,
      ).toEqual([]);
      expect(
        (await market.ppcSearchTermReport(ctx, 'ca', { ...quiet, asin: 'B000000000' })).rows,
      ).toEqual([]);
    },
    TIMEOUT,
  );
});
