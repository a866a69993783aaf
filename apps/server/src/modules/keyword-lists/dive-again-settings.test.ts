import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_KEYWORD_SETTINGS,
  type KeywordRow,
  type KeywordSettings,
  type NicheSummary,
} from '@fathom/contract';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { diveAndWait, nicheIdOf, startBody } from '../../test/dives';

let t: TestApp;
let owner: TestUser;
let nicheId: number;
const hero = KNOWN_ASINS.com.strongHero;

const get = <T>(url: string) =>
  t.request({ method: 'GET', url, cookie: owner.cookie }).then((r) => r.json<T>());

beforeAll(async () => {
  t = await startTestApp({ work: true });
  owner = await t.signUp('Dana');
  nicheId = nicheIdOf(await diveAndWait(t, owner, startBody(hero, 10)));
});
afterAll(() => t.close());

describe('a niche dived again', () => {
  it('keeps its keyword list settings: they sort the new dive’s lists and make its figures', async () => {
    const mkl = await get<KeywordRow[]>(`/api/niches/${nicheId}/keywords?list=mkl`);
    const excluded = mkl[0]!.keyword;
    const minSearchVolume = mkl[Math.floor(mkl.length / 2)]!.searchVolume;
    const saved = await t.request({
      method: 'PUT',
      url: `/api/niches/${nicheId}/keyword-settings`,
      cookie: owner.cookie,
      payload: {
        ...DEFAULT_KEYWORD_SETTINGS,
        mklSettings: {
          ...DEFAULT_KEYWORD_SETTINGS.mklSettings,
          minSearchVolume,
          excludedKeywords: [excluded],
        },
      },
    });
    expect(saved.statusCode).toBe(200);

    const status = await diveAndWait(t, owner, startBody(hero, 10, { nicheId }));
    expect(nicheIdOf(status)).toBe(nicheId);
    const after = await get<KeywordRow[]>(`/api/niches/${nicheId}/keywords?list=mkl`);
    const current = after.filter((k) => k.keywordDifferenceStatus !== 'dropped');
    expect(current.length).toBeGreaterThan(0);
    expect(current.map((k) => k.keyword)).not.toContain(excluded);
    for (const k of current) expect(k.searchVolume).toBeGreaterThanOrEqual(minSearchVolume);

    const niche = await get<NicheSummary>(`/api/niches/${nicheId}`);
    expect(niche.numVisibleKeywords).toBe(current.length);
    expect(niche.totalSvOfVisibleKeywords).toBe(current.reduce((s, k) => s + k.searchVolume, 0));
    const settings = await get<KeywordSettings>(`/api/niches/${nicheId}/keyword-settings`);
    expect(settings.mklSettings.excludedKeywords).toEqual([excluded]);
    expect(settings.originalMklKeywordsCount).toBeGreaterThan(current.length);
  });
});
