import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPath,
  DEFAULT_KEYWORD_SETTINGS,
  keywordAnalysisEndpoints as e,
  keywordListEndpoints,
  type Endpoint,
  type KeywordRootsResponse,
  type SpellingGroupsResponse,
} from '@fathom/contract';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { insertNiche } from '../../test/niche-fixture';
import { signUpTeam } from '../../test/team';
import { createKeywordAnalysisRepository } from './keyword-analysis.repository';
import { createKeywordAnalysisService } from './keyword-analysis.service';

let t: TestApp;
let owner: TestUser;
let reader: TestUser;
let outsider: TestUser;
let nicheId: number;
let emptyNicheId: number;

const row = (keyword: string, list: 'mkl' | 'outlier' | 'residue', searchVolume: number) => ({
  keyword,
  list,
  searchVolume,
  relevancy: list === 'mkl' ? 0.6 : 0.1,
  wordCount: keyword.split(' ').length,
  organicRanks: { B0A: 5 },
  sponsoredRanks: {},
});

beforeAll(async () => {
  t = await startTestApp();
  ({ owner, reader, outsider } = await signUpTeam(t, ['Kira', 'Rita', 'Otto']));
  nicheId = await insertNiche(t.database.db, {
    organizationId: owner.orgId,
    label: 'garlic press',
    createdBy: owner.id,
    asins: ['B0A', 'B0B'],
    researches: [
      [
        row('garlic press', 'mkl', 5000),
        row('garlic presses', 'mkl', 1000),
        row('press for garlic', 'mkl', 500),
        row('galic press', 'mkl', 200),
        row('garlic crusher', 'mkl', 800),
        row('stainless steel garlic press', 'mkl', 300),
        row('kitchen gadgets', 'outlier', 9000),
        row('peeler', 'residue', 100),
      ],
    ],
  });
  emptyNicheId = await insertNiche(t.database.db, {
    organizationId: owner.orgId,
    label: 'empty',
    createdBy: owner.id,
    asins: ['B0C'],
    researches: [[]],
  });
});
afterAll(() => t.close());

function call(endpoint: Endpoint, user: TestUser, payload?: unknown, params = { nicheId }) {
  return t.request({
    method: endpoint.method,
    url: buildPath(endpoint.path, params),
    cookie: user.cookie,
    ...(payload !== undefined && { payload: payload as object }),
  });
}
const groupsOf = async (user = owner) =>
  (await call(e.spellingGroups, user)).json<SpellingGroupsResponse>();
const shape = (res: SpellingGroupsResponse) =>
  res.groups.map((g) => [g.canonical, g.searchVolume, g.keywords.map((k) => k.keyword)]);

describe('keyword roots', () => {
  it('collapses the visible list into roots with broad search volume, ratio and count', async () => {
    const res = await call(e.keywordRoots, reader);
    expect(res.statusCode).toBe(200);
    const body = res.json<KeywordRootsResponse>();
    expect(body.totalSearchVolume).toBe(7800);
    expect(body.keywordCount).toBe(6);
    expect(body.roots[0]).toMatchObject({ root: 'garlic', broadSearchVolume: 7600 });
    expect(body.roots.find((r) => r.key === 'press')).toMatchObject({
      root: 'press',
      wordCount: 1,
      broadSearchVolume: 7000,
      keywordCount: 5,
      keywords: [
        'garlic press',
        'garlic presses',
        'press for garlic',
        'stainless steel garlic press',
        'galic press',
      ],
    });
    const pair = body.roots.find((r) => r.key === 'garlic press')!;
    expect(pair).toMatchObject({ root: 'garlic press', wordCount: 2, broadSearchVolume: 6300 });
    expect(pair.broadSearchVolumeRatio).toBeCloseTo(6300 / 7800);
    expect(body.roots.map((r) => r.root)).not.toContain('kitchen');
  });

  it('follows the saved settings: an excluded keyword leaves its roots', async () => {
    const saved = await call(keywordListEndpoints.saveKeywordSettings, owner, {
      ...DEFAULT_KEYWORD_SETTINGS,
      mklSettings: {
        ...DEFAULT_KEYWORD_SETTINGS.mklSettings,
        excludedKeywords: ['garlic crusher'],
      },
    });
    expect(saved.statusCode).toBe(200);
    const body = (await call(e.keywordRoots, owner)).json<KeywordRootsResponse>();
    expect(body.roots.find((r) => r.key === 'crusher')).toBeUndefined();
    expect(body.totalSearchVolume).toBe(7000);
    // The process that saved answers from the list it computed; one that did not reads it back.
    const elsewhere = createKeywordAnalysisService({
      repo: createKeywordAnalysisRepository(t.database.db),
    });
    const { niche } = await t.services.niches.resolve(owner.id, nicheId, false);
    expect(await elsewhere.roots(niche)).toEqual(body);
    expect(await elsewhere.groups(niche)).toEqual(await groupsOf());
    await call(keywordListEndpoints.saveKeywordSettings, owner, DEFAULT_KEYWORD_SETTINGS);
  });

  it('answers an empty list for a niche without keywords', async () => {
    const res = await call(e.keywordRoots, owner, undefined, { nicheId: emptyNicheId });
    expect(res.json()).toEqual({ totalSearchVolume: 0, keywordCount: 0, roots: [] });
  });
});

