import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { channels, DIVE_MESSAGES, type KeywordRow, type NicheSummary } from '@fathom/contract';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import { eq } from 'drizzle-orm';
import { niches, subscriptions } from '../../db/schema';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { startBody, waitForRun } from '../../test/dives';

let t: TestApp;
let owner: TestUser;
let outsider: TestUser;
const known = KNOWN_ASINS.com;

const start = (user: TestUser, body: object) =>
  t.request({
    method: 'POST',
    url: `/api/orgs/${user.orgId}/dives`,
    cookie: user.cookie,
    payload: body,
  });

const divedAsins = async (user: TestUser) =>
  (await t.services.billing.quota(user.orgId, 'DIVED_ASINS')).used;

beforeAll(async () => {
  t = await startTestApp({ work: true });
  owner = await t.signUp('Olivia');
  outsider = await t.signUp('Oscar');
});
afterAll(() => t.close());

describe('Niche Dive', () => {
  let nicheId: number;

  it('discovers competitors, builds the niche and charges the quota once', async () => {
    const res = await start(owner, startBody(known.strongHero));
    expect(res.statusCode).toBe(200);
    const status = await waitForRun(t, owner, res.json().sndId);
    expect(status).toMatchObject({
      status: 'completed',
      step: 'REDIRECTION',
      progress: 1,
      text: 'Dive Completed, Redirecting...',
    });
    expect(status.link).toMatch(/^\/niche\/\d+\/niche-analysis\/mkl$/);
    nicheId = Number(/\/niche\/(\d+)\//.exec(status.link!)![1]);

    const niche = (
      await t.request({ method: 'GET', url: `/api/niches/${nicheId}`, cookie: owner.cookie })
    ).json<NicheSummary>();
    expect(niche).toMatchObject({
      heroAsin: known.strongHero,
      marketplace: 'com',
      numCompetitors: 15,
    });
    expect(niche.heroKeyword).toBeTruthy();
    expect(niche.label).toBe(niche.heroKeyword);
    expect(niche.numVisibleKeywords).toBeGreaterThan(20);

    const competitors = (
      await t.request({
        method: 'GET',
        url: `/api/niches/${nicheId}/competitors`,
        cookie: owner.cookie,
      })
    ).json<{ asin: string; isHero: boolean }[]>();
    expect(competitors).toHaveLength(15);
    expect(competitors[0]).toMatchObject({ asin: known.strongHero, isHero: true });
    expect(new Set(competitors.map((c) => c.asin)).size).toBe(15);

    const mkl = (
      await t.request({
        method: 'GET',
        url: `/api/niches/${nicheId}/keywords?list=mkl`,
        cookie: owner.cookie,
      })
    ).json<KeywordRow[]>();
    expect(mkl.length).toBe(niche.numVisibleKeywords);
    expect(mkl.every((k) => k.relevancy >= 0.3)).toBe(true);
    expect(mkl[0]!.searchVolume).toBeGreaterThanOrEqual(mkl.at(-1)!.searchVolume);
    const ranked = mkl.filter((k) => Object.keys(k.organicRanks).length >= 5);
    expect(ranked.length).toBeGreaterThan(10);
    for (const k of mkl)
      for (const rank of Object.values(k.organicRanks)) expect(rank).toBeGreaterThanOrEqual(1);

    // The pipeline's figures of the niche follow from the master list it shows.
    const [stored] = await t.database.db.select().from(niches).where(eq(niches.id, nicheId));
    const volumes = mkl.map((k) => k.searchVolume);
    const total = volumes.reduce((s, v) => s + v, 0);
    const held = mkl.filter((k) => k.relevancy >= 0.5).reduce((s, k) => s + k.searchVolume, 0);
    expect(stored).toMatchObject({
      minRelevancy: Math.min(...mkl.map((k) => k.relevancy)),
      minSearchVolume: Math.min(...volumes),
      maxSearchVolume: Math.max(...volumes),
      keywordStrength: expect.closeTo(held / total, 10),
    });
    expect(stored!.numVeryStrongCompetitors).toBeGreaterThanOrEqual(0);
    expect(stored!.percentVeryStrongCompetitors).toBeCloseTo(
      stored!.numVeryStrongCompetitors! / 15,
      10,
    );
    expect(stored!.medianSalesLower).toBeLessThanOrEqual(stored!.medianSales!);
    expect(stored!.medianRevenueLowerCents).toBeLessThanOrEqual(stored!.medianRevenueCents!);
    expect(stored!.medianRevenueLowerCents).toBeGreaterThan(0);

    expect(await divedAsins(owner)).toBe(15);
  });

  it('charges nothing more when the dive job runs again', async () => {
    const before = await divedAsins(owner);
    const [run] = await t.database.db.query.diveRuns.findMany({
      where: (r, { eq }) => eq(r.organizationId, owner.orgId),
    });
    await t.services.dives.runDive(run!.id, { retryCount: 1, isLast: false });
    await t.services.dives.runDiscovery(run!.id, { retryCount: 1, isLast: false });
    expect(await divedAsins(owner)).toBe(before);
    const niches = (
      await t.request({
        method: 'GET',
        url: `/api/orgs/${owner.orgId}/niches`,
        cookie: owner.cookie,
      })
    ).json<unknown[]>();
    expect(niches).toHaveLength(1);
  });

  it('keeps another organization out of the niche and its progress channels', async () => {
    for (const path of ['', '/competitors', '/keywords?list=mkl']) {
      const res = await t.request({
        method: 'GET',
        url: `/api/niches/${nicheId}${path}`,
        cookie: outsider.cookie,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Niche not found');
    }
    const list = await t.request({
      method: 'GET',
      url: `/api/orgs/${owner.orgId}/niches`,
      cookie: outsider.cookie,
    });
    expect(list.statusCode).toBe(404);
    const [run] = await t.database.db.query.diveRuns.findMany({
      where: (r, { eq }) => eq(r.organizationId, owner.orgId),
    });
    const status = await t.request({
      method: 'GET',
      url: `/api/orgs/${outsider.orgId}/dives/${run!.id}`,
      cookie: outsider.cookie,
    });
    expect(status.statusCode).toBe(404);
    const channelOrg = await t.database.db.query.realtimeChannels.findFirst({
      where: (c, { eq }) =>
        eq(c.name, channels.dive.name({ progressBarId: run!.diveProgressBarId! })),
    });
    expect(channelOrg?.organizationId).toBe(owner.orgId);
  });

  it('fails a weak hero with the weak-hero message and code, and charges nothing', async () => {
    const before = await divedAsins(owner);
    const publish = vi.spyOn(t.services.publisher, 'publish');
    const body = startBody(known.weakHero);
    const res = await start(owner, body);
    const status = await waitForRun(t, owner, res.json().sndId);
    expect(status).toMatchObject({
      status: 'failed',
      step: 'WEAK_HERO_ASIN_ERROR',
      errorMessage: 'Hero product is too weak to find competitors',
    });
    await expect
      .poll(() => publish)
      .toHaveBeenCalledWith(
        channels.nicheDiscovery,
        { progressBarId: body.progressBarId },
        'completed',
        {
          success: false,
          errorCode: 'WEAK_HERO',
          errorMessage: 'Hero product is too weak to find competitors',
        },
      );
    publish.mockRestore();
    expect(await divedAsins(owner)).toBe(before);
  });

  it('refuses an unknown ASIN, a count above the tier cap and a malformed body', async () => {
    const unknown = await start(owner, startBody('B000000000'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(DIVE_MESSAGES.heroNotFound);
    const tooMany = await start(owner, startBody(known.strongHero, 35));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Your plan allows at most 30 competitors in a dive');
    const body = startBody(known.weakHero);
    expect((await start(owner, body)).statusCode).toBe(200);
    const reused = await start(owner, body);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe('This progressBarId was used before; start with a new one');
    const malformed = await start(owner, { ...startBody(known.strongHero), progressBarId: 'x' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('progressBarId');
  });

  it('refuses a dive beyond the Dive ASINs quota or the niche limit', async () => {
    await t.database.db
      .update(subscriptions)
      .set({ tier: 'starter' })
      .where(eq(subscriptions.organizationId, owner.orgId));
    await t.services.work.run((repos) =>
      repos.quota.charge(`test:fill:${owner.orgId}`, owner.orgId, 'DIVED_ASINS', 290),
    );
    const over = await start(owner, startBody(known.strongHero, 15));
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toBe(DIVE_MESSAGES.divedAsinsLimit);

    // The starter tier holds 25 niches; the owner has one from the first dive.
    const filler = Array.from({ length: 24 }, (_, i) => ({
      organizationId: owner.orgId,
      label: `filler ${i}`,
      marketplace: 'com' as const,
      heroAsin: known.strongHero,
    }));
    await t.database.db.insert(niches).values(filler);
    const full = await start(owner, startBody(known.strongHero, 5));
    expect(full.statusCode).toBe(403);
    expect(full.json().message).toBe(DIVE_MESSAGES.nicheLimit);
  });
});
