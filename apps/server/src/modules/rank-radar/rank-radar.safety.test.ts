import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceDate, RANK_MESSAGES, type Heatmap, type Tracker } from '@fathom/contract';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { radarApi, radarNiche, trackHero } from '../../test/rank-radar-fixture';

let t: TestApp;
let owner: TestUser;
let outsider: TestUser;
let tracker: Tracker;
const api: ReturnType<typeof radarApi> = (...args) => radarApi(t)(...args);
const today = marketplaceDate('com');

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.signUp('Sasha');
  outsider = await t.signUp('Olga');
  const niche = await radarNiche(t, owner, 'safety niche', 30);
  tracker = (await trackHero(t, owner, niche, 30)).json<Tracker>();
  await t.services.rankRadarCollection.collect({
    marketplace: 'com',
    day: today,
    trackerId: tracker.id,
  });
});
afterAll(() => t.close());

describe('a tracker that is unknown or of another organization', () => {
  const calls = (id: number) =>
    [
      ['GET', `/${id}`, undefined],
      ['GET', `/${id}/heatmap`, undefined],
      ['PATCH', `/${id}`, { status: 'paused' }],
      ['DELETE', `/${id}`, undefined],
      ['PATCH', `/${id}/krt-keyword/update-status`, { keywordIds: [1], action: 'pause' }],
      ['POST', `/${id}/krt-keyword/preview`, { searchTerms: ['garlic press'] }],
      ['POST', `/${id}/krt-keyword/add`, { searchTerms: ['garlic press'] }],
    ] as const;

  it('is not found on every tracker route, and nothing changes', async () => {
    for (const [method, path, body] of calls(tracker.id)) {
      const res = await api(outsider, method, path, body);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json().message).toMatch(/not found/i);
    }
    for (const [method, path, body] of calls(2_000_000_000)) {
      const res = await api(owner, method, path, body);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    const mine = (await api(owner, 'GET', `/${tracker.id}`)).json<Tracker>();
    expect(mine).toMatchObject({ status: 'active', archived: false, keywordCount: 30 });
  });

  it('refuses a krtId that is not a positive whole number with a 400', async () => {
    for (const id of ['0', '-1', 'abc', '1.5', '99999999999'])
      expect((await api(owner, 'GET', `/${id}/heatmap`)).statusCode, id).toBe(400);
  });
});

