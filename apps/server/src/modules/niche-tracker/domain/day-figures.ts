import { median } from '@fathom/contract';
import type { DayFigures } from './series';

/** Ranks beyond the top 100 count as 101 in the hero's average (spec §9: shown as '101+'). */
export const UNRANKED = 101;

/** Keywords whose hero rank is averaged: the visible list's largest by search volume. */
export const HERO_RANK_KEYWORDS = 10;

/** What the daily figures of one niche are made from (docs/metrics.md "Niche tracker"). */
export interface NicheDayInput {
  /** The products of the niche's latest dive listed on the day. */
  products: { price: number; rating: number; reviewCount: number }[];
  /** Their sales estimates on the day. */
  sales: { unitsPerMonth: number; revenuePerMonth: number }[];
  /** Search volume on the day of every keyword of the latest dive, and whether it is visible. */
  keywords: { searchVolume: number; visible: boolean }[];
  /** The hero's organic rank on the day for each of its rank keywords (null: beyond 100). */
  heroRanks: (number | null)[];
  /** The niche's competition strength as its latest dive and keyword settings left it. */
  competitionStrength: number | null;
}

const round = (n: number | null) => (n === null ? null : Math.round(n));

export function dayFigures(input: NicheDayInput): DayFigures {
  const { products, sales, keywords, heroRanks } = input;
  const sum = (list: { searchVolume: number }[]) => list.reduce((s, k) => s + k.searchVolume, 0);
  const ranks = heroRanks.map((r) => r ?? UNRANKED);
  return {
    totalSearchVolume: sum(keywords),
    visibleSearchVolume: sum(keywords.filter((k) => k.visible)),
    competitors: products.length,
    medianPriceCents: round(median(products.map((p) => p.price))),
    medianRating: median(products.map((p) => p.rating)),
    medianReviews: round(median(products.map((p) => p.reviewCount))),
    medianSales: round(median(sales.map((s) => s.unitsPerMonth))),
    medianRevenueCents: round(median(sales.map((s) => s.revenuePerMonth))),
    competitionStrength: input.competitionStrength,
    heroAverageRank: ranks.length
      ? Math.round((ranks.reduce((s, r) => s + r, 0) / ranks.length) * 100) / 100
      : null,
  };
}
