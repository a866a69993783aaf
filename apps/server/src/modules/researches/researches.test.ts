import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Competitor,
  DEFAULT_KEYWORD_SETTINGS,
  RESEARCH_MESSAGES,
  type KeywordRow,
  type NicheOverview,
  type NicheSummary,
  type Research,
} from '@fathom/contract';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { diveAndWait, nicheIdOf, startBody } from '../../test/dives';

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;
const hero = KNOWN_ASINS.com.strongHero;

const get = <T>(url: string, user = owner) =>
  t.request({ method: 'GET', url, cookie: user.cookie }).then((r) => r.json<T>());
const post = (url: string, payload: object, user = owner) =>
  t.request({ method: 'POST', url, cookie: user.cookie, payload });
/** A product of the niche other than its hero: the hero of another niche. */
const competitorOf = async (nicheId: number) =>
  (await get<Competitor[]>(`/api/niches/${nicheId}/competitors`)).at(-1)!.asin;
const dive = async (asin: string, count: number, extra: Record<string, unknown> = {}) =>
  nicheIdOf(await diveAndWait(t, owner, startBody(asin, count, extra)));

/** The figures a niche shows, without what moves with every change (dates, counts of dives). */
const figures = (n: NicheSummary) => ({
  heroAsin: n.heroAsin,
  heroKeyword: n.heroKeyword,
  numCompetitors: n.numCompetitors,
  numKeywords: n.numKeywords,
  totalSvOfKeywords: n.totalSvOfKeywords,
  numVisibleKeywords: n.numVisibleKeywords,
  totalSvOfVisibleKeywords: n.totalSvOfVisibleKeywords,
  medianPriceCents: n.medianPriceCents,
  medianRating: n.medianRating,
  medianReviewCount: n.medianReviewCount,
  medianDaysListed: n.medianDaysListed,
  medianSales: n.medianSales,
  medianRevenueCents: n.medianRevenueCents,
  competitionStrength: n.competitionStrength,
  numRelevantKeywords: n.numRelevantKeywords,
  numLaunchKeywords: n.numLaunchKeywords,
});

beforeAll(async () => {
  t = await startTestApp({ work: true });
  owner = await t.signUp('Rhea');
  member = await t.signUp('Mo');
  outsider = await t.signUp('Otto');
  await t.services.orgs.addMember(owner.orgId, member.id, 'member');
});
afterAll(() => t.close());

