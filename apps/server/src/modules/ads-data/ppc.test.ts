import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  addDays,
  marketplaceDate,
  normalizeSearchTerm,
  type AdDataResponse,
  type Heatmap,
  type PoolKeyword,
  type Tracker,
} from '@fathom/contract';
import {
  createSimulatedMarket,
  type MarketDataProvider,
  type PpcReport,
  type PpcSearchTermRow,
} from '@fathom/market';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import { amazonConnections } from '../../db/schema';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { radarApi, radarNiche, trackHero } from '../../test/rank-radar-fixture';
import { createAmazonConnectionsRepository } from '../amazon-connections/amazon-connections.repository';
import { createPpcImport } from './ppc.import';
import { createPpcRepository } from './ppc.repository';

let t: TestApp;
let owner: TestUser;
let outsider: TestUser;
let hero: Tracker;
let family: Tracker;
let heroTerms: Heatmap['keywords'];
let familyTerms: Heatmap['keywords'];
let connectionId: number;
const today = marketplaceDate('com');
const day = addDays(today, -1);
const quiet = { error: () => {}, warn: () => {} };
const noQueue = { send: () => Promise.resolve(undefined) };

const adData = (user: TestUser, tracker: Tracker, body: object) =>
  radarApi(t)(user, 'POST', `/${tracker.id}/krt-keyword/ad-data/krtKeywords`, body);
const factCount = async () => {
  const result: unknown = await t.database.db.execute(
    sql`select count(*)::int as n, coalesce(sum(spend), 0)::float8 as spend from ppc_facts
      where connection_id = ${connectionId}`,
  );
  return (result as { rows: { n: number; spend: number }[] }).rows[0]!;
};

async function tracked(user: TestUser, label: string, asin: string) {
  const nicheId = await radarNiche(t, user, label, 12, asin);
  const res = await trackHero(t, user, nicheId, 12, asin);
  expect(res.statusCode).toBe(200);
  return res.json<Tracker>();
}

/** An import reading through `market` (the app's simulated marketplace unless given). */
const importer = (market: MarketDataProvider) =>
  createPpcImport({
    repo: createPpcRepository(t.database.db),
    connections: createAmazonConnectionsRepository(t.database.db),
    market,
    queue: noQueue,
    log: quiet,
  });

/** The simulated marketplace, but answering `report` for the search-term report. */
const reporting = (report: () => Promise<PpcReport>): MarketDataProvider => {
  const market = createSimulatedMarket();
  return Object.assign(Object.create(market) as MarketDataProvider, {
    ppcSearchTermReport: report,
  });
};

const row = (over: Partial<PpcSearchTermRow>): PpcSearchTermRow => ({
  startDate: day,
  endDate: day,
  campaignName: 'Garlic - Exact',
  adGroupName: 'Top Keywords',
  advertisedAsin: family.asins[0]!,
  matchType: 'EXACT',
  targeting: 'x',
  searchTerm: 'x',
  impressions: 1000,
  clicks: 50,
  spend: 4000,
  sales: 10000,
  orders: 5,
  currency: 'USD',
  ...over,
});

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.signUp('Petra');
  outsider = await t.signUp('Quinn');
  hero = await tracked(owner, 'ppc hero', KNOWN_ASINS.com.strongHero);
  family = await tracked(owner, 'ppc family', KNOWN_ASINS.com.variationParent);
  const terms = async (tracker: Tracker) =>
    (await radarApi(t)(owner, 'GET', `/${tracker.id}/heatmap`)).json<Heatmap>().keywords;
  heroTerms = await terms(hero);
  familyTerms = await terms(family);
  const [connection] = await t.database.db
    .insert(amazonConnections)
    .values({
      organizationId: owner.orgId,
      kind: 'amazon-ads',
      marketplace: 'com',
      provider: 'simulated',
      status: 'CONNECTED',
      accountName: 'Petra Ads',
      externalId: 'profile-1',
    })
    .returning();
  connectionId = connection!.id;
}, 240_000);
afterAll(() => t.close());

