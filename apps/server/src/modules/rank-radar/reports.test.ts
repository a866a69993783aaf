import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  marketplaceDate,
  SEARCH_VOLUME_HISTORY_DAYS,
  type DailySummary,
  type Heatmap,
  type RankIssue,
  type SearchVolumeHistory,
  type Tracker,
} from '@fathom/contract';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { radarApi, trackerWithHistory } from '../../test/rank-radar-fixture';

let t: TestApp;
let owner: TestUser;
let outsider: TestUser;
let tracker: Tracker;
let heatmap: Heatmap;
const today = marketplaceDate('com');
const api: ReturnType<typeof radarApi> = (...args) => radarApi(t)(...args);

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.signUp('Dora');
  outsider = await t.signUp('Olaf');
  tracker = await trackerWithHistory(t, owner, { label: 'reports niche', terms: 20, days: 6 });
  heatmap = (await api(owner, 'GET', `/${tracker.id}/heatmap`)).json<Heatmap>();
}, 180_000);
afterAll(() => t.close());

describe('daily summary', () => {
  it("sums up a day's ranks against the day before", async () => {
    const day = tracker.lastCollectedDate!;
    const res = await api(owner, 'GET', `/${tracker.id}/daily-summary/${day}`);
    expect(res.statusCode).toBe(200);
    const summary = res.json<DailySummary>();
    const last = heatmap.dates.indexOf(day);
    const ranks = heatmap.keywords.map((k) => k.organicRanks[last]).filter((r) => r != null);
    expect(summary).toMatchObject({
      date: day,
      previousDate: addDays(day, -1),
      collected: true,
      keywordCount: heatmap.keywords.length,
      ranked: ranks.length,
      top10: ranks.filter((r) => r <= 10).length,
    });
    expect(
      summary.improved + summary.declined + summary.entered + summary.dropped,
    ).toBeLessThanOrEqual(summary.keywordCount);
    expect(summary.gainers.every((g) => g.change > 0)).toBe(true);
    expect(summary.losers.every((g) => g.change < 0)).toBe(true);
  });

  it('says a day before the first collection was not collected, and refuses a bad or future date', async () => {
    const early = await api(owner, 'GET', `/${tracker.id}/daily-summary/2020-01-01`);
    expect(early.json()).toMatchObject({ collected: false, ranked: 0, averageOrganicRank: null });
    expect((await api(owner, 'GET', `/${tracker.id}/daily-summary/yesterday`)).statusCode).toBe(
      400,
    );
    const future = await api(owner, 'GET', `/${tracker.id}/daily-summary/${addDays(today, 2)}`);
    expect(future.statusCode).toBe(400);
    expect((await api(outsider, 'GET', `/${tracker.id}/daily-summary/${today}`)).statusCode).toBe(
      404,
    );
  });
});

describe('search-volume history', () => {
  it("answers a tracked term's volume per day, 90 days up to today by default", async () => {
    const term = heatmap.keywords[0]!;
    const res = await api(
      owner,
      'GET',
      `/${tracker.id}/krt-keyword/${term.keywordId}/search-volume-history`,
    );
    expect(res.statusCode).toBe(200);
    const history = res.json<SearchVolumeHistory>();
    expect(history.keyword).toBe(term.keyword);
    expect(history.points).toHaveLength(SEARCH_VOLUME_HISTORY_DAYS);
    expect(history.points.at(-1)!.date).toBe(today);
    expect(history.points.every((p) => p.searchVolume >= 0)).toBe(true);
    const week = await api(
      owner,
      'GET',
      `/${tracker.id}/krt-keyword/${term.keywordId}/search-volume-history?days=7`,
    );
    expect(week.json<SearchVolumeHistory>().points).toHaveLength(7);
  });

  it('refuses a term of another tracker, and a period out of bounds', async () => {
    const term = heatmap.keywords[0]!;
    const path = (days: number) =>
      `/${tracker.id}/krt-keyword/${term.keywordId}/search-volume-history?days=${days}`;
    expect((await api(owner, 'GET', path(366))).statusCode).toBe(400);
    expect((await api(owner, 'GET', path(1))).statusCode).toBe(400);
    expect(
      (await api(owner, 'GET', `/${tracker.id}/krt-keyword/999999/search-volume-history`))
        .statusCode,
    ).toBe(404);
    expect((await api(outsider, 'GET', path(90))).statusCode).toBe(404);
  });
});

describe('rank issues', () => {
  it('names the tracked terms with no organic rank over the last 7 collected days', async () => {
    const res = await api(owner, 'GET', `/${tracker.id}/sis-issue`);
    expect(res.statusCode).toBe(200);
    const issue = res.json<RankIssue>();
    expect(issue.to).toBe(tracker.lastCollectedDate);
    const week = heatmap.dates.filter((d) => d >= issue.from! && d <= issue.to!);
    const unranked = heatmap.keywords.filter(
      (k) =>
        k.status === 'normal' &&
        week.every((d) => k.organicRanks[heatmap.dates.indexOf(d)] === null),
    );
    expect(issue.unrankedCount).toBe(unranked.length);
    expect(issue.unranked.map((k) => k.keywordId)).toEqual(
      unranked.slice(0, 20).map((k) => k.keywordId),
    );
    expect((await api(outsider, 'GET', `/${tracker.id}/sis-issue`)).statusCode).toBe(404);
  });
});
