import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DIVE_MESSAGES, type DiveStatus } from '@fathom/contract';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import { diveRuns, niches as nicheRows } from '../../db/schema';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { startBody, startDive } from '../../test/dives';

/** No worker: each test runs the jobs itself, so a run stays under way as long as it needs. */
let t: TestApp;
const hero = KNOWN_ASINS.com.strongHero;
const lastTry = { retryCount: 2, isLast: true };

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const start = (user: TestUser, body: object) => startDive(t, user, body);
const runsOf = (user: TestUser) =>
  t.database.db.select().from(diveRuns).where(eq(diveRuns.organizationId, user.orgId));
const niches = async (user: TestUser) =>
  (
    await t.request({ method: 'GET', url: `/api/orgs/${user.orgId}/niches`, cookie: user.cookie })
  ).json<{ label: string }[]>();
const quota = async (user: TestUser, feature = 'DIVED_ASINS') =>
  (
    await t.request({
      method: 'GET',
      url: `/api/orgs/${user.orgId}/quotas?features=${feature}`,
      cookie: user.cookie,
    })
  ).json<{ used: number; limit: number | null; remaining: number }[]>()[0]!;
const status = async (user: TestUser, sndId: string) =>
  (
    await t.request({
      method: 'GET',
      url: `/api/orgs/${user.orgId}/dives/${sndId}`,
      cookie: user.cookie,
    })
  ).json<DiveStatus>();
/** Runs the discovery and the dive of a run, as the workers would. */
async function finish(sndId: string) {
  await t.services.dives.runDiscovery(sndId, lastTry);
  await t.services.dives.runDive(sndId, lastTry);
}
/** Uses up the organization's Dive ASINs so that `left` remain. */
async function leave(user: TestUser, left: number) {
  const { used, limit } = await t.services.billing.quota(user.orgId, 'DIVED_ASINS');
  await t.services.work.run((repos) =>
    repos.quota.charge(`test:fill:${user.orgId}`, user.orgId, 'DIVED_ASINS', limit! - used - left),
  );
}

/** Puts the organization on starter with one niche of its limit left; answers the limit. */
async function oneNicheLeft(user: TestUser): Promise<number> {
  await t.services.billing.startSubscription(user.orgId, 'starter');
  const { limit } = await quota(user, 'NUMBER_OF_NICHES');
  await t.database.db.insert(nicheRows).values(
    Array.from({ length: limit! - 1 }, (_, i) => ({
      organizationId: user.orgId,
      label: `niche ${i}`,
      marketplace: 'com' as const,
      heroAsin: hero,
    })),
  );
  return limit!;
}

