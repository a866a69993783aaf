import {
  KEYWORD_LISTS,
  type Competitor,
  type ListVolume,
  type OverviewCompetitor,
} from '@fathom/contract';

const DAY_MS = 86_400_000;

/** Whole days from a yyyy-MM-dd listing date to a moment; never below 0. */
export function daysBetween(listed: string, at: Date): number {
  return Math.max(0, Math.floor((at.getTime() - Date.parse(`${listed}T00:00:00Z`)) / DAY_MS));
}

/**
 * Each competitor with its days listed at the research's date and its share of the niche's
 * monthly revenue (0 when the niche has none).
 */
export function overviewCompetitors(competitors: Competitor[], at: Date): OverviewCompetitor[] {
  const total = competitors.reduce((sum, c) => sum + c.monthlyRevenueCents, 0);
  return competitors.map((c) => ({
    asin: c.asin,
    title: c.title,
    brand: c.brand,
    isHero: c.isHero,
    priceCents: c.priceCents,
    rating: c.rating,
    reviewCount: c.reviewCount,
    firstListedDate: c.firstListedDate,
    daysListed: daysBetween(c.firstListedDate, at),
    monthlyRevenueCents: c.monthlyRevenueCents,
    revenueShare: total ? c.monthlyRevenueCents / total : 0,
  }));
}

/** Every keyword list, in the lists' order, with zeros for a list the research left empty. */
export function everyList(found: ListVolume[]): ListVolume[] {
  return KEYWORD_LISTS.map(
    (list) => found.find((f) => f.list === list) ?? { list, keywords: 0, searchVolume: 0 },
  );
}
