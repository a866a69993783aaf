import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADD_SEARCH_TERMS_BODY_BYTES_MAX,
  addDays,
  daysBetween,
  marketplaceDate,
  RANK_MESSAGES,
  rankRadarEndpoints as krt,
  type Tracker,
} from '@fathom/contract';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { RADAR_HERO, radarNiche, trackBody } from '../../test/rank-radar-fixture';

let t: TestApp;
let owner: TestUser;
let outsider: TestUser;
let nicheId: number;
const hero = RADAR_HERO;
const today = marketplaceDate('com');

const nicheFor = (user: TestUser, label: string, terms: number) =>
  radarNiche(t, user, label, terms);
const track = (user: TestUser, niche: number, count = 20, asin = hero) =>
  t.send(user, krt.track, { body: trackBody(niche, count, asin) });
const tracked = (user: TestUser, niche: number, count = 20, asin = hero) =>
  t.call(user, krt.track, { body: trackBody(niche, count, asin) });
/** The tracker's own path parameters. */
const of = (tracker: { id: number }) => ({ params: { krtId: tracker.id } });
const addTerms = (user: TestUser, tracker: { id: number }, searchTerms: string[]) =>
  t.send(user, krt.addTrackerKeywords, { ...of(tracker), body: { searchTerms } });
const update = (user: TestUser, tracker: { id: number }, body: object) =>
  t.send(user, krt.updateTracker, { ...of(tracker), body });

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.signUp('Rana');
  outsider = await t.signUp('Otto');
  nicheId = await nicheFor(owner, 'radar niche', 40);
});
afterAll(() => t.close());

