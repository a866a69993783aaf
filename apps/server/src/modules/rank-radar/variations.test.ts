import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceDate, type Heatmap, type Tracker } from '@fathom/contract';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import { createSimulatedMarket } from '@fathom/market';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { trackerWithHistory } from '../../test/rank-radar-fixture';

interface Answer {
  dates: string[];
  keywords: {
    keywordId: number;
    keyword: string;
    variations: { asin: string | null; organicRank: (number | null)[] }[];
  }[];
}

let t: TestApp;
let owner: TestUser;
let outsider: TestUser;
const today = marketplaceDate('com');

const api = (user: TestUser, method: 'GET' | 'POST', path: string, payload?: object) =>
  t.request({ method, url: `/api/orgs/${user.orgId}/krt${path}`, cookie: user.cookie, payload });
const perVariation = (tracker: Tracker, body: object, user = owner) =>
  api(user, 'POST', `/${tracker.id}/krt-keyword/rank-per-variation/krtKeywords`, body);

function trackerOf(asin: string): Promise<Tracker> {
  return trackerWithHistory(t, owner, { label: `variations ${asin}`, terms: 5, days: 3, asin });
}

let family: Tracker;
let single: Tracker;
let terms: Heatmap['keywords'];

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.signUp('Vera');
  outsider = await t.signUp('Olaf');
  family = await trackerOf(KNOWN_ASINS.com.variationParent);
  single = await trackerOf(KNOWN_ASINS.com.strongHero);
  terms = (await api(owner, 'GET', `/${family.id}/heatmap`)).json<Heatmap>().keywords;
}, 240_000);
afterAll(() => t.close());

describe('top variation on the heatmap', () => {
  it("names the variation holding each term's organic rank with its colour and size", async () => {
    const [product] = await createSimulatedMarket().getProducts({ orgId: null }, 'com', {
      asins: [family.asin],
    });
    const attributes = new Map(
      product!.variations.map((v) => [
        v.asin,
        [v.attributes.color, v.attributes.size].filter(Boolean).join(', '),
      ]),
    );
    const held = terms.filter((k) => k.organicRankTopVariationAsin !== null);
    expect(held.length).toBeGreaterThan(0);
    for (const k of held)
      expect(k.organicRankTopVariationAttributes).toBe(
        attributes.get(k.organicRankTopVariationAsin!) || null,
      );
    expect(held.some((k) => k.organicRankTopVariationAttributes)).toBe(true);
  });
});

describe('rank per variation', () => {
  it("answers each ASIN's organic rank and the no-ASIN bucket per term and day", async () => {
    expect(family.asins.length).toBeGreaterThanOrEqual(2);
    const ids = terms.slice(0, 2).map((k) => k.keywordId);
    const res = await perVariation(family, { keywordIds: ids });
    expect(res.statusCode).toBe(200);
    const answer = res.json<Answer>();
    expect(answer.dates).toHaveLength(6);
    expect(answer.keywords.map((k) => k.keywordId)).toEqual(ids);
    for (const k of answer.keywords) {
      expect(k.variations.map((v) => v.asin)).toEqual([...family.asins, null]);
      for (const v of k.variations) expect(v.organicRank).toHaveLength(6);
    }
    const ranked = answer.keywords.flatMap((k) => k.variations.flatMap((v) => v.organicRank));
    expect(ranked.some((r) => r !== null && r >= 1)).toBe(true);
  });

  it('refuses products with fewer than 2 ASINs, unknown terms and empty or long requests', async () => {
    const lone = await perVariation(single, { keywordIds: [1] });
    expect(lone.statusCode).toBe(400);
    expect(lone.json<{ message: string }>().message).toBe(
      'Rank per variation needs a product with at least 2 ASINs',
    );
    expect((await perVariation(family, { keywordIds: [] })).statusCode).toBe(400);
    expect((await perVariation(family, { keywordIds: [999_999] })).statusCode).toBe(404);
    const long = await perVariation(family, {
      keywordIds: [terms[0]!.keywordId],
      from: '2020-01-01',
      to: today,
    });
    expect(long.statusCode).toBe(400);
  });

  it("answers 404 for another organization's tracker", async () => {
    const res = await t.request({
      method: 'POST',
      url: `/api/orgs/${outsider.orgId}/krt/${family.id}/krt-keyword/rank-per-variation/krtKeywords`,
      cookie: outsider.cookie,
      payload: { keywordIds: [terms[0]!.keywordId] },
    });
    expect(res.statusCode).toBe(404);
  });
});
