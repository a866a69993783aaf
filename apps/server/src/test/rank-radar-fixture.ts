import { marketplaceDate } from '@fathom/contract';
import { createSimulatedMarket } from '@fathom/market';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import type { TestApp, TestUser } from './harness';
import { insertNiche } from './niche-fixture';

/** The product Rank Radar tests track: the simulated market's strong hero in the US. */
export const RADAR_HERO = KNOWN_ASINS.com.strongHero;

/** The hero's top `count` search terms of today, from the simulated market. */
export async function heroTerms(count: number) {
  const market = createSimulatedMarket();
  const found = await market.reverseAsin({ orgId: null }, 'com', {
    asin: RADAR_HERO,
    date: marketplaceDate('com'),
  });
  return found!.terms.slice(0, count);
}

/** A niche of the user's organization whose latest dive holds the product and the hero's top terms. */
export async function radarNiche(
  t: TestApp,
  user: TestUser,
  label: string,
  terms: number,
  asin = RADAR_HERO,
) {
  const keywords = (await heroTerms(terms)).map((term) => ({
    keyword: term.term,
    list: 'mkl' as const,
    searchVolume: term.searchVolume,
    relevancy: 0.8,
    wordCount: term.term.split(' ').length,
    organicRanks: {},
    sponsoredRanks: {},
  }));
  return insertNiche(t.database.db, {
    organizationId: user.orgId,
    label,
    createdBy: user.id,
    asins: [asin],
    researches: [keywords],
  });
}

/** A request to the user's organization's Rank Radar routes (`/api/orgs/:orgId/krt...`). */
export const radarApi =
  (t: TestApp) =>
  (user: TestUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
    t.request({ method, url: `/api/orgs/${user.orgId}/krt${path}`, cookie: user.cookie, payload });

/** Tracks the product in the niche on its top `count` terms, as the New Rank Radar modal does. */
export const trackHero = (
  t: TestApp,
  user: TestUser,
  nicheId: number,
  count = 20,
  asin = RADAR_HERO,
) =>
  radarApi(t)(user, 'POST', '', {
    asin,
    marketplace: 'com',
    nicheId,
    userSelectedNumberOfRankRadarKeywords: count,
  });
