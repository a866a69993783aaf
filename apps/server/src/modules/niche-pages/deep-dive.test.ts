import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEEP_DIVE_MESSAGES,
  marketplaceDate,
  type CompetitorDetail,
  type DeepDive,
  type KeywordRow,
  type NicheOverview,
} from '@fathom/contract';
import { createSimulatedMarket } from '@fathom/market';
import { KNOWN_ASINS } from '@fathom/market/simulated';
const ctx = { orgId: null };
import { diveAndWait, nicheIdOf, startBody } from '../../test/dives';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { insertNiche } from '../../test/niche-fixture';

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;
let nicheId: number;
const market = createSimulatedMarket();
const hero = KNOWN_ASINS.com.strongHero;

const request = (url: string, user = owner) =>
  t.request({ method: 'GET', url, cookie: user.cookie });
const get = async <T>(url: string, user = owner) => {
  const res = await request(url, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};

beforeAll(async () => {
  t = await startTestApp({ work: true });
  owner = await t.signUp('Dana');
  member = await t.signUp('Mika');
  outsider = await t.signUp('Olaf');
  await t.services.orgs.addMember(owner.orgId, member.id, 'member');
  nicheId = nicheIdOf(await diveAndWait(t, owner, startBody(hero, 10)));
});
afterAll(() => t.close());

describe('the deep dive', () => {
  it('lists every competitor with the figures of the latest research and the market', async () => {
    const deep = await get<DeepDive>(`/api/niches/${nicheId}/deep-dive`);
    const overview = await get<NicheOverview>(`/api/niches/${nicheId}/overview`);
    expect(deep.researchDate).toBe(
      marketplaceDate('com', new Date(overview.researches[0]!.createdAt)),
    );
    expect(deep.competitors.map((c) => c.asin)).toEqual(overview.competitors.map((c) => c.asin));
    expect(deep.competitors[0]).toMatchObject({ asin: hero, isHero: true, position: 0 });
    expect(deep.competitors.filter((c) => c.isHero)).toHaveLength(1);
    for (const [i, c] of deep.competitors.entries()) {
      const o = overview.competitors[i]!;
      expect(c).toMatchObject({
        priceCents: o.priceCents,
        rating: o.rating,
        reviewCount: o.reviewCount,
        firstListedDate: o.firstListedDate,
        daysListed: o.daysListed,
        monthlyRevenueCents: o.monthlyRevenueCents,
      });
    }
    const products = await market.getProducts(ctx, 'com', {
      asins: deep.competitors.map((c) => c.asin),
      date: deep.researchDate!,
    });
    for (const p of products) {
      const row = deep.competitors.find((c) => c.asin === p.asin)!;
      expect(row.bsr).toBe(p.bsr[0]!.rank);
      expect(row.bsrCategory).toBe(p.bsr[0]!.categoryName);
      expect(row.variationCount).toBe(p.variations.length);
    }
    expect(deep.competitors.some((c) => c.bsr !== null)).toBe(true);
  });

  it("takes the search volume shares from the visible list's ranks", async () => {
    const deep = await get<DeepDive>(`/api/niches/${nicheId}/deep-dive`);
    const mkl = await get<KeywordRow[]>(`/api/niches/${nicheId}/keywords?list=mkl`);
    const total = mkl.reduce((s, k) => s + k.searchVolume, 0);
    expect(deep.visibleKeywords).toBe(mkl.length);
    expect(deep.visibleSearchVolume).toBe(total);
    expect(total).toBeGreaterThan(0);
    for (const c of deep.competitors) {
      const within = (rank: number) => mkl.filter((k) => (k.organicRanks[c.asin] ?? 101) <= rank);
      const volume = (rows: KeywordRow[]) => rows.reduce((s, k) => s + k.searchVolume, 0);
      expect(c.keywordsTop10).toBe(within(10).length);
      expect(c.keywordsTop50).toBe(within(50).length);
      expect(c.svShareTop10).toBeCloseTo(volume(within(10)) / total, 12);
      expect(c.svShareTop50).toBeCloseTo(volume(within(50)) / total, 12);
      expect(c.svShareTop50).toBeGreaterThanOrEqual(c.svShareTop10);
    }
    expect(deep.competitors.some((c) => c.svShareTop10 > 0)).toBe(true);
  });

  it('answers an empty deep dive for a niche without a research', async () => {
    const empty = await insertNiche(t.database.db, {
      organizationId: owner.orgId,
      label: 'Not dived yet',
      asins: [hero],
      researches: [],
    });
    expect(await get<DeepDive>(`/api/niches/${empty}/deep-dive`)).toEqual({
      researchDate: null,
      visibleKeywords: 0,
      visibleSearchVolume: 0,
      competitors: [],
    });
    const res = await request(`/api/niches/${empty}/deep-dive/${hero}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(DEEP_DIVE_MESSAGES.competitorNotFound);
  });

  it('is read by a member and hidden from another organization', async () => {
    expect((await request(`/api/niches/${nicheId}/deep-dive`, member)).statusCode).toBe(200);
    const foreign = await request(`/api/niches/${nicheId}/deep-dive/${hero}`, outsider);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Niche not found');
  });
});

describe("a competitor's panel", () => {
  it('shows its BSR and price history up to the latest date, its keywords and variations', async () => {
    const deep = await get<DeepDive>(`/api/niches/${nicheId}/deep-dive`);
    const competitor = deep.competitors[1]!;
    const detail = await get<CompetitorDetail>(
      `/api/niches/${nicheId}/deep-dive/${competitor.asin.toLowerCase()}`,
    );
    const today = await market.latestDate(ctx, 'com');
    expect(detail.asin).toBe(competitor.asin);
    expect(detail.to).toBe(today);
    expect(detail.price).toHaveLength(90);
    expect(detail.price[0]!.date).toBe(detail.from);
    expect(detail.price.at(-1)).toEqual({ date: today, priceCents: competitor.priceCents });
    const [bsr] = await market.bsrHistory(ctx, 'com', {
      asins: [competitor.asin],
      from: detail.from,
      to: detail.to,
    });
    expect(detail.bsr).toEqual(
      bsr!.series.map((s) => ({ categoryName: s.categoryName, points: s.points })),
    );
    expect(detail.bsr[0]!.points.at(-1)!.rank).toBe(competitor.bsr);

    const all = (
      await Promise.all(
        (['mkl', 'outlier', 'residue'] as const).map((list) =>
          get<KeywordRow[]>(`/api/niches/${nicheId}/keywords?list=${list}`).then((rows) =>
            rows.map((r) => ({ ...r, list })),
          ),
        ),
      )
    ).flat();
    const ranked = all.filter(
      (k) => k.organicRanks[competitor.asin] || k.sponsoredRanks[competitor.asin],
    );
    expect(detail.keywords).toHaveLength(ranked.length);
    expect(detail.keywords.length).toBeGreaterThan(0);
    for (const k of detail.keywords) {
      const row = ranked.find((r) => r.keyword === k.keyword)!;
      expect(k).toEqual({
        keyword: row.keyword,
        list: row.list,
        searchVolume: row.searchVolume,
        relevancy: row.relevancy,
        organicRank: row.organicRanks[competitor.asin] ?? null,
        sponsoredRank: row.sponsoredRanks[competitor.asin] ?? null,
      });
    }
    const volumes = detail.keywords.map((k) => k.searchVolume);
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
    expect(
      detail.keywords.filter((k) => k.list === 'mkl' && (k.organicRank ?? 101) <= 10),
    ).toHaveLength(competitor.keywordsTop10);

    const [product] = await market.getProducts(ctx, 'com', {
      asins: [competitor.asin],
      date: today,
    });
    expect(detail.variations.map((v) => v.asin).sort()).toEqual(
      product!.variations.map((v) => v.asin).sort(),
    );
    expect(detail.variations).toHaveLength(competitor.variationCount);
  });

  it('lists the variations of a competitor that has them, its own first', async () => {
    const deep = await get<DeepDive>(`/api/niches/${nicheId}/deep-dive`);
    const withVariations = deep.competitors.find((c) => c.variationCount > 1);
    expect(withVariations).toBeDefined();
    const detail = await get<CompetitorDetail>(
      `/api/niches/${nicheId}/deep-dive/${withVariations!.asin}?days=30`,
    );
    expect(detail.price).toHaveLength(30);
    expect(detail.variations).toHaveLength(withVariations!.variationCount);
    const family = await market.getProducts(ctx, 'com', {
      asins: detail.variations.map((v) => v.asin),
      date: detail.to,
    });
    for (const v of detail.variations) {
      const p = family.find((f) => f.asin === v.asin);
      expect(v.priceCents).toBe(p?.price ?? null);
      expect(v.color).toBe(p?.variationAttributes?.color ?? null);
    }
    if (detail.variations.some((v) => v.isCompetitor))
      expect(detail.variations[0]!.asin).toBe(withVariations!.asin);
  });

  it.each([
    ['6', DEEP_DIVE_MESSAGES.days],
    ['366', DEEP_DIVE_MESSAGES.days],
    ['12.5', DEEP_DIVE_MESSAGES.days],
    ['many', DEEP_DIVE_MESSAGES.days],
  ])('refuses days=%s with a message', async (days, message) => {
    const res = await request(`/api/niches/${nicheId}/deep-dive/${hero}?days=${days}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('refuses an unknown parameter, a malformed ASIN and a product outside the niche', async () => {
    const extra = await request(`/api/niches/${nicheId}/deep-dive/${hero}?from=2026-01-01`);
    expect(extra.statusCode).toBe(400);
    const malformed = await request(`/api/niches/${nicheId}/deep-dive/NOT-AN-ASIN`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/ASIN/);
    const outside = await request(`/api/niches/${nicheId}/deep-dive/${KNOWN_ASINS.com.weakHero}`);
    expect(outside.statusCode).toBe(404);
    expect(outside.json().message).toBe(DEEP_DIVE_MESSAGES.competitorNotFound);
  });
});
