import type { CompetitorVariation, DeepDiveCompetitor } from '@fathom/contract';
import type { NicheProduct } from '../../niche-math/domain/niche-metrics';
import { daysBetween } from './overview';

const DAY_MS = 86_400_000;

/** A competitor as its research stored it, with its ranks on the visible list summed. */
export interface StoredCompetitor extends Omit<NicheProduct, 'strength' | 'locked'> {
  svTop10: number;
  svTop50: number;
  keywordsTop10: number;
  keywordsTop50: number;
}

/** What the market says of a competitor on the research's date. */
export interface MarketFacts {
  bsr: number | null;
  bsrCategory: string | null;
  variationCount: number;
}

/** A share of the visible search volume, 0 to 1; 0 when the list has none. */
export function shareOf(volume: number, total: number): number {
  return total > 0 ? volume / total : 0;
}

/**
 * The deep dive's rows: each stored competitor with its days listed at the research, its shares
 * of the visible list's search volume and what the market said of it (docs/metrics.md "Deep dive").
 */
export function deepDiveCompetitors(
  stored: StoredCompetitor[],
  visibleSearchVolume: number,
  facts: Map<string, MarketFacts>,
  heroAsin: string,
  at: Date,
): DeepDiveCompetitor[] {
  return stored.map((c) => {
    const market = facts.get(c.asin);
    return {
      asin: c.asin,
      position: c.position,
      title: c.title,
      brand: c.brand,
      imageUrl: c.imageUrl,
      isHero: c.asin === heroAsin,
      priceCents: c.priceCents,
      rating: c.rating,
      reviewCount: c.reviewCount,
      firstListedDate: c.firstListedDate,
      daysListed: daysBetween(c.firstListedDate, at),
      bsr: market?.bsr ?? null,
      bsrCategory: market?.bsrCategory ?? null,
      monthlySales: c.monthlySales,
      monthlyRevenueCents: c.monthlyRevenueCents,
      svShareTop10: shareOf(c.svTop10, visibleSearchVolume),
      svShareTop50: shareOf(c.svTop50, visibleSearchVolume),
      keywordsTop10: c.keywordsTop10,
      keywordsTop50: c.keywordsTop50,
      variationCount: market?.variationCount ?? 0,
    };
  });
}

/** The `days` days ending on `to` (yyyy-MM-dd), both ends included. */
export function historyRange(to: string, days: number): { from: string; to: string } {
  const end = Date.parse(`${to}T00:00:00Z`);
  return { from: new Date(end - (days - 1) * DAY_MS).toISOString().slice(0, 10), to };
}

/** A variation as the market lists it on the day, or null when it is not listed then. */
export interface VariationFacts {
  asin: string;
  attributes: { color?: string; size?: string };
  listed: { title: string; priceCents: number } | null;
}

/** The family's variations, the competitor's own first, then by price (unlisted last), then ASIN. */
export function competitorVariations(
  asin: string,
  variations: VariationFacts[],
): CompetitorVariation[] {
  return variations
    .map((v) => ({
      asin: v.asin,
      title: v.listed?.title ?? '',
      color: v.attributes.color ?? null,
      size: v.attributes.size ?? null,
      priceCents: v.listed?.priceCents ?? null,
      isCompetitor: v.asin === asin,
    }))
    .sort(
      (a, b) =>
        Number(b.isCompetitor) - Number(a.isCompetitor) ||
        (a.priceCents ?? Infinity) - (b.priceCents ?? Infinity) ||
        (a.asin < b.asin ? -1 : a.asin > b.asin ? 1 : 0),
    );
}
