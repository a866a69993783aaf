import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Competitor, KeywordRow, NicheSummary } from '@fathom/contract';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { diveAndWait, nicheIdOf, startBody } from '../../test/dives';

let t: TestApp;
let owner: TestUser;
let nicheId: number;
let first: Competitor[];
const hero = KNOWN_ASINS.com.strongHero;

const get = <T>(user: TestUser, url: string) =>
  t.request({ method: 'GET', url, cookie: user.cookie }).then((r) => r.json<T>());

beforeAll(async () => {
  t = await startTestApp({ work: true });
  owner = await t.signUp('Dora');
  nicheId = nicheIdOf(await diveAndWait(t, owner, startBody(hero, 10)));
  first = await get<Competitor[]>(owner, `/api/niches/${nicheId}/competitors`);
});
afterAll(() => t.close());

describe('Niche Dive Again', () => {
  it('keeps locked competitors, never takes excluded ones, and keeps the niche and its history', async () => {
    const locked = first[first.length - 1]!.asin;
    const excluded = first[1]!.asin;
    const status = await diveAndWait(
      t,
      owner,
      startBody(hero, 15, { nicheId, lockedAsins: [locked], excludedAsins: [excluded] }),
    );
    expect(status.status).toBe('completed');
    expect(nicheIdOf(status)).toBe(nicheId);

    const again = await get<Competitor[]>(owner, `/api/niches/${nicheId}/competitors`);
    expect(again).toHaveLength(15);
    expect(again.map((c) => c.asin)).toContain(locked);
    expect(again.find((c) => c.asin === locked)?.locked).toBe(true);
    expect(again.map((c) => c.asin)).not.toContain(excluded);
    // Nor any colour or size of the excluded product.
    const family = async (asin: string) =>
      (await t.services.market.getProducts({ orgId: owner.orgId }, 'com', { asins: [asin] }))[0]
        ?.parentAsin ?? asin;
    const excludedFamily = await family(excluded);
    for (const c of again) expect(await family(c.asin)).not.toBe(excludedFamily);

    const niche = await get<NicheSummary>(owner, `/api/niches/${nicheId}`);
    expect(niche.jobCount).toBe(2);
    expect(niche.oldestResearchDate! <= niche.newestResearchDate!).toBe(true);
    expect(await get<{ asin: string }[]>(owner, `/api/niches/${nicheId}/exclusions`)).toEqual([
      { asin: excluded },
    ]);
    const researches = await get<{ numCompetitors: number }[]>(
      owner,
      `/api/niches/${nicheId}/researches`,
    );
    expect(researches.map((r) => r.numCompetitors)).toEqual([15, 10]);
  });

  it('marks keywords new and dropped against the previous dive', async () => {
    const mkl = await get<KeywordRow[]>(owner, `/api/niches/${nicheId}/keywords?list=mkl`);
    const isNew = mkl.filter((k) => k.keywordDifferenceStatus === 'new');
    const dropped = mkl.filter((k) => k.keywordDifferenceStatus === 'dropped');
    expect(isNew.length + dropped.length).toBeGreaterThan(0);
    // A new keyword was absent before or on another list; a dropped one no longer qualifies here.
    for (const k of isNew)
      expect([null, 'outlier', 'residue']).toContain(k.keywordPreviousKeywordList);
    const residue = await get<KeywordRow[]>(owner, `/api/niches/${nicheId}/keywords?list=residue`);
    const outliers = await get<KeywordRow[]>(owner, `/api/niches/${nicheId}/keywords?list=outlier`);
    const elsewhere = new Set(
      [...residue, ...outliers]
        .filter((k) => k.keywordDifferenceStatus !== 'dropped')
        .map((k) => k.keyword),
    );
    for (const k of dropped) expect(k.relevancy < 0.3 || !elsewhere.has(k.keyword)).toBe(true);
    expect(new Set(mkl.map((k) => k.keyword)).size).toBe(mkl.length);
  });

  it('an excluded ASIN stays out of later dives too', async () => {
    const exclusions = await get<{ asin: string }[]>(owner, `/api/niches/${nicheId}/exclusions`);
    const excluded = exclusions[0]!.asin;
    const status = await diveAndWait(
      t,
      owner,
      startBody(hero, 15, { nicheId, excludedAsins: [excluded] }),
    );
    expect(status.status).toBe('completed');
    const again = await get<Competitor[]>(owner, `/api/niches/${nicheId}/competitors`);
    expect(again.map((c) => c.asin)).not.toContain(excluded);
  });

  it('refuses fewer competitors than locked, another marketplace, and a niche the caller cannot manage', async () => {
    const tooFew = await t.request({
      method: 'POST',
      url: `/api/orgs/${owner.orgId}/dives`,
      cookie: owner.cookie,
      payload: startBody(hero, 5, { nicheId, lockedAsins: first.slice(0, 6).map((c) => c.asin) }),
    });
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json().message).toContain('You can’t select fewer competitors than locked.');

    const elsewhere = await t.request({
      method: 'POST',
      url: `/api/orgs/${owner.orgId}/dives`,
      cookie: owner.cookie,
      payload: { ...startBody(KNOWN_ASINS.de.strongHero, 10, { nicheId }), marketplace: 'de' },
    });
    expect(elsewhere.statusCode).toBe(400);

    const member = await t.signUp('Mel');
    await t.services.orgs.addMember(owner.orgId, member.id, 'member');
    const res = await t.request({
      method: 'POST',
      url: `/api/orgs/${owner.orgId}/dives`,
      cookie: member.cookie,
      payload: startBody(hero, 10, { nicheId }),
    });
    expect(res.statusCode).toBe(403);
    expect((await get<NicheSummary>(member, `/api/niches/${nicheId}`)).canManage).toBe(false);
    expect((await get<NicheSummary>(owner, `/api/niches/${nicheId}`)).canManage).toBe(true);
  });
});