describe('trackers', () => {
  let tracker: Tracker;

  it('tracks a product of a niche on its top search terms, once', async () => {
    const res = await track(owner, nicheId);
    expect(res.statusCode).toBe(200);
    tracker = krt.track.response.parse(res.json());
    expect(tracker).toMatchObject({
      asin: hero,
      marketplace: 'com',
      keywordCount: 20,
      status: 'active',
    });
    expect(tracker.asins).toContain(hero);
    const again = await track(owner, nicheId);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(RANK_MESSAGES.alreadyTracked);
  });

  it('lists, counts and finds trackers; another organization gets 404', async () => {
    const body = { searchText: tracker.title.slice(0, 5) };
    const list = await t.call(owner, krt.listTrackers, { body });
    expect(list).toMatchObject({ total: 1, data: [{ id: tracker.id }] });
    expect(await t.call(owner, krt.trackerSummary)).toEqual({ count: 1 });
    expect(await t.call(owner, krt.nicheTrackers, { params: { nicheId } })).toHaveLength(1);
    const byAsin = { params: { asin: hero }, query: { marketplace: 'com' as const } };
    expect(await t.call(owner, krt.asinTrackers, byAsin)).toHaveLength(1);
    expect((await t.send(outsider, krt.tracker, of(tracker))).statusCode).toBe(404);
    const foreign = await t.send(outsider, krt.tracker, {
      params: { orgId: outsider.orgId, krtId: tracker.id },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await t.send(owner, krt.tracker, of({ id: 999999 }))).statusCode).toBe(404);
  });

  it('tells a member who may see but not change the tracker that they cannot manage it', async () => {
    const viewer = await t.signUp('Vera');
    await t.services.orgs.addMember(owner.orgId, viewer.id, 'member');
    const inOwners = { orgId: owner.orgId, krtId: tracker.id };
    const asViewer = await t.call(viewer, krt.tracker, { params: inOwners });
    expect(asViewer.canManage).toBe(false);
    expect((await t.call(owner, krt.tracker, of(tracker))).canManage).toBe(true);
    const list = await t.call(viewer, krt.listTrackers, {
      params: { orgId: owner.orgId },
      body: {},
    });
    expect(list.data.map((row) => row.canManage)).toEqual([false]);
  });

  it('collects a day exactly once, however often the collection runs', async () => {
    // This tracker's day: other test files of the worker share its database and trackers.
    const collect = () =>
      t.services.rankRadarCollection.collect({
        marketplace: 'com',
        day: today,
        trackerId: tracker.id,
      });
    const [a, b] = await Promise.all([collect(), collect()]);
    expect(a.stored + b.stored).toBe(1);
    expect((await collect()).stored).toBe(0);
    const map = await t.call(owner, krt.heatmap, of(tracker));
    expect(map.dates).toHaveLength(30);
    expect(map.dates.at(-1)).toBe(today);
    expect(map.keywords).toHaveLength(20);
    const ranked = map.keywords.filter((k) => k.organicRanks.at(-1) !== null);
    expect(ranked.length).toBeGreaterThan(0);
    expect(map.keywords.every((k) => k.status === 'normal')).toBe(true);
    expect(map.aggregate.total.keywordCount).toBe(20);
  });

  it('interpolates gaps of up to three days at read time and flags them', async () => {
    // Days 6, 5 and 1 before today are collected; 4, 3 and 2 are missing.
    for (const n of [6, 5, 1]) {
      const day = marketplaceDate('com', new Date(Date.now() - n * 86_400_000));
      await t.database.db.execute(
        sql`update rank_trackers set start_date = ${day} where id = ${tracker.id} and start_date > ${day}`,
      );
      await t.services.rankRadarCollection.collect({
        marketplace: 'com',
        day,
        trackerId: tracker.id,
      });
    }
    const map = await t.call(owner, krt.heatmap, of(tracker));
    const last = map.dates.length - 1;
    const withGap = map.keywords.find(
      (k) => k.organicRanks[last - 5] !== null && k.organicRanks[last - 1] !== null,
    );
    expect(withGap?.interpolated).toEqual([last - 4, last - 3, last - 2]);
    const [a, b] = [withGap!.organicRanks[last - 5]!, withGap!.organicRanks[last - 1]!];
    expect(withGap!.organicRanks[last - 3]).toBe(Math.round((a + b) / 2));
    // Day 6 before today has no neighbour before it in the window: never invented.
    const early = map.keywords.find((k) => k.organicRanks[last - 6] !== null);
    expect(early?.interpolated.includes(last - 7) ?? false).toBe(false);
  });

  it('reads the days asked for up to the latest collected day', async () => {
    const last = addDays(today, -2);
    const collectedOn = (day: string) =>
      t.database.db.execute(
        sql`update rank_trackers set last_collected_date = ${day} where id = ${tracker.id}`,
      );
    await collectedOn(last);
    try {
      const week = await t.call(owner, krt.heatmap, { ...of(tracker), query: { days: 7 } });
      expect(week.dates).toEqual(daysBetween(addDays(last, -6), last));
      const byDefault = await t.call(owner, krt.heatmap, of(tracker));
      expect(byDefault.dates).toEqual(daysBetween(addDays(last, -29), last));
      const ending = { days: 2, to: addDays(last, -10) };
      const earlier = await t.call(owner, krt.heatmap, { ...of(tracker), query: ending });
      expect(earlier.dates).toEqual([addDays(last, -11), addDays(last, -10)]);
    } finally {
      await collectedOn(today);
    }
  });

  it('refuses a number of days out of bounds, or given with a start date', async () => {
    const heatmap = (query: Record<string, unknown>) =>
      t.send(owner, krt.heatmap, { ...of(tracker), query });
    for (const days of [0, 367, 2.5]) expect((await heatmap({ days })).statusCode).toBe(400);
    const both = await heatmap({ days: 7, from: addDays(today, -3) });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe('Give either a number of days or a start date, not both');
  });

  it('pauses, archives and restores search terms', async () => {
    const map = await t.call(owner, krt.heatmap, of(tracker));
    const [first, second] = map.keywords;
    type Action = 'pause' | 'resume' | 'archive' | 'restore';
    const status = (keywordIds: number[], action: Action, user = owner) =>
      t.send(user, krt.updateKeywordStatus, { ...of(tracker), body: { keywordIds, action } });
    expect((await status([first!.keywordId], 'pause')).json()).toEqual({ updated: 1 });
    expect((await status([second!.keywordId], 'archive')).json()).toEqual({ updated: 1 });
    const after = await t.call(owner, krt.heatmap, of(tracker));
    expect(after.keywords.find((k) => k.keywordId === first!.keywordId)?.isPaused).toBe(true);
    expect(after.keywords.some((k) => k.keywordId === second!.keywordId)).toBe(false);
    const archived = await t.call(owner, krt.heatmap, {
      ...of(tracker),
      query: { archived: 'true' },
    });
    expect(archived.keywords.map((k) => k.keywordId)).toEqual([second!.keywordId]);
    expect((await status([second!.keywordId], 'restore')).json()).toEqual({ updated: 1 });
    expect((await status([first!.keywordId], 'resume')).json()).toEqual({ updated: 1 });
    expect((await status([first!.keywordId], 'pause', outsider)).statusCode).toBe(404);
  });

  it('adds search terms, skipping empty and duplicate ones', async () => {
    const res = await addTerms(owner, tracker, [
      '  Garlic  Mincer ',
      'garlic mincer',
      '',
      '   ',
      'lemon squeezer',
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ added: 2, skippedDuplicates: 1, skippedEmpty: 2 });
    const again = await addTerms(owner, tracker, ['garlic mincer']);
    expect(again.json()).toEqual({ added: 0, skippedDuplicates: 1, skippedEmpty: 0 });
  });

  it('refuses 10,000 terms, a 1 MB term and only-empty terms with a clear 400', async () => {
    const add = (searchTerms: string[]) => addTerms(owner, tracker, searchTerms);
    const many = await add(Array.from({ length: 10_000 }, (_, i) => `term ${i}`));
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toMatch(/At most 1000 search terms/);
    const long = await add(['x'.repeat(201)]);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/at most 200 characters/);
    // A 1 MB term is read and refused for its length; only a body past 4 MiB is refused unread.
    const huge = await add(['x'.repeat(1024 * 1024)]);
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toMatch(/at most 200 characters/);
    const tooLarge = await add(['x'.repeat(ADD_SEARCH_TERMS_BODY_BYTES_MAX)]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toMatch(/too large/i);
    const empty = await add(['', ' ']);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(RANK_MESSAGES.noSearchTerms);
    const full = await add(Array.from({ length: 600 }, (_, i) => `extra term ${i}`));
    expect(full.statusCode).toBe(400);
    expect(full.json().message).toMatch(/can track \d+ more search terms/);
  });

  it('pauses, tags and archives a tracker; its history stays', async () => {
    const paused = await t.call(owner, krt.updateTracker, {
      ...of(tracker),
      body: { status: 'paused' },
    });
    expect(paused).toMatchObject({ status: 'paused' });
    const list = await t.call(owner, krt.listTrackers, { body: { status: 'paused' } });
    expect(list.total).toBe(1);
    expect((await update(owner, tracker, { tags: [999999] })).statusCode).toBe(400);
    expect(await t.call(owner, krt.archiveTracker, of(tracker))).toEqual({ ok: true });
    expect(await t.call(owner, krt.trackerSummary)).toEqual({ count: 0 });
    const map = await t.call(owner, krt.heatmap, of(tracker));
    expect(map.keywords.some((k) => k.organicRanks.some((r) => r !== null))).toBe(true);
  });

  it('takes an archived tracker out of the archive, and changes nothing else of an archived one', async () => {
    const tagged = await update(owner, tracker, { status: 'active' });
    expect(tagged.statusCode).toBe(400);
    expect(tagged.json().message).toBe('This Rank Radar is archived');
    expect((await update(outsider, tracker, { archived: false })).statusCode).toBe(404);
    expect((await update(owner, tracker, { archived: true })).statusCode).toBe(400);
    const back = await update(owner, tracker, { archived: false, status: 'active' });
    expect(back.json()).toMatchObject({ archived: false, status: 'active' });
    expect(await t.call(owner, krt.trackerSummary)).toEqual({ count: 1 });
  });
});