describe('spelling groups', () => {
  it('groups plurals, word order, stop words and misspellings under the top keyword', async () => {
    expect(shape(await groupsOf(reader))).toEqual([
      ['garlic press', 6700, ['garlic press', 'garlic presses', 'press for garlic', 'galic press']],
      ['garlic crusher', 800, ['garlic crusher']],
      ['stainless steel garlic press', 300, ['stainless steel garlic press']],
    ]);
  });

  it('merges two groups, then splits a keyword out, for a user who may manage the niche', async () => {
    const merged = await call(e.mergeSpellingGroups, owner, {
      keywords: ['garlic press', 'Garlic Crusher'],
    });
    expect(merged.statusCode).toBe(200);
    expect(shape(merged.json())[0]).toEqual([
      'garlic press',
      7500,
      ['garlic press', 'garlic presses', 'garlic crusher', 'press for garlic', 'galic press'],
    ]);
    const split = await call(e.splitSpellingGroup, owner, { keyword: 'galic press' });
    expect(split.statusCode).toBe(200);
    const groups = split.json<SpellingGroupsResponse>().groups;
    expect(groups.find((g) => g.canonical === 'galic press')).toMatchObject({
      searchVolume: 200,
      edited: true,
    });
    expect(groups[0]).toMatchObject({ canonical: 'garlic press', searchVolume: 7300 });
    expect(shape(await groupsOf(reader))).toEqual(shape(split.json()));
  });

  it('refuses bad requests with a message and changes nothing', async () => {
    const before = await groupsOf();
    const cases: [Endpoint, unknown, string][] = [
      [e.mergeSpellingGroups, { keywords: ['garlic press'] }, 'Choose at least two groups'],
      [e.mergeSpellingGroups, { keywords: ['garlic press', 'garlic presses'] }, 'already in one'],
      [e.mergeSpellingGroups, { keywords: ['garlic press', 'kitchen gadgets'] }, 'not in'],
      [e.mergeSpellingGroups, { keywords: Array(101).fill('x') }, 'At most 100'],
      [e.mergeSpellingGroups, { keywords: ['a', 'b'], extra: 1 }, ''],
      [e.splitSpellingGroup, { keyword: 'galic press' }, 'already alone'],
      [e.splitSpellingGroup, { keyword: 'x'.repeat(1_000_000) }, 'at most 200'],
      [e.splitSpellingGroup, { keyword: 42 }, ''],
    ];
    for (const [endpoint, payload, message] of cases) {
      const res = await call(endpoint, owner, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    expect(await groupsOf()).toEqual(before);
  });

  it('lets viewers see the groups but not change them; other organizations get 404', async () => {
    const merge = await call(e.mergeSpellingGroups, reader, {
      keywords: ['garlic press', 'galic press'],
    });
    expect(merge.statusCode).toBe(403);
    expect((await call(e.resetSpellingGroups, reader)).statusCode).toBe(403);
    for (const endpoint of Object.values(e)) {
      const payload =
        endpoint.method === 'POST' ? { keywords: ['a', 'b'], keyword: 'a' } : undefined;
      const res = await call(endpoint, outsider, payload);
      expect(res.statusCode, endpoint.path).toBe(endpoint.method === 'POST' ? 400 : 404);
    }
  });

  it('restores the rule’s groups when the niche’s decisions are forgotten', async () => {
    const res = await call(e.resetSpellingGroups, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json<SpellingGroupsResponse>().groups.every((g) => !g.edited)).toBe(true);
    expect(res.json<SpellingGroupsResponse>().groups[0]!.searchVolume).toBe(6700);
  });
});