describe('adding search terms', () => {
  const add = (searchTerms: string[], user = owner, id = tracker.id) =>
    api(user, 'POST', `/${id}/krt-keyword/add`, { searchTerms });

  it('counts what it skipped: duplicates in the request, tracked terms and empty ones', async () => {
    const [tracked] = (await api(owner, 'GET', `/${tracker.id}/heatmap`)).json<Heatmap>().keywords;
    const res = await add([
      'Safety Term One',
      'safety   term one',
      ` ${tracked!.keyword.toUpperCase()} `,
      '   ',
      'safety term two',
    ]);
    expect(res.json()).toEqual({ added: 2, skippedDuplicates: 2, skippedEmpty: 1 });
    const map = (await api(owner, 'GET', `/${tracker.id}/heatmap`)).json<Heatmap>();
    expect(map.keywords.filter((k) => k.keyword === 'safety term one')).toHaveLength(1);
    expect(map.aggregate.total.keywordCount).toBe(32);
  });

  it('refuses an empty list and a term with control characters, adding nothing', async () => {
    expect((await add([])).statusCode).toBe(400);
    const control = await add(['fine term', 'bad\u0000term']);
    expect(control.statusCode).toBe(400);
    expect(control.json().message).toMatch(/control characters/);
    const map = (await api(owner, 'GET', `/${tracker.id}/heatmap`)).json<Heatmap>();
    expect(map.keywords.some((k) => k.keyword === 'fine term')).toBe(false);
  });

  it('never overdraws the plan with two concurrent adds to two trackers', async () => {
    const user = await t.signUp('Rico');
    await t.services.billing.startSubscription(user.orgId, 'starter');
    const { strongHero, weakHero } = KNOWN_ASINS.com;
    const first = (
      await trackHero(t, user, await radarNiche(t, user, 'a', 20), 20)
    ).json<Tracker>();
    const second = (
      await trackHero(t, user, await radarNiche(t, user, 'b', 20, weakHero), 20, weakHero)
    ).json<Tracker>();
    expect(first.asin).toBe(strongHero);
    const quota = await t.services.billing.quota(user.orgId, 'RANK_RADAR_KEYWORDS');
    expect(quota.used).toBe(40);
    // Each add fits its tracker; together they pass the plan by 100 terms.
    const each = Math.floor((quota.limit! - quota.used) / 2) + 50;
    const terms = (prefix: string) => Array.from({ length: each }, (_, i) => `${prefix} ${i}`);
    const results = await Promise.all([
      add(terms('left'), user, first.id),
      add(terms('right'), user, second.id),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const refused = results.find((r) => r.statusCode === 400)!;
    expect(refused.json().message).toBe(
      RANK_MESSAGES.quotaExceeded(quota.limit! - quota.used - each),
    );
    const after = await t.services.billing.quota(user.orgId, 'RANK_RADAR_KEYWORDS');
    expect(after.used).toBe(quota.used + each);
    expect(after.used).toBeLessThanOrEqual(quota.limit!);
  });
});

describe('at the plan’s search terms limit', () => {
  it('refuses a new tracker and more terms with the spec’s message, changing nothing', async () => {
    const user = await t.signUp('Lena');
    await t.services.billing.startSubscription(user.orgId, 'starter');
    const first = (
      await trackHero(t, user, await radarNiche(t, user, 'full a', 20), 20)
    ).json<Tracker>();
    const { limit } = await t.services.billing.quota(user.orgId, 'RANK_RADAR_KEYWORDS');
    const fill = Array.from({ length: limit! - 20 }, (_, i) => `filler term ${i}`);
    const filled = await api(user, 'POST', `/${first.id}/krt-keyword/add`, { searchTerms: fill });
    expect(filled.statusCode).toBe(200);
    expect((await t.services.billing.quota(user.orgId, 'RANK_RADAR_KEYWORDS')).used).toBe(limit);

    const weak = KNOWN_ASINS.com.weakHero;
    const second = await trackHero(t, user, await radarNiche(t, user, 'full b', 5, weak), 5, weak);
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(RANK_MESSAGES.keywordLimit);
    const more = await api(user, 'POST', `/${first.id}/krt-keyword/add`, {
      searchTerms: ['one more term'],
    });
    expect(more.statusCode).toBe(400);
    expect(more.json().message).toBe(RANK_MESSAGES.keywordLimit);

    const list = await api(user, 'POST', '/list', {});
    expect(list.json<{ data: Tracker[] }>().data).toHaveLength(1);
    expect((await t.services.billing.quota(user.orgId, 'RANK_RADAR_KEYWORDS')).used).toBe(limit);
  });
});

describe('archiving', () => {
  it('keeps an archived term’s ranks and a whole archived tracker’s history', async () => {
    const before = (await api(owner, 'GET', `/${tracker.id}/heatmap`)).json<Heatmap>();
    const ranked = before.keywords.find((k) => k.organicRanks.at(-1) !== null)!;
    await api(owner, 'PATCH', `/${tracker.id}/krt-keyword/update-status`, {
      keywordIds: [ranked.keywordId],
      action: 'archive',
    });
    const archived = (
      await api(owner, 'GET', `/${tracker.id}/heatmap?archived=true`)
    ).json<Heatmap>();
    expect(archived.keywords.find((k) => k.keywordId === ranked.keywordId)?.organicRanks).toEqual(
      ranked.organicRanks,
    );
    expect((await api(owner, 'DELETE', `/${tracker.id}`)).json()).toEqual({ ok: true });
    const after = (await api(owner, 'GET', `/${tracker.id}/heatmap`)).json<Heatmap>();
    expect(after.keywords.map((k) => [k.keywordId, k.organicRanks])).toEqual(
      before.keywords
        .filter((k) => k.keywordId !== ranked.keywordId)
        .map((k) => [k.keywordId, k.organicRanks]),
    );
    const added = await api(owner, 'POST', `/${tracker.id}/krt-keyword/add`, {
      searchTerms: ['after archive'],
    });
    expect(added.statusCode).toBe(400);
    expect(added.json().message).toBe('This Rank Radar is archived');
    // An archived tracker is not collected again.
    const next = await t.services.rankRadarCollection.collect({
      marketplace: 'com',
      day: today,
      trackerId: tracker.id,
    });
    expect(next.stored).toBe(0);
  });
});
