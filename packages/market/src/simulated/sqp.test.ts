import { MARKETPLACE_TLDS } from '@fathom/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ctx } from '../testing/context';
import { KNOWN_ASINS } from './known';
import type { SqpRow, SqpWeekStatus } from '../seller-reports';
import { sqpQueryStatus } from '../sqp-status';
import { createSimulatedMarket } from './market';

/** World generation for every marketplace can land in any test. */
const TIMEOUT = 60_000;

const market = createSimulatedMarket();
const tld = fc.constantFrom(...MARKETPLACE_TLDS);
const dayOf = (offset: number) =>
  new Date(Date.UTC(2025, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
const date = fc.integer({ min: 0, max: 650 }).map(dayOf);

function plusDays(date: string, days: number): string {
  return new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);
}

const ORDER: Record<SqpWeekStatus, number> = {
  NOT_PUBLISHED: 0,
  IN_PROGRESS: 1,
  FAILED: 1,
  COMPLETED: 2,
  NOT_MENTIONED: 2,
  TOO_OLD: 3,
};

describe('SQP weeks', () => {
  it(
    'run Sunday to Saturday and cover the range',
    async () => {
      await fc.assert(
        fc.asyncProperty(tld, date, fc.integer({ min: 0, max: 60 }), async (tld, from, length) => {
          const to = plusDays(from, length);
          const { weeks } = await market.searchQueryPerformance(ctx, tld, {
            asins: [],
            from,
            to,
            asOf: to,
          });
          const [first, last] = [weeks[0], weeks.at(-1)];
          expect(first && first.startDate <= from && from <= first.endDate).toBe(true);
          expect(last && last.startDate <= to && to <= last.endDate).toBe(true);
          for (const week of weeks) {
            expect(new Date(week.endDate).getUTCDay()).toBe(6);
            expect(plusDays(week.startDate, 6)).toBe(week.endDate);
          }
        }),
        { numRuns: 30 },
      );
    },
    TIMEOUT,
  );

  it(
    'are published on the Wednesday after they end, then completed, then too old',
    async () => {
      await fc.assert(
        fc.asyncProperty(tld, date, async (tld, day) => {
          const { weeks } = await market.searchQueryPerformance(ctx, tld, {
            asins: [],
            from: day,
            to: day,
            asOf: day,
          });
          const week = weeks[0];
          if (!week) throw new Error('no week');
          const statusOn = async (asOf: string) =>
            (await market.searchQueryPerformance(ctx, tld, { asins: [], from: day, to: day, asOf }))
              .weeks[0]?.status;
          expect(await statusOn(plusDays(week.endDate, 1))).toBe('NOT_PUBLISHED');
          expect(await statusOn(plusDays(week.endDate, 3))).toBe('NOT_PUBLISHED');
          expect(['IN_PROGRESS', 'FAILED']).toContain(await statusOn(plusDays(week.endDate, 4)));
          expect(['COMPLETED', 'FAILED']).toContain(await statusOn(plusDays(week.endDate, 9)));
          expect(await statusOn(plusDays(week.endDate, 800))).toBe('TOO_OLD');
          let last = 0;
          for (let offset = 0; offset < 800; offset += 3) {
            const rank = ORDER[(await statusOn(plusDays(week.endDate, offset))) ?? 'NOT_PUBLISHED'];
            expect(rank).toBeGreaterThanOrEqual(last);
            last = rank;
          }
        }),
        { numRuns: 15 },
      );
    },
    TIMEOUT,
  );

  it(
    'mark a query missing from a completed week as not mentioned',
    () => {
      expect(sqpQueryStatus('COMPLETED', false)).toBe('NOT_MENTIONED');
      expect(sqpQueryStatus('COMPLETED', true)).toBe('COMPLETED');
      expect(sqpQueryStatus('NOT_PUBLISHED', false)).toBe('NOT_PUBLISHED');
    },
    TIMEOUT,
  );
});

describe('SQP rows', () => {
  it(
    'keep each funnel stage within the one before it and within the totals',
    async () => {
      await fc.assert(
        fc.asyncProperty(tld, date, async (tld, from) => {
          const known = KNOWN_ASINS[tld];
          const report = await market.searchQueryPerformance(ctx, tld, {
            asins: [known.strongHero, known.variationParent],
            from,
            to: plusDays(from, 13),
            asOf: plusDays(from, 30),
          });
          const completed = new Set(
            report.weeks.filter((w) => w.status === 'COMPLETED').map((w) => w.endDate),
          );
          expect(report.rows.length).toBeGreaterThan(0);
          const scores = new Map<string, number[]>();
          // One assertion over every row's broken rules: per-row expect calls cost more than the rows.
          const broken: string[] = [];
          const rule = (ok: boolean, name: string, row: SqpRow) => {
            if (!ok) broken.push(`${name}: ${row.asin} ${row.searchQuery} ${row.endDate}`);
          };
          for (const row of report.rows) {
            rule(completed.has(row.endDate), 'week not completed', row);
            const { impressions, clicks, cartAdds, purchases } = row;
            for (const stage of [impressions, clicks, cartAdds, purchases]) {
              rule(stage.asinCount <= stage.totalCount, 'ASIN count above total', row);
              const share = stage.totalCount > 0 ? (100 * stage.asinCount) / stage.totalCount : 0;
              rule(Math.abs(stage.asinShare - share) < 0.0051, 'ASIN share off', row);
            }
            rule(clicks.asinCount <= impressions.asinCount, 'clicks above impressions', row);
            rule(cartAdds.asinCount <= clicks.asinCount, 'cart adds above clicks', row);
            rule(purchases.asinCount <= cartAdds.asinCount, 'purchases above cart adds', row);
            rule(impressions.asinCount <= row.searchQueryVolume, 'impressions above volume', row);
            rule(row.numberOfDaysWithData >= 1, 'no day with data', row);
            rule(row.numberOfDaysWithData <= 7, 'more than 7 days', row);
            const key = `${row.asin}|${row.endDate}`;
            scores.set(key, [...(scores.get(key) ?? []), row.searchQueryScore]);
          }
          expect(broken).toEqual([]);
          for (const list of scores.values()) expect(list).toEqual(list.map((_, i) => i + 1));
        }),
        { numRuns: 8 },
      );
    },
    TIMEOUT,
  );

  it(
    'follow the ranks: a query appears only for weeks the ASIN ranked for it',
    async () => {
      const asin = KNOWN_ASINS.com.variationParent;
      const [parent] = await market.getProducts(ctx, 'com', { asins: [asin], date: '2026-03-01' });
      const report = await market.searchQueryPerformance(ctx, 'com', {
        asins: [asin],
        from: '2026-02-01',
        to: '2026-02-07',
        asOf: '2026-03-01',
      });
      expect(new Set(report.rows.map((r) => r.asin))).toEqual(
        new Set(parent?.variations.map((v) => v.asin)),
      );
      const sample = report.rows.filter((_, i) => i % 25 === 0);
      for (const row of sample) {
        const ranks = await market.keywordRanks(ctx, 'com', {
          asins: [row.asin],
          terms: [row.searchQuery],
          from: row.startDate,
          to: row.endDate,
        });
        expect(ranks).toHaveLength(row.numberOfDaysWithData);
        const [volume] = await market.searchVolumes(ctx, 'com', {
          terms: [row.searchQuery],
          date: row.endDate,
        });
        const weekly = ((volume?.searchVolume ?? 0) * 7) / 30.44;
        expect(row.searchQueryVolume).toBeGreaterThan(0.7 * weekly - 3);
        expect(row.searchQueryVolume).toBeLessThan(1.3 * weekly + 3);
      }
    },
    TIMEOUT,
  );

  it(
    'count at least the clicks the ads bought',
    async () => {
      const asin = KNOWN_ASINS['com.au'].strongHero;
      const week = { from: '2026-04-05', to: '2026-04-11' };
      const report = await market.searchQueryPerformance(ctx, 'com.au', {
        asins: [asin],
        ...week,
        asOf: '2026-05-01',
      });
      const { rows: ppc } = await market.ppcSearchTermReport(ctx, 'com.au', { asin, ...week });
      const sqpClicks = report.rows.reduce((s, r) => s + r.clicks.asinCount, 0);
      const ppcClicks = ppc.reduce((s, r) => s + r.clicks, 0);
      expect(ppcClicks).toBeGreaterThan(0);
      expect(sqpClicks).toBeGreaterThan(ppcClicks);
    },
    TIMEOUT,
  );
});
