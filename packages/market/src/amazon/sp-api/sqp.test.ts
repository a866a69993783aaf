import { gzipSync } from 'node:zlib';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MalformedReportError } from '../errors';
import type { FakeAmazon } from '../testing/fake-amazon';
import { providerOn, SELLER, useFakeAmazon } from '../testing/harness';

const held = useFakeAmazon();
let fake: FakeAmazon;
beforeAll(() => {
  fake = held.fake;
});
beforeEach(() => {
  fake.state.pollsBeforeDone = 1;
});

const ctx = { orgId: 1, connection: SELLER };
const created = () =>
  fake.requests
    .filter((r) => r.method === 'POST' && r.path === '/reports/2021-06-30/reports')
    .map((r) => JSON.parse(r.body) as Record<string, unknown>);
// Weeks ending Saturday 2025-01-11 and 2025-01-18; read on Wednesday 2025-01-22, when the
// second has just been published.
const twoWeeks = { from: '2025-01-05', to: '2025-01-18', asOf: '2025-01-22' };

describe('Search Query Performance through the Reports API', () => {
  it('requests each published week, polls, downloads the gzip document and maps its rows', async () => {
    const { provider } = providerOn(fake);
    const report = await provider.searchQueryPerformance(ctx, 'com', {
      ...twoWeeks,
      asins: ['B123456789'],
    });
    expect(report.weeks).toEqual([
      { startDate: '2025-01-05', endDate: '2025-01-11', status: 'COMPLETED' },
      { startDate: '2025-01-12', endDate: '2025-01-18', status: 'COMPLETED' },
    ]);
    expect(report.rows[0]).toEqual({
      asin: 'B123456789',
      searchQuery: 'wireless headphones',
      startDate: '2025-01-05',
      endDate: '2025-01-11',
      searchQueryScore: 5,
      searchQueryVolume: 15000,
      numberOfDaysWithData: 7,
      impressions: { totalCount: 10000, asinCount: 765, asinShare: 7.65 },
      clicks: { totalCount: 1000, asinCount: 50, asinShare: 5 },
      cartAdds: { totalCount: 200, asinCount: 10, asinShare: 5 },
      purchases: { totalCount: 100, asinCount: 5, asinShare: 5 },
    });
    expect(created()[1]).toEqual({
      reportType: 'GET_BRAND_ANALYTICS_SEARCH_QUERY_PERFORMANCE_REPORT',
      marketplaceIds: ['ATVPDKIKX0DER'],
      reportOptions: { reportPeriod: 'WEEK', asin: 'B123456789' },
      dataStartTime: '2025-01-05',
      dataEndTime: '2025-01-11',
    });
  });

  it('says a week not yet published is NOT_PUBLISHED and asks nothing for it', async () => {
    const { provider } = providerOn(fake);
    const report = await provider.searchQueryPerformance(ctx, 'com', {
      ...twoWeeks,
      asOf: '2025-01-21',
      asins: ['B123456789'],
    });
    expect(report.weeks.map((w) => w.status)).toEqual(['COMPLETED', 'NOT_PUBLISHED']);
    expect(created()).toHaveLength(1);
  });

  it('puts at most 18 ASINs in a report', async () => {
    const { provider } = providerOn(fake);
    const asins = Array.from({ length: 20 }, (_, i) => `B0000000${String(i).padStart(2, '0')}`);
    const report = await provider.searchQueryPerformance(ctx, 'com', {
      from: '2025-01-12',
      to: '2025-01-18',
      asOf: '2025-01-25',
      asins,
    });
    const options = created().map((c) => (c.reportOptions as { asin: string }).asin.split(' '));
    expect(options.map((a) => a.length)).toEqual([18, 2]);
    expect(new Set(report.rows.map((r) => r.asin)).size).toBe(20);
  });

  it('stops at the daily allowance, says so, and leaves the rest IN_PROGRESS', async () => {
    const { provider, notices } = providerOn(fake, { sqpReportsPerDay: 1 });
    const report = await provider.searchQueryPerformance(ctx, 'com', {
      ...twoWeeks,
      asins: ['B123456789'],
    });
    expect(created()).toHaveLength(1);
    expect(report.weeks.map((w) => w.status)).toEqual(['IN_PROGRESS', 'COMPLETED']);
    expect(report.rows.every((r) => r.endDate === '2025-01-18')).toBe(true);
    expect(notices).toEqual([
      'The daily allowance of 1 GET_BRAND_ANALYTICS_SEARCH_QUERY_PERFORMANCE_REPORT reports of this seller account is spent; it renews at 2025-01-21T00:00:00.000Z',
    ]);
    expect(
      provider.budget.remaining('A3SELLER', 'GET_BRAND_ANALYTICS_SEARCH_QUERY_PERFORMANCE_REPORT'),
    ).toBe(0);
  });

  it('answers IN_PROGRESS while Amazon prepares the report, and polls the same report later', async () => {
    const { provider } = providerOn(fake, { poll: { intervalMs: 1_000, maxWaitMs: 2_000 } });
    fake.state.pollsBeforeDone = 5;
    const query = {
      from: '2025-01-12',
      to: '2025-01-18',
      asOf: '2025-01-25',
      asins: ['B123456789'],
    };
    const first = await provider.searchQueryPerformance(ctx, 'com', query);
    expect(first).toEqual({
      weeks: [{ startDate: '2025-01-12', endDate: '2025-01-18', status: 'IN_PROGRESS' }],
      rows: [],
    });
    const second = await provider.searchQueryPerformance(ctx, 'com', query);
    expect(second.weeks[0]!.status).toBe('COMPLETED');
    expect(created()).toHaveLength(1);
  });

  it('counts a report Amazon cancelled (no data that week) as a completed week without rows', async () => {
    const { provider } = providerOn(fake);
    fake.state.cancelSqp = true;
    try {
      const report = await provider.searchQueryPerformance(ctx, 'com', {
        from: '2025-01-12',
        to: '2025-01-18',
        asOf: '2025-01-25',
        asins: ['B123456789'],
      });
      expect(report).toEqual({
        weeks: [{ startDate: '2025-01-12', endDate: '2025-01-18', status: 'COMPLETED' }],
        rows: [],
      });
    } finally {
      fake.state.cancelSqp = false;
    }
  });

  it.each([
    [
      'a truncated gzip document',
      () => gzipSync('{"dataByAsin": []}').subarray(0, 12),
      /truncated or not gzip/,
    ],
    [
      'a document that is not JSON',
      () => gzipSync('<html>Service Unavailable</html>'),
      /not complete JSON/,
    ],
    [
      'a row without its figures',
      () =>
        gzipSync(
          JSON.stringify({
            dataByAsin: [
              {
                startDate: '2025-01-12',
                endDate: '2025-01-18',
                asin: 'B123456789',
                searchQueryData: { searchQuery: 'x' },
              },
            ],
          }),
        ),
      /searchQueryData.searchQueryScore is not a number/,
    ],
  ])(
    'fails clearly on %s, gives no rows, and asks again on the next try',
    async (_name, bytes, message) => {
      const { provider } = providerOn(fake);
      fake.fail(/^\/download\//, { document: bytes() });
      const week = {
        from: '2025-01-12',
        to: '2025-01-18',
        asOf: '2025-01-25',
        asins: ['B123456789'],
      };
      const error = await provider
        .searchQueryPerformance(ctx, 'com', week)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MalformedReportError);
      expect((error as Error).message).toMatch(
        /^Amazon's Search Query Performance report could not be read: /,
      );
      expect((error as Error).message).toMatch(message);
      // The next try requests the week's report anew.
      const again = await provider.searchQueryPerformance(ctx, 'com', week);
      expect(again.weeks[0]!.status).toBe('COMPLETED');
      expect(created()).toHaveLength(2);
    },
  );
});
