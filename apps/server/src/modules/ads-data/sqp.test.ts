import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  addDays,
  marketplaceDate,
  type Heatmap,
  type SqpCoverage,
  type SqpDataResponse,
  type Tracker,
} from '@fathom/contract';
import { createSimulatedMarket, type MarketDataProvider } from '@fathom/market';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { trackerWithHistory } from '../../test/rank-radar-fixture';
import { column, parseRows } from '../../db/rows';

let t: TestApp;
let owner: TestUser;
let outsider: TestUser;
let tracker: Tracker;
let terms: Heatmap['keywords'];
const today = marketplaceDate('com');
let downloadFails = false;

const simulated = createSimulatedMarket();
const market = new Proxy(simulated, {
  get(target, prop, receiver) {
    if (prop === 'searchQueryPerformance')
      return (...args: Parameters<MarketDataProvider['searchQueryPerformance']>) => {
        if (downloadFails) return Promise.reject(new Error('report download failed'));
        return target.searchQueryPerformance(...args);
      };
    return Reflect.get(target, prop, receiver) as unknown;
  },
});

const query = async <S extends z.ZodType>(shape: S, q: ReturnType<typeof sql>) =>
  parseRows(shape, await t.database.db.execute(q));
const Count = z.object({ n: column.int });
const StoredRow = z.object({
  search_query_volume: column.int,
  days_with_data: column.int,
  impressions_total: column.int,
  impressions_asin: column.int,
  clicks_total: column.int,
  clicks_asin: column.int,
  cart_adds_total: column.int,
  purchases_total: column.int,
  purchases_asin: column.int,
});
const lastTry = { retryCount: 2, isLast: true };
const api = (user: TestUser, method: 'GET' | 'POST', path: string, payload?: object) =>
  t.request({ method, url: `/api/orgs/${user.orgId}/krt${path}`, cookie: user.cookie, payload });
const sqpData = (body: object, user = owner, id = tracker.id) =>
  api(user, 'POST', `/${id}/krt-keyword/sqp-data/krtKeywords`, body);
const stored = () =>
  query(
    z.object({ rows: column.int, weeks: column.int }),
    sql`select
    (select count(*)::int from sqp_rows where tracker_id = ${tracker.id}) as rows,
    (select count(*)::int from sqp_weeks where tracker_id = ${tracker.id}) as weeks`,
  );

beforeAll(async () => {
  t = await startTestApp({ market });
  owner = await t.signUp('Sina');
  outsider = await t.signUp('Otto');
  const asin = KNOWN_ASINS.com.variationParent;
  tracker = await trackerWithHistory(t, owner, { label: 'sqp', terms: 8, days: 2, asin: asin });
  terms = (await api(owner, 'GET', `/${tracker.id}/heatmap`)).json<Heatmap>().keywords;
}, 240_000);
afterAll(() => t.close());