describe('daily PPC import', () => {
  it("stores the day's search-term report and answers each term's ad data from it", async () => {
    const result = await t.services.ppcImport.importDay({ connectionId, day });
    expect(result.status).toBe('COMPLETED');
    expect(result.stored).toBeGreaterThan(0);
    const report = await createSimulatedMarket().ppcSearchTermReport(
      { orgId: owner.orgId },
      'com',
      {
        asin: hero.asin,
        from: day,
        to: day,
        timeUnit: 'DAILY',
      },
    );
    const ids = heroTerms.map((k) => k.keywordId);
    const res = await adData(owner, hero, { keywordIds: ids, from: day, to: day });
    expect(res.statusCode).toBe(200);
    const answer = res.json<AdDataResponse>();
    const advertised = answer.keywords.filter((k) => k.adData.totalImpressions > 0);
    expect(advertised.length).toBeGreaterThan(0);
    expect(answer.totalAdDataKeywordCount).toBe(advertised.length);
    for (const k of advertised) {
      const rows = report.rows.filter(
        (r) => normalizeSearchTerm(r.searchTerm) === normalizeSearchTerm(k.keyword),
      );
      const sum = (f: (r: PpcSearchTermRow) => number) => rows.reduce((s, r) => s + f(r), 0);
      expect(k.adData.totalImpressions).toBe(sum((r) => r.impressions));
      expect(k.adData.totalClicks).toBe(sum((r) => r.clicks));
      expect(k.adData.ppcSpend).toBeCloseTo(sum((r) => r.spend) / 100, 2);
      expect(k.adData.ppcSales).toBeCloseTo(sum((r) => r.sales) / 100, 2);
      expect(k.campaigns.map((c) => c.campaignName).sort()).toEqual(
        [...new Set(rows.map((r) => r.campaignName))].sort(),
      );
      expect(k.campaigns.every((c) => c.marketplace === 'com')).toBe(true);
    }
    const total = answer.aggregate;
    expect(total.totalImpressions).toBe(
      answer.keywords.reduce((s, k) => s + k.adData.totalImpressions, 0),
    );
    const connection = await createAmazonConnectionsRepository(t.database.db).find(
      owner.orgId,
      'amazon-ads',
      'com',
    );
    expect(connection?.lastSyncedAt).not.toBeNull();
  });

  it("shows each term's PPC spend, the count of terms with PPC data and the coverage on the heatmap", async () => {
    const ids = heroTerms.map((k) => k.keywordId);
    const ad = (
      await adData(owner, hero, { keywordIds: ids, from: day, to: day })
    ).json<AdDataResponse>();
    const map = (
      await radarApi(t)(owner, 'GET', `/${hero.id}/heatmap?from=${day}&to=${day}`)
    ).json<Heatmap>();
    expect(map.aggregate.total.totalAdDataKeywordCount).toBe(ad.totalAdDataKeywordCount);
    expect(map.coverage.hasNoPpcDataForAllKeywords).toBe(false);
    for (const k of ad.keywords) {
      const row = map.keywords.find((m) => m.keywordId === k.keywordId)!;
      expect(row.ppcSpend).toBe(k.adData.totalImpressions > 0 ? k.adData.ppcSpend : null);
    }
    const before = addDays(day, -20);
    const empty = (
      await radarApi(t)(owner, 'GET', `/${hero.id}/heatmap?from=${before}&to=${before}`)
    ).json<Heatmap>();
    expect(empty.coverage.hasNoPpcDataForAllKeywords).toBe(true);
    expect(empty.keywords.every((k) => k.ppcSpend === null)).toBe(true);
  });

  it('replaces a day on a re-run and when two workers import it at once, never doubling it', async () => {
    await t.services.ppcImport.importDay({ connectionId, day });
    const once = await factCount();
    await t.services.ppcImport.importDay({ connectionId, day });
    expect(await factCount()).toEqual(once);
    await Promise.all([
      t.services.ppcImport.importDay({ connectionId, day }),
      importer(createSimulatedMarket()).importDay({ connectionId, day }),
    ]);
    expect(await factCount()).toEqual(once);
  });

  it("attributes rows to the tracker's variations and terms whatever their case and spaces; other terms go to the pool", async () => {
    expect(family.asins.length).toBeGreaterThanOrEqual(2);
    const term = familyTerms[0]!;
    const child = family.asins[family.asins.length - 1]!;
    const rows = [
      row({ searchTerm: `  ${term.keyword.toUpperCase()} `, advertisedAsin: child }),
      row({ searchTerm: term.keyword, matchType: 'AUTO', campaignName: 'Garlic - Auto' }),
      row({ searchTerm: 'Zesty Untracked Term', spend: 2500 }),
      row({ searchTerm: term.keyword, advertisedAsin: 'B0NOTOURS1', impressions: 99_999 }),
    ];
    const other = addDays(today, -2);
    const market = reporting(() =>
      Promise.resolve<PpcReport>({
        status: 'COMPLETED',
        rows: rows.map((r) => ({ ...r, startDate: other, endDate: other })),
      }),
    );
    await importer(market).importDay({ connectionId, day: other });
    const res = await adData(owner, family, {
      keywordIds: [term.keywordId],
      from: other,
      to: other,
    });
    const answer = res.json<AdDataResponse>().keywords[0]!;
    expect(answer.adData).toMatchObject({
      totalImpressions: 2000,
      totalClicks: 100,
      totalOrders: 10,
      ppcSpend: 80,
      ppcSales: 200,
      exactMatches: 1,
      autoMatches: 1,
      phraseMatches: 0,
      broadMatches: 0,
      costPerClicks: 0.8,
      clickThroughRate: 5,
      conversionRate: 10,
      acos: 40,
    });
    expect(answer.campaigns.map((c) => c.campaignName)).toEqual([
      'Garlic - Auto',
      'Garlic - Exact',
    ]);
    const pool = await radarApi(t)(
      owner,
      'GET',
      `/${family.id}/pool/keywords?from=${other}&to=${other}`,
    );
    const candidate = pool
      .json<{ keywords: PoolKeyword[] }>()
      .keywords.find((k) => k.keyword === 'zesty untracked term');
    expect(candidate?.ppcSpend).toBe(25);
  });

  it('retries a report Amazon is still preparing and a failed download, then marks the day FAILED and keeps its rows', async () => {
    const before = await factCount();
    const pending = importer(
      reporting(() => Promise.resolve<PpcReport>({ status: 'IN_PROGRESS', rows: [] })),
    );
    await expect(
      pending.importDay({ connectionId, day }, { retryCount: 0, isLast: false }),
    ).rejects.toThrow(/not ready/);
    const failing = importer(reporting(() => Promise.reject(new Error('socket hang up'))));
    await expect(
      failing.importDay({ connectionId, day }, { retryCount: 0, isLast: false }),
    ).rejects.toThrow('socket hang up');
    expect(await failing.importDay({ connectionId, day }, { retryCount: 8, isLast: true })).toEqual(
      { stored: 0, status: 'FAILED' },
    );
    expect(await createPpcRepository(t.database.db).importStatus(connectionId, day)).toBe('FAILED');
    expect(await factCount()).toEqual(before);
    const res = await adData(owner, hero, {
      keywordIds: heroTerms.map((k) => k.keywordId),
      from: day,
      to: day,
    });
    expect(res.json<AdDataResponse>().totalAdDataKeywordCount).toBeGreaterThan(0);
    const connection = await createAmazonConnectionsRepository(t.database.db).find(
      owner.orgId,
      'amazon-ads',
      'com',
    );
    expect(connection?.status).toBe('CONNECTED');
  });

  it('marks the connection in error when Amazon refuses it', async () => {
    const refused = importer(
      reporting(() => Promise.reject(Object.assign(new Error('Unauthorized'), { status: 401 }))),
    );
    expect(
      await refused.importDay({ connectionId, day }, { retryCount: 0, isLast: false }),
    ).toEqual({ stored: 0, status: 'CONNECTION_ERROR' });
    const connection = await createAmazonConnectionsRepository(t.database.db).find(
      owner.orgId,
      'amazon-ads',
      'com',
    );
    expect(connection?.status).toBe('CONNECTION_ERROR');
    await t.database.db.execute(
      sql`update amazon_connections set status = 'CONNECTED' where id = ${connectionId}`,
    );
  });
});

describe('ad data per search term', () => {
  it("is 404 for another organization's tracker and for a term of another tracker", async () => {
    const ids = heroTerms.slice(0, 1).map((k) => k.keywordId);
    expect((await adData(outsider, hero, { keywordIds: ids })).statusCode).toBe(404);
    const res = await adData(owner, hero, { keywordIds: [familyTerms[0]!.keywordId] });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe(
      'Search term not found in this Rank Radar',
    );
  });

  it('refuses a start after the end', async () => {
    const res = await adData(owner, hero, {
      keywordIds: [heroTerms[0]!.keywordId],
      from: today,
      to: day,
    });
    expect(res.statusCode).toBe(400);
  });
});