describe('starting a dive', () => {
  it('a start repeated with its idempotency key is the same start: one run, one niche, one charge', async () => {
    const user = await t.signUp('Ida');
    const body = startBody(hero, 10, { idempotencyKey: 'submission-0001' });
    // A double click: the same submission twice at once, then once more later.
    const [a, b] = await Promise.all([start(user, body), start(user, body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const sndId = a.json<{ sndId: string }>().sndId;
    expect(b.json()).toEqual({ sndId });
    const again = await start(user, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ sndId });
    expect(await runsOf(user)).toHaveLength(1);

    await finish(sndId);
    expect((await status(user, sndId)).status).toBe('completed');
    expect(await niches(user)).toHaveLength(1);
    expect((await quota(user)).used).toBe(10);
    // Once done, the key still answers the same run and starts nothing.
    expect((await start(user, body)).json()).toEqual({ sndId });
    expect(await niches(user)).toHaveLength(1);
    expect((await quota(user)).used).toBe(10);
  });

  it('two submissions with their own keys are two dives, and a key reused for another dive is refused', async () => {
    const user = await t.signUp('Ivo');
    const first = await start(user, startBody(hero, 5, { idempotencyKey: 'submission-A1' }));
    const second = await start(user, startBody(hero, 5, { idempotencyKey: 'submission-B1' }));
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().sndId).not.toBe(first.json().sndId);

    const reused = await start(user, startBody(hero, 10, { idempotencyKey: 'submission-A1' }));
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(DIVE_MESSAGES.idempotencyKeyReused);
    const malformed = await start(user, startBody(hero, 5, { idempotencyKey: 'x' }));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('idempotencyKey');
    expect(await runsOf(user)).toHaveLength(2);
  });

  it('the key belongs to its organization: another organization may use the same one', async () => {
    const [one, two] = [await t.signUp('Oda'), await t.signUp('Uma')];
    const key = { idempotencyKey: 'shared-key-123' };
    const a = await start(one, startBody(hero, 5, key));
    const b = await start(two, startBody(hero, 5, key));
    expect(b.statusCode).toBe(200);
    expect(b.json().sndId).not.toBe(a.json().sndId);
  });

  it('reserves the quota at start: a second dive for the last of it is refused at once', async () => {
    const user = await t.signUp('Quin');
    await leave(user, 15);
    const winner = await start(user, startBody(hero, 15));
    expect(winner.statusCode).toBe(200);
    // The first dive has not charged yet, but its 15 are held.
    expect(await quota(user)).toMatchObject({ used: 1500, remaining: 0 });
    const loser = await start(user, startBody(hero, 5));
    expect(loser.statusCode).toBe(403);
    expect(loser.json().message).toBe(DIVE_MESSAGES.divedAsinsLimit);
    expect(await runsOf(user)).toHaveLength(1);

    await finish(winner.json().sndId);
    expect((await status(user, winner.json().sndId)).status).toBe('completed');
    expect(await quota(user)).toMatchObject({ used: 1500, remaining: 0 });
    expect(await niches(user)).toHaveLength(1);
  });

  it('two dives racing for the last quota: exactly one starts, the other hears why at once', async () => {
    const user = await t.signUp('Rita');
    await leave(user, 20);
    const results = await Promise.all([
      start(user, startBody(hero, 15)),
      start(user, startBody(hero, 15)),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    const refused = results.find((r) => r.statusCode === 403)!;
    expect(refused.json().message).toBe(DIVE_MESSAGES.divedAsinsLimit);
    expect(await runsOf(user)).toHaveLength(1);
    expect((await quota(user)).remaining).toBe(5);
  });

  it('three dives racing for the last niche of the plan: exactly one starts and makes it', async () => {
    const user = await t.signUp('Nina');
    const limit = await oneNicheLeft(user);
    const results = await Promise.all([1, 2, 3].map(() => start(user, startBody(hero, 5))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403, 403]);
    for (const refused of results.filter((r) => r.statusCode === 403))
      expect(refused.json().message).toBe(DIVE_MESSAGES.nicheLimit);
    expect(await runsOf(user)).toHaveLength(1);
    // The niche being dived is spoken for: the quota shows it used, and a fourth start is refused.
    expect(await quota(user, 'NUMBER_OF_NICHES')).toMatchObject({ used: limit, remaining: 0 });
    expect((await start(user, startBody(hero, 5))).statusCode).toBe(403);

    const winner = results.find((r) => r.statusCode === 200)!.json<{ sndId: string }>().sndId;
    await finish(winner);
    expect((await status(user, winner)).status).toBe('completed');
    expect(await niches(user)).toHaveLength(limit);
    expect(await quota(user, 'NUMBER_OF_NICHES')).toMatchObject({ used: limit, remaining: 0 });
    expect((await quota(user)).used).toBe(5);
  });

  it('a failed dive of a new niche gives its niche back', async () => {
    const user = await t.signUp('Noor');
    await oneNicheLeft(user);
    const weak = await start(user, startBody(KNOWN_ASINS.com.weakHero, 5));
    expect(weak.statusCode).toBe(200);
    expect((await quota(user, 'NUMBER_OF_NICHES')).remaining).toBe(0);
    await t.services.dives.runDiscovery(weak.json().sndId, lastTry);
    expect((await status(user, weak.json().sndId)).status).toBe('failed');
    expect((await quota(user, 'NUMBER_OF_NICHES')).remaining).toBe(1);
    expect((await start(user, startBody(hero, 5))).statusCode).toBe(200);
  });

  it('a failed dive releases what it reserved', async () => {
    const user = await t.signUp('Rex');
    await leave(user, 15);
    const weak = await start(user, startBody(KNOWN_ASINS.com.weakHero, 15));
    expect(weak.statusCode).toBe(200);
    expect((await quota(user)).remaining).toBe(0);
    await t.services.dives.runDiscovery(weak.json().sndId, lastTry);
    expect((await status(user, weak.json().sndId)).step).toBe('WEAK_HERO_ASIN_ERROR');
    expect((await quota(user)).remaining).toBe(15);
    expect((await start(user, startBody(hero, 15))).statusCode).toBe(200);
  });

  it('tracks the hero in the niche a dive built when a Rank Radar is requested, and leads to it', async () => {
    const user = await t.signUp('Rada');
    const res = await start(
      user,
      startBody(hero, 10, { shouldCreateRankRadar: true, numberOfRankRadarKeywords: 12 }),
    );
    expect(res.statusCode).toBe(200);
    await finish(res.json().sndId);
    const done = await status(user, res.json().sndId);
    expect(done.status).toBe('completed');
    const trackers = await t.request({
      method: 'POST',
      url: `/api/orgs/${user.orgId}/krt/list`,
      cookie: user.cookie,
      payload: {},
    });
    const [tracker] = trackers.json<{
      data: { id: number; asin: string; keywordCount: number }[];
    }>().data;
    expect(tracker).toMatchObject({ asin: hero, keywordCount: 12 });
    expect(done.link).toBe(`/rank-radar/${tracker!.id}`);
  });
});