describe('SQP import', () => {
  it('says NO_CONNECTION with no coverage before the organization connects', async () => {
    const res = await api(owner, 'GET', `/${tracker.id}/sqp-coverage`);
    expect(res.statusCode).toBe(200);
    expect(res.json<SqpCoverage>()).toEqual({
      status: 'NO_CONNECTION',
      weeks: [],
      marketplaceSupported: true,
    });
    const map = (await api(owner, 'GET', `/${tracker.id}/heatmap`)).json<Heatmap>();
    expect(map.coverage.hasNoSqpDataForAllKeywords).toBe(true);
    expect(map.keywords.every((k) => k.sqpData === null)).toBe(true);
  });

  it('stores 13 weeks per ASIN once, however often and by however many workers it runs', async () => {
    await t.database.db.execute(sql`insert into amazon_connections
      (organization_id, kind, marketplace, provider, status, account_name, external_id, connected_at)
      values (${owner.orgId}, 'sp-api', 'com', 'simulated', 'CONNECTED', 'Sina store', 'A1SINA',
        now() - interval '3 days')`);
    await t.services.sqpImport.run({}, lastTry);
    const first = (await stored())[0]!;
    expect(first.rows).toBeGreaterThan(0);
    expect(first.weeks).toBeGreaterThanOrEqual(13 * tracker.asins.length);
    await t.services.sqpImport.run({}, lastTry);
    await Promise.all([
      t.services.sqpImport.run({}, lastTry),
      t.services.sqpImport.run({}, lastTry),
    ]);
    expect((await stored())[0]).toEqual(first);
    const dupes = await query(
      Count,
      sql`select count(*)::int as n from (
      select 1 from sqp_rows where tracker_id = ${tracker.id}
      group by search_query, end_date, asin having count(*) > 1) d`,
    );
    expect(dupes[0]!.n).toBe(0);
  });

  it('keeps the rows of queries the tracker does not follow', async () => {
    const untracked = await query(
      Count,
      sql`select count(*)::int as n from sqp_rows r
      where r.tracker_id = ${tracker.id} and not exists (select 1 from rank_tracker_keywords k
        where k.tracker_id = r.tracker_id and k.keyword = r.search_query)`,
    );
    expect(untracked[0]!.n).toBeGreaterThan(0);
  });

  it('retries a failed download, then stores its open weeks FAILED and keeps the data', async () => {
    const before = (await stored())[0]!;
    downloadFails = true;
    try {
      await expect(t.services.sqpImport.run({}, { retryCount: 0, isLast: false })).rejects.toThrow(
        'report download failed',
      );
      await t.services.sqpImport.run({}, lastTry);
    } finally {
      downloadFails = false;
    }
    expect((await stored())[0]!.rows).toBe(before.rows);
    const coverage = (await api(owner, 'GET', `/${tracker.id}/sqp-coverage`)).json<SqpCoverage>();
    expect(coverage.status).toBe('FAILED');
    expect(coverage.weeks.at(-1)!.status).toBe('FAILED');
    expect(coverage.weeks.some((w) => w.status === 'COMPLETED')).toBe(true);
    // The next run reads the failed weeks again.
    await t.services.sqpImport.run({}, lastTry);
    const again = (await api(owner, 'GET', `/${tracker.id}/sqp-coverage`)).json<SqpCoverage>();
    expect(again.weeks.at(-1)!.status).not.toBe('FAILED');
  });
});

