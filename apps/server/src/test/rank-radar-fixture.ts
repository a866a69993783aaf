import {
  marketplaceDate,
  rankRadarEndpoints,
  type TrackBody,
  type Tracker,
} from '@fathom/contract';
import { createSimulatedMarket } from '@fathom/market';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import type { TestApp, TestUser } from './harness';
import { insertNiche } from './niche-fixture';

/** The product Rank Radar tests track: the simulated market's strong hero in the US. */
export const RADAR_HERO = KNOWN_ASINS.com.strongHero;

/** The product's (by default the hero's) top `count` search terms of today, from the simulated market. */
export async function heroTerms(count: number, asin = RADAR_HERO) {
  const market = createSimulatedMarket();
  const found = await market.reverseAsin({ orgId: null }, 'com', {
    asin,
    date: marketplaceDate('com'),
  });
  return found!.terms.slice(0, count);
}

/** Search terms as a dive's master keyword list holds them. */
const masterList = (terms: Awaited<ReturnType<typeof heroTerms>>) =>
  terms.map((term) => ({
    keyword: term.term,
    list: 'mkl' as const,
    searchVolume: term.searchVolume,
    relevancy: 0.8,
    wordCount: term.term.split(' ').length,
    organicRanks: {},
    sponsoredRanks: {},
  }));

/**
 * A niche of the user's organization whose latest dive holds the product (then the other
 * competitors given) and the hero's top terms.
 */
export async function radarNiche(
  t: TestApp,
  user: TestUser,
  label: string,
  terms: number,
  asin = RADAR_HERO,
  competitors: string[] = [],
) {
  return insertNiche(t.database.db, {
    organizationId: user.orgId,
    label,
    createdBy: user.id,
    asins: [asin, ...competitors],
    researches: [masterList(await heroTerms(terms))],
  });
}

/**
 * A tracker of the user's organization on the product's own top `terms` search terms, with
 * `days` days of history before today (the demo's backfill over the simulated market).
 */
export async function trackerWithHistory(
  t: TestApp,
  user: TestUser,
  options: { label: string; terms: number; days: number; asin?: string },
): Promise<Tracker> {
  const asin = options.asin ?? RADAR_HERO;
  const nicheId = await insertNiche(t.database.db, {
    organizationId: user.orgId,
    label: options.label,
    createdBy: user.id,
    asins: [asin],
    researches: [masterList(await heroTerms(options.terms, asin))],
  });
  await t.services.rankRadarDemoHistory.fill({
    organizationId: user.orgId,
    userId: user.id,
    nicheId,
    asin,
    days: options.days,
  });
  return (await radarApi(t)(user, 'GET', `/niche/${nicheId}`)).json<Tracker[]>()[0]!;
}

/** A request to the user's organization's Rank Radar routes (`/api/orgs/:orgId/krt...`). */
export const radarApi =
  (t: TestApp) =>
  (user: TestUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
    t.request({ method, url: `/api/orgs/${user.orgId}/krt${path}`, cookie: user.cookie, payload });

/** What the New Rank Radar modal sends to track the product in the niche on its top `count` terms. */
export const trackBody = (nicheId: number, count = 20, asin = RADAR_HERO): TrackBody => ({
  asin,
  marketplace: 'com',
  nicheId,
  userSelectedNumberOfRankRadarKeywords: count,
});

/** Tracks the product in the niche on its top `count` terms, as the New Rank Radar modal does. */
export const trackHero = (
  t: TestApp,
  user: TestUser,
  nicheId: number,
  count = 20,
  asin = RADAR_HERO,
) => t.send(user, rankRadarEndpoints.track, { body: trackBody(nicheId, count, asin) });