describe('the niche overview', () => {
  it('splits the search volume by list and shares the revenue among the competitors', async () => {
    const nicheId = await dive(hero, 20);
    const overview = await get<NicheOverview>(`/api/niches/${nicheId}/overview`);
    const niche = await get<NicheSummary>(`/api/niches/${nicheId}`);
    expect(overview.niche).toEqual(niche);
    expect(overview.lists.map((l) => l.list)).toEqual(['mkl', 'outlier', 'residue']);
    expect(overview.lists.reduce((s, l) => s + l.keywords, 0)).toBe(niche.numKeywords);
    expect(overview.lists.reduce((s, l) => s + l.searchVolume, 0)).toBe(niche.totalSvOfKeywords);
    expect(overview.lists[0]!.searchVolume).toBe(niche.totalSvOfVisibleKeywords);
    expect(overview.competitors).toHaveLength(20);
    expect(overview.competitors.reduce((s, c) => s + c.revenueShare, 0)).toBeCloseTo(1, 9);
    expect(overview.competitors.every((c) => c.daysListed >= 0)).toBe(true);
    expect(overview.researches).toHaveLength(1);
    expect((await post(`/api/niches/${nicheId}/overview`, {}, outsider)).statusCode).toBe(404);
    const foreign = await t.request({
      method: 'GET',
      url: `/api/niches/${nicheId}/overview`,
      cookie: outsider.cookie,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('research management', () => {
  it('deleting the newest research falls back to the previous one, with its settings reapplied', async () => {
    const nicheId = await dive(hero, 10);
    const mkl = await get<KeywordRow[]>(`/api/niches/${nicheId}/keywords?list=mkl`);
    const minSearchVolume = mkl[Math.floor(mkl.length / 2)]!.searchVolume;
    const settings = {
      ...DEFAULT_KEYWORD_SETTINGS,
      mklSettings: { ...DEFAULT_KEYWORD_SETTINGS.mklSettings, minSearchVolume },
    };
    const saved = await t.request({
      method: 'PUT',
      url: `/api/niches/${nicheId}/keyword-settings`,
      cookie: owner.cookie,
      payload: settings,
    });
    expect(saved.statusCode).toBe(200);
    const before = await get<NicheSummary>(`/api/niches/${nicheId}`);
    const keywordsBefore = await get<KeywordRow[]>(`/api/niches/${nicheId}/keywords?list=mkl`);

    await dive(hero, 15, { nicheId });
    const redived = await get<NicheSummary>(`/api/niches/${nicheId}`);
    expect(redived.numCompetitors).toBe(15);
    const [newest, previous] = await get<Research[]>(`/api/niches/${nicheId}/researches`);

    const url = `/api/niches/${nicheId}/researches/delete`;
    expect((await post(url, { nicheId, jobIds: [newest!.id] }, member)).statusCode).toBe(403);
    expect((await post(url, { nicheId, jobIds: [newest!.id] }, outsider)).statusCode).toBe(404);
    for (const bad of [
      { nicheId, jobIds: [] },
      { nicheId, jobIds: ['1'] },
      { nicheId, jobIds: [newest!.id, newest!.id] },
      { nicheId, jobIds: Array.from({ length: 101 }, (_, i) => i + 1) },
      { nicheId: nicheId + 1, jobIds: [newest!.id] },
      { nicheId, jobIds: [newest!.id], extra: true },
    ]) {
      const res = await post(url, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json<{ message: string }>().message).not.toBe('');
    }
    const other = await dive(await competitorOf(nicheId), 5);
    const [otherResearch] = await get<Research[]>(`/api/niches/${other}/researches`);
    expect((await post(url, { nicheId, jobIds: [otherResearch!.id] })).statusCode).toBe(404);
    expect((await get<NicheSummary>(`/api/niches/${nicheId}`)).numCompetitors).toBe(15);

    expect((await post(url, { nicheId, jobIds: [newest!.id] })).statusCode).toBe(200);
    const after = await get<NicheSummary>(`/api/niches/${nicheId}`);
    expect(figures(after)).toEqual(figures(before));
    expect(after.jobCount).toBe(1);
    const keywordsAfter = await get<KeywordRow[]>(`/api/niches/${nicheId}/keywords?list=mkl`);
    expect(keywordsAfter.map((k) => k.keyword)).toEqual(keywordsBefore.map((k) => k.keyword));
    expect(keywordsAfter.every((k) => k.searchVolume >= minSearchVolume)).toBe(true);

    const last = await post(url, { nicheId, jobIds: [previous!.id] });
    expect(last.statusCode).toBe(409);
    expect(last.json<{ message: string }>().message).toBe(RESEARCH_MESSAGES.lastResearch);
    expect(await get<Research[]>(`/api/niches/${nicheId}/researches`)).toHaveLength(1);
  });

  it('moves researches to another niche of the same marketplace, and both niches follow', async () => {
    const from = await dive(hero, 10);
    const firstFigures = figures(await get<NicheSummary>(`/api/niches/${from}`));
    const to = await dive(await competitorOf(from), 5);
    // The research moved is newer than the target's own: it drives the target from then on.
    await dive(hero, 15, { nicheId: from });
    const [moved] = await get<Research[]>(`/api/niches/${from}/researches`);
    const german = await diveAndWait(t, owner, {
      ...startBody(KNOWN_ASINS.de.strongHero, 5),
      marketplace: 'de',
    });
    const url = `/api/niches/${from}/researches/move`;

    const elsewhere = await post(url, {
      fromNicheId: from,
      toNicheId: nicheIdOf(german),
      jobIds: [moved!.id],
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json<{ message: string }>().message).toBe(RESEARCH_MESSAGES.otherMarketplace);
    const same = await post(url, { fromNicheId: from, toNicheId: from, jobIds: [moved!.id] });
    expect(same.statusCode).toBe(400);
    const foreignOwner = await t.signUp('Fay');
    const foreign = await diveAndWait(t, foreignOwner, startBody(hero, 5));
    const toForeign = await post(url, {
      fromNicheId: from,
      toNicheId: nicheIdOf(foreign),
      jobIds: [moved!.id],
    });
    expect(toForeign.statusCode).toBe(404);

    const res = await post(url, { fromNicheId: from, toNicheId: to, jobIds: [moved!.id] });
    expect(res.statusCode).toBe(200);
    expect(figures(await get<NicheSummary>(`/api/niches/${from}`))).toEqual(firstFigures);
    const target = await get<NicheSummary>(`/api/niches/${to}`);
    expect(target.jobCount).toBe(2);
    expect(target.numCompetitors).toBe(15);
    expect(target.heroAsin).toBe(hero);
    const [targetNewest] = await get<Research[]>(`/api/niches/${to}/researches`);
    expect(targetNewest!.id).toBe(moved!.id);

    const [remaining] = await get<Research[]>(`/api/niches/${from}/researches`);
    const lastOne = await post(url, { fromNicheId: from, toNicheId: to, jobIds: [remaining!.id] });
    expect(lastOne.statusCode).toBe(409);
    expect(lastOne.json<{ message: string }>().message).toBe(RESEARCH_MESSAGES.moveLastResearch);
  });

  it('labels a research', async () => {
    const nicheId = await dive(hero, 5);
    const [research] = await get<Research[]>(`/api/niches/${nicheId}/researches`);
    const url = `/api/niches/${nicheId}/researches/${research!.id}/label`;
    const res = await post(url, { researchId: research!.id, researchLabel: '  Spring check  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Research>().label).toBe('Spring check');
    const [labelled] = await get<Research[]>(`/api/niches/${nicheId}/researches`);
    expect(labelled!.label).toBe('Spring check');
    for (const researchLabel of ['   ', 'x'.repeat(256), 'a\u0000b'])
      expect((await post(url, { researchId: research!.id, researchLabel })).statusCode).toBe(400);
    const otherId = research!.id + 1000;
    const missing = await post(`/api/niches/${nicheId}/researches/${otherId}/label`, {
      researchId: otherId,
      researchLabel: 'x',
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await post(url, { researchId: research!.id, researchLabel: 'x' }, member)).statusCode,
    ).toBe(403);
  });
});
