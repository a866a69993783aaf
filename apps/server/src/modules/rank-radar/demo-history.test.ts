import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  addDays,
  marketplaceDate,
  type Heatmap,
  type JobPayload,
  type Tracker,
} from '@fathom/contract';
import { createSimulatedMarket } from '@fathom/market';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import { json, parseRows } from '../../db/rows';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { insertNiche } from '../../test/niche-fixture';

let t: TestApp;
let owner: TestUser;
let nicheId: number;
const hero = KNOWN_ASINS.com.strongHero;
const today = marketplaceDate('com');

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.signUp('Demi');
  const market = createSimulatedMarket();
  const found = await market.reverseAsin({ orgId: null }, 'com', { asin: hero, date: today });
  nicheId = await insertNiche(t.database.db, {
    organizationId: owner.orgId,
    label: 'demo radar niche',
    createdBy: owner.id,
    asins: [hero],
    researches: [
      found!.terms.slice(0, 30).map((term) => ({
        keyword: term.term,
        list: 'mkl' as const,
        searchVolume: term.searchVolume,
        relevancy: 0.8,
        wordCount: term.term.split(' ').length,
        organicRanks: {},
        sponsoredRanks: {},
      })),
    ],
  });
  // The demo organization's simulated Ads connection, which its PPC history is imported through.
  await t.database.db.execute(sql`insert into amazon_connections
      (organization_id, kind, marketplace, provider, status, account_name, external_id)
    values (${owner.orgId}, 'amazon-ads', 'com', 'simulated', 'CONNECTED', 'Ads', 'demo')`);
}, 180_000);
afterAll(() => t.close());

const get = (path: string) =>
  t.request({ method: 'GET', url: `/api/orgs/${owner.orgId}/krt${path}`, cookie: owner.cookie });

describe('demo Rank Radar history', () => {
  const request = () => ({
    organizationId: owner.orgId,
    userId: owner.id,
    nicheId,
    asin: hero,
    days: 10,
  });

  it('tracks the niche hero and fills the days before today from the market, once', async () => {
    expect(await t.services.rankRadarDemoHistory.fill(request())).toBe(10);
    const trackers = (await get(`/niche/${nicheId}`)).json<Tracker[]>();
    expect(trackers).toHaveLength(1);
    expect(trackers[0]).toMatchObject({ asin: hero, keywordCount: 30 });
    // A retry finds every day stored and adds nothing, nor a second tracker.
    expect(await t.services.rankRadarDemoHistory.fill(request())).toBe(0);
    expect((await get(`/niche/${nicheId}`)).json<Tracker[]>()).toHaveLength(1);
  });

  it('leaves unread only the alerts of the last past day, as for a user who followed the tracker', async () => {
    const [tracker] = (await get(`/niche/${nicheId}`)).json<Tracker[]>();
    const page = (await get(`/${tracker!.id}/alerts?page=1`)).json<{
      alerts: { day: string; read: boolean }[];
      unread: number;
    }>();
    expect(page.alerts.length).toBeGreaterThan(0);
    const last = addDays(today, -1);
    expect(page.alerts.filter((a) => !a.read).every((a) => a.day === last)).toBe(true);
    expect(page.alerts.filter((a) => a.day < last).every((a) => a.read)).toBe(true);
    expect(page.unread).toBe(page.alerts.filter((a) => a.day === last).length);
  });

  it('shows the backfilled days on the heatmap', async () => {
    const [tracker] = (await get(`/niche/${nicheId}`)).json<Tracker[]>();
    const from = addDays(today, -10);
    const to = addDays(today, -1);
    const res = await get(`/${tracker!.id}/heatmap?from=${from}&to=${to}`);
    expect(res.statusCode).toBe(200);
    const heatmap = res.json<Heatmap>();
    expect(heatmap.dates).toHaveLength(10);
    const ranked = heatmap.keywords.filter((k) => k.organicRanks.some((r) => r !== null));
    expect(ranked.length).toBeGreaterThan(0);
    // Every day was collected: nothing is interpolated.
    expect(heatmap.keywords.every((k) => k.interpolated.length === 0)).toBe(true);
    expect(heatmap.aggregate.average.organicRanks.every((r) => r !== null)).toBe(true);
    // Its terms were added on its first day, not on the day the demo was made.
    expect(new Set(heatmap.keywords.map((k) => k.dateAdded))).toEqual(new Set([from]));
  });

  it('asks for the PPC data of the backfilled days, imported through a simulated Ads connection', async () => {
    const [tracker] = (await get(`/niche/${nicheId}`)).json<Tracker[]>();
    const from = addDays(today, -10);
    const to = addDays(today, -1);
    const queued = parseRows(
      z.object({ data: json(z.custom<JobPayload<'ads-data.ppc-history'>>()) }),
      await t.database.db.execute(
        sql`select data from pgboss.job where name = 'ads-data.ppc-history'
          and (data->>'organizationId')::int = ${owner.orgId}`,
      ),
    );
    expect(queued.map((j) => j.data)).toEqual([
      { organizationId: owner.orgId, marketplace: 'com', from, to },
    ]);
    // The job, as the queue runs it.
    await t.services.ppcImport.history(queued[0]!.data);
    const heatmap = (await get(`/${tracker!.id}/heatmap?from=${from}&to=${to}`)).json<Heatmap>();
    expect(heatmap.coverage.hasNoPpcDataForAllKeywords).toBe(false);
    expect(heatmap.aggregate.total.totalAdDataKeywordCount).toBeGreaterThan(0);
    const imported: unknown = await t.database.db.execute(
      sql`select count(*)::int as days from ppc_imports i join amazon_connections c on c.id = i.connection_id
        where c.organization_id = ${owner.orgId} and i.status = 'COMPLETED'`,
    );
    expect((imported as { rows: { days: number }[] }).rows[0]!.days).toBe(10);
  });

  it('waits for a niche that has not been dived', async () => {
    await expect(
      t.services.rankRadarDemoHistory.fill({ ...request(), nicheId: 2_000_000 }),
    ).rejects.toThrow('has no finished dive yet');
  });
});
