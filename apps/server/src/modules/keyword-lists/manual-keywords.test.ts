import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MANUAL_KEYWORD_MESSAGES,
  type KeywordRootsResponse,
  type KeywordRow,
  type ManualKeywordsResult,
  type NicheSummary,
} from '@fathom/contract';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { diveAndWait, nicheIdOf, startBody } from '../../test/dives';

let t: TestApp;
let owner: TestUser;
let outsider: TestUser;
let nicheId: number;
const hero = KNOWN_ASINS.com.strongHero;

const get = <T>(url: string, user = owner) =>
  t.request({ method: 'GET', url, cookie: user.cookie }).then((r) => r.json<T>());
const mkl = () => get<KeywordRow[]>(`/api/niches/${nicheId}/keywords?list=mkl`);
const post = (path: 'manual' | 'remove', keywords: unknown, user = owner, id = nicheId) =>
  t.request({
    method: 'POST',
    url: `/api/niches/${id}/keywords/${path}`,
    cookie: user.cookie,
    payload: { keywords },
  });

beforeAll(async () => {
  t = await startTestApp({ work: true });
  owner = await t.signUp('Dana');
  outsider = await t.signUp('Otto');
  nicheId = nicheIdOf(await diveAndWait(t, owner, startBody(hero, 10)));
});
afterAll(() => t.close());

describe('a hand-edited master keyword list', () => {
  it('adds keywords by hand with their search volume and ranks from the market', async () => {
    const before = await mkl();
    const niche = await get<NicheSummary>(`/api/niches/${nicheId}`);
    const existing = before[0]!.keyword;
    const res = await post('manual', [
      'Garlic Press  Deluxe',
      'garlic press deluxe',
      'garlic crusher handheld',
      existing,
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json<ManualKeywordsResult>()).toMatchObject({ changed: 2, skipped: 2 });

    const after = await mkl();
    const added = after.filter((k) => k.manual);
    expect(added.map((k) => k.keyword).sort()).toEqual([
      'garlic crusher handheld',
      'garlic press deluxe',
    ]);
    for (const k of added) {
      expect(k.searchVolume).toBeGreaterThan(0);
      expect(Object.keys(k.organicRanks).length).toBeGreaterThan(0);
    }
    expect(after.find((k) => k.keyword === existing)?.manual).toBe(false);
    const now = await get<NicheSummary>(`/api/niches/${nicheId}`);
    expect(now.numVisibleKeywords).toBe(niche.numVisibleKeywords + 2);
    // The roots page counts them at once.
    const roots = await get<KeywordRootsResponse>(`/api/niches/${nicheId}/keyword-roots`);
    expect(roots.keywordCount).toBe(now.numVisibleKeywords);
    expect(roots.roots.find((r) => r.key === 'delux')?.keywords).toEqual(['garlic press deluxe']);
  });

  it('removes keywords, hand-made or dived, and does not show them as dropped', async () => {
    const before = await mkl();
    const dived = before.find((k) => !k.manual)!.keyword;
    const res = await post('remove', [dived, 'garlic press deluxe', 'never there']);
    expect(res.json<ManualKeywordsResult>()).toMatchObject({ changed: 2, skipped: 1 });
    const after = (await mkl()).map((k) => k.keyword);
    expect(after).not.toContain(dived);
    expect(after).not.toContain('garlic press deluxe');
    expect(after).toContain('garlic crusher handheld');
  });

  it('refuses bad input with a message and changes nothing', async () => {
    const before = await mkl();
    const cases: [unknown, string][] = [
      [[], MANUAL_KEYWORD_MESSAGES.none],
      [Array.from({ length: 501 }, (_, i) => `term ${i}`), MANUAL_KEYWORD_MESSAGES.tooMany],
      [['   '], MANUAL_KEYWORD_MESSAGES.empty],
      [['x'.repeat(201)], MANUAL_KEYWORD_MESSAGES.tooLong],
      [['bad\u0007term'], MANUAL_KEYWORD_MESSAGES.control],
      ['garlic', ''],
    ];
    for (const [keywords, message] of cases) {
      const res = await post('manual', keywords);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    expect(await mkl()).toEqual(before);
  });

  it('lets only those who may manage the niche edit it; another organization gets 404', async () => {
    const before = await mkl();
    expect((await post('manual', ['garlic press travel'], outsider)).statusCode).toBe(404);
    expect((await post('remove', [before[0]!.keyword], outsider)).statusCode).toBe(404);
    expect((await post('manual', ['garlic press travel'], owner, 2_000_000)).statusCode).toBe(404);
    expect(await mkl()).toEqual(before);
  });

  it('keeps both kinds of edit across Dive Again', async () => {
    const removed = (await mkl()).find((k) => !k.manual)!.keyword;
    await post('remove', [removed]);
    const status = await diveAndWait(t, owner, startBody(hero, 10, { nicheId }));
    expect(nicheIdOf(status)).toBe(nicheId);
    const after = await mkl();
    const current = after.filter((k) => k.keywordDifferenceStatus !== 'dropped');
    const handheld = current.find((k) => k.keyword === 'garlic crusher handheld');
    expect(handheld?.manual).toBe(true);
    expect(Object.keys(handheld!.organicRanks).length).toBeGreaterThan(0);
    expect(after.map((k) => k.keyword)).not.toContain(removed);
    expect(after.map((k) => k.keyword)).not.toContain('garlic press deluxe');
    const niche = await get<NicheSummary>(`/api/niches/${nicheId}`);
    expect(niche.numVisibleKeywords).toBe(current.length);
  });
});