describe('unarchiving against the quota', () => {
  it('refuses to take a tracker out of the archive when its terms no longer fit the plan', async () => {
    const user = await t.signUp('Una');
    await t.services.billing.startSubscription(user.orgId, 'starter'); // 500 terms
    const first = await tracked(user, await nicheFor(user, 'first niche', 40), 20);
    await t.call(user, krt.archiveTracker, of(first));
    // The same product tracked again meanwhile: the archived one cannot come back beside it.
    const again = await tracked(user, await nicheFor(user, 'again', 40), 20);
    const twice = await update(user, first, { archived: false });
    expect(twice.json().message).toBe(RANK_MESSAGES.alreadyTracked);
    await t.call(user, krt.archiveTracker, of(again));
    const other = KNOWN_ASINS.com.weakHero;
    const otherNiche = await radarNiche(t, user, 'filler', 40, other);
    const filler = await tracked(user, otherNiche, 20, other);
    const terms = Array.from({ length: 470 }, (_, i) => `filler term ${i}`);
    await t.call(user, krt.addTrackerKeywords, { ...of(filler), body: { searchTerms: terms } });
    const refused = await update(user, first, { archived: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(RANK_MESSAGES.quotaExceeded(10));
    expect(await t.call(user, krt.tracker, of(first))).toMatchObject({ archived: true });
  });
});

describe('quota', () => {
  it('never overdraws RANK_RADAR_KEYWORDS with two concurrent adds', async () => {
    const user = await t.signUp('Quinn');
    await t.services.billing.startSubscription(user.orgId, 'starter'); // 500 terms
    const niche = await nicheFor(user, 'quota niche', 40);
    const created = await tracked(user, niche, 20);
    const quota = await t.services.billing.quota(user.orgId, 'RANK_RADAR_KEYWORDS');
    expect(quota.used).toBe(20);
    const room = quota.limit! - quota.used;
    const batch = (prefix: string) => Array.from({ length: room - 10 }, (_, i) => `${prefix} ${i}`);
    const results = await Promise.all([
      addTerms(user, created, batch('left')),
      addTerms(user, created, batch('right')),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const after = await t.services.billing.quota(user.orgId, 'RANK_RADAR_KEYWORDS');
    expect(after.used).toBe(quota.limit! - 10);
  });
});