describe('SQP data per search term', () => {
  it('answers sqpData per term, the aggregate and weekly rows per ASIN', async () => {
    const ids = terms.map((k) => k.keywordId);
    const res = await sqpData({ keywordIds: ids });
    expect(res.statusCode).toBe(200);
    const answer = res.json<SqpDataResponse>();
    expect(answer.keywords.map((k) => k.keywordId)).toEqual(ids);
    const withData = answer.keywords.filter((k) => k.sqpData.sqpStatus === 'COMPLETED');
    expect(withData.length).toBeGreaterThan(0);
    for (const k of answer.keywords) {
      for (const row of k.rows) {
        expect(tracker.asins).toContain(row.asin);
        const days = (Date.parse(row.endDate) - Date.parse(row.startDate)) / 86_400_000;
        expect(days).toBe(6);
      }
    }
    // A completed week without a row for the ASIN is NOT_MENTIONED, with no figures.
    const completedWeeks = new Set(
      answer.weeks.filter((w) => w.status === 'COMPLETED').map((w) => w.endDate),
    );
    const all = answer.keywords.flatMap((k) => k.rows);
    const notMentioned = all.filter((r) => r.sqpStatus === 'NOT_MENTIONED');
    expect(notMentioned.length).toBeGreaterThan(0);
    for (const r of notMentioned) {
      expect(completedWeeks.has(r.endDate)).toBe(true);
      expect(r.searchQueryVolume).toBeNull();
      expect(r.impressions).toBeNull();
    }
    const waiting = all.filter((r) => r.sqpStatus === 'NOT_PUBLISHED');
    expect(waiting.length).toBeGreaterThan(0);

    // Figures of one weekly row, against the stored report row (docs/metrics.md "SQP").
    const row = all.find((r) => r.sqpStatus === 'COMPLETED' && (r.clicks?.asinCount ?? 0) > 0)!;
    const keyword = answer.keywords.find((k) => k.rows.includes(row))!.keyword;
    const [db] = await query(
      StoredRow,
      sql`select * from sqp_rows
      where tracker_id = ${tracker.id} and search_query = ${keyword}
        and asin = ${row.asin} and end_date = ${row.endDate}::date`,
    );
    const pct = (a: number, b: number) => Math.round((10000 * a) / b) / 100;
    expect(row.searchQueryVolume).toBe(db!.search_query_volume);
    expect(row.numberOfDaysWithData).toBe(db!.days_with_data);
    expect(row.impressions).toEqual({
      totalCount: db!.impressions_total,
      asinCount: db!.impressions_asin,
      asinShare: pct(db!.impressions_asin, db!.impressions_total),
    });
    expect(row.ctrAsin).toBe(pct(db!.clicks_asin, db!.impressions_asin));
    expect(row.ctrTotal).toBe(pct(db!.clicks_total, db!.impressions_total));
    expect(row.cvrAsin).toBe(pct(db!.purchases_asin, db!.clicks_asin));
    expect(row.cvrTotal).toBe(pct(db!.purchases_total, db!.clicks_total));
    expect(row.clicksClickRate).toBe(pct(db!.clicks_total, db!.search_query_volume));
    expect(row.cartAddsCartAddRate).toBe(pct(db!.cart_adds_total, db!.search_query_volume));
    expect(row.purchasesPurchaseRate).toBe(pct(db!.purchases_total, db!.search_query_volume));

    // A term's period figures add up its weeks; the aggregate adds up the terms.
    const volumes = withData.map((k) => k.sqpData.searchQueryVolume!);
    expect(answer.aggregate.searchQueryVolume).toBe(volumes.reduce((a, b) => a + b, 0));
    expect(answer.aggregate.sqpStatus).toBe('COMPLETED');
  });

  it("gives the heatmap its terms' SQP figures over the weeks of its window", async () => {
    const from = addDays(today, -89);
    const map = (
      await api(owner, 'GET', `/${tracker.id}/heatmap?from=${from}&to=${today}`)
    ).json<Heatmap>();
    expect(map.coverage.hasNoSqpDataForAllKeywords).toBe(false);
    const answer = (
      await sqpData({ keywordIds: map.keywords.map((k) => k.keywordId), from, to: today })
    ).json<SqpDataResponse>();
    for (const k of map.keywords) {
      const data = answer.keywords.find((a) => a.keywordId === k.keywordId)!.sqpData;
      expect(k.sqpData).toEqual(data.sqpStatus === 'COMPLETED' ? data : null);
    }
    expect(map.aggregate.average.sqpData).toEqual(answer.aggregate);
  });

  it("hides another organization's tracker and refuses unknown terms", async () => {
    const ids = [terms[0]!.keywordId];
    const other = await t.request({
      method: 'POST',
      url: `/api/orgs/${outsider.orgId}/krt/${tracker.id}/krt-keyword/sqp-data/krtKeywords`,
      cookie: outsider.cookie,
      payload: { keywordIds: ids },
    });
    expect(other.statusCode).toBe(404);
    const coverage = await t.request({
      method: 'GET',
      url: `/api/orgs/${outsider.orgId}/krt/${tracker.id}/sqp-coverage`,
      cookie: outsider.cookie,
    });
    expect(coverage.statusCode).toBe(404);
    expect((await sqpData({ keywordIds: [2_000_000_000] })).statusCode).toBe(404);
  });

  it('refuses out-of-bounds bodies', async () => {
    const id = terms[0]!.keywordId;
    expect((await sqpData({ keywordIds: [] })).statusCode).toBe(400);
    expect(
      (await sqpData({ keywordIds: Array.from({ length: 501 }, (_, i) => i + 1) })).statusCode,
    ).toBe(400);
    expect(
      (await sqpData({ keywordIds: [id], from: '2026-02-01', to: '2026-01-01' })).statusCode,
    ).toBe(400);
    expect(
      (await sqpData({ keywordIds: [id], from: '2024-01-01', to: '2026-01-01' })).statusCode,
    ).toBe(400);
    expect((await sqpData({ keywordIds: [id], extra: 1 })).statusCode).toBe(400);
  });
});
