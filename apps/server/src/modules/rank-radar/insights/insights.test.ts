import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  marketplaceDate,
  type QueryOf,
  rankRadarEndpoints as krt,
  rankRadarInsightEndpoints as insights,
  type Tracker,
} from '@fathom/contract';
import { startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { trackerWithHistory } from '../../../test/rank-radar-fixture';

let t: TestApp;
let owner: TestUser;
let outsider: TestUser;
let tracker: Tracker;
const today = marketplaceDate('com');
const DAYS = 8;

/** The tracker's path parameters. */
const of = () => ({ params: { krtId: tracker.id } });
const pool = async () => (await t.call(owner, insights.poolKeywords, of())).keywords;
const archive = (keywords: string[], user: TestUser = owner) =>
  t.send(user, insights.archivePoolKeywords, { ...of(), body: { keywords } });

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.signUp('Ines');
  outsider = await t.signUp('Oleg');
  tracker = await trackerWithHistory(t, owner, { label: 'insights niche', terms: 25, days: DAYS });
}, 180_000);
afterAll(() => t.close());

const window = () => ({ ...of(), query: { from: addDays(today, -DAYS), to: addDays(today, -1) } });

describe('pool (Blind Spend)', () => {
  it('lists terms the product ranks or is advertised for that are not tracked, new at first', async () => {
    const heatmap = await t.call(owner, krt.heatmap, of());
    const tracked = new Set(heatmap.keywords.map((k) => k.keyword));
    expect(await t.call(owner, insights.poolNewCount, of())).toMatchObject({
      count: expect.any(Number),
    });
    const keywords = await pool();
    expect(keywords.length).toBeGreaterThan(0);
    expect(keywords.some((k) => tracked.has(k.keyword))).toBe(false);
    expect(keywords.every((k) => k.isNew)).toBe(true);
    expect(
      keywords.every(
        (k) => k.organicRank !== null || k.sponsoredRank !== null || k.ppcSpend !== null,
      ),
    ).toBe(true);
    // The visit is recorded: nothing is new any more.
    expect(await t.call(owner, insights.poolNewCount, of())).toEqual({ count: 0 });
    expect((await pool()).every((k) => !k.isNew)).toBe(true);
  });

  it('archives pool terms, and a term added to tracking leaves the pool', async () => {
    const keywords = await pool();
    const [first, second] = keywords;
    const archived = await archive([first!.keyword, ` ${first!.keyword.toUpperCase()} `]);
    expect(archived.json()).toEqual({ archived: 1 });
    const added = await t.send(owner, krt.addTrackerKeywords, {
      ...of(),
      body: { searchTerms: [second!.keyword] },
    });
    expect(added.json()).toMatchObject({ added: 1 });
    const after = await pool();
    const left = after.map((k) => k.keyword);
    expect(left).not.toContain(first!.keyword);
    expect(left).not.toContain(second!.keyword);
    expect(after).toHaveLength(keywords.length - 2);
  });

  it('refuses bad input and other organizations', async () => {
    const empty = await archive([]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Choose at least one search term');
    expect((await t.send(outsider, insights.poolKeywords, of())).statusCode).toBe(404);
    expect((await archive(['x'], outsider)).statusCode).toBe(404);
  });
});

describe('roots, overview and leaderboard', () => {
  it('groups the tracked terms into roots whose terms hold the root', async () => {
    const { dates, roots } = await t.call(owner, insights.roots, window());
    expect(dates).toHaveLength(DAYS);
    expect(roots.length).toBeGreaterThan(0);
    const top = roots[0]!;
    expect(top.broadSearchVolume).toBeGreaterThanOrEqual(roots.at(-1)!.broadSearchVolume);
    expect(top.broadSearchVolumeRatio).toBeGreaterThan(0);
    expect(top.broadSearchVolumeRatio).toBeLessThanOrEqual(1);
    expect(top.ranks).toHaveLength(DAYS);
    const heatmap = await t.call(owner, krt.heatmap, window());
    const text = new Map(heatmap.keywords.map((k) => [k.keywordId, k.keyword]));
    const word = top.root.split(' ')[0]!.slice(0, 3);
    expect(top.keywords.every((id) => text.get(id)!.includes(word))).toBe(true);
  });

  it('counts terms and search volume in the top 10 and 50 per day', async () => {
    const { buckets } = await t.call(owner, insights.trackerOverview, window());
    const heatmap = await t.call(owner, krt.heatmap, window());
    expect(buckets.map((b) => b.bucket)).toEqual(heatmap.dates);
    const day = buckets.length - 1;
    const top10 = heatmap.keywords.filter((k) => (k.organicRanks[day] ?? 999) <= 10);
    expect(buckets[day]!.top10kw).toBe(top10.length);
    expect(buckets[day]!.top10sv).toBe(top10.reduce((s, k) => s + (k.searchVolume ?? 0), 0));
    expect(buckets[day]!.top50kw).toBeGreaterThanOrEqual(buckets[day]!.top10kw);
    expect(buckets[day]!.avgOrganicRank).toBe(heatmap.aggregate.average.organicRanks[day]);
  });

  it('ranks gainers and losers over the range, by default one day', async () => {
    const leaderboard = (query: QueryOf<typeof insights.leaderboard>) =>
      t.call(owner, insights.leaderboard, { ...of(), query });
    const board = await leaderboard({ dateRange: '7d' });
    expect(board.to).toBe(tracker.lastCollectedDate ?? board.to);
    expect(board.from).toBe(addDays(board.to, -7));
    for (const e of board.gainers) expect(e.change).toBe((e.from ?? 101) - (e.to ?? 101));
    expect(board.gainers.every((e) => e.change > 0)).toBe(true);
    expect(board.losers.every((e) => e.change < 0)).toBe(true);
    expect(board.gainers.length + board.losers.length).toBeGreaterThan(0);
    const oneDay = await leaderboard({});
    expect(oneDay.from).toBe(addDays(oneDay.to, -1));
    const roots = await leaderboard({ dateRange: '7d', roots: 'true' });
    expect(roots.gainers.every((e) => e.keywordId === null)).toBe(true);
    const bad = await t.send(owner, insights.leaderboard, { ...of(), query: { dateRange: '2y' } });
    expect(bad.statusCode).toBe(400);
  });
});
