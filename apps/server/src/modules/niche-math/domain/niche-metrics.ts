import { median } from '@fathom/contract';
import {
  heroKeyword,
  keywordMetrics,
  type KeywordMetrics,
  type KeywordRowData,
} from './keyword-lists';
import { pipelineFigures, type PipelineFigures } from './pipeline-figures';

const DAY_MS = 86_400_000;

/** A niche's figures (docs/metrics.md), kept on the niche and shown in the pipeline. */
export interface NicheMetrics extends KeywordMetrics, PipelineFigures {
  heroAsin: string;
  heroKeyword: string | null;
  numCompetitors: number;
  medianPriceCents: number | null;
  medianRating: number | null;
  medianReviewCount: number | null;
  medianDaysListed: number | null;
  medianSales: number | null;
  medianRevenueCents: number | null;
  competitionStrength: number | null;
}

/** One product of the niche as the dive saw it, hero first. */
export interface NicheProduct {
  asin: string;
  position: number;
  title: string;
  brand: string;
  imageUrl: string;
  priceCents: number;
  rating: number;
  reviewCount: number;
  firstListedDate: string;
  monthlySales: number;
  monthlyRevenueCents: number;
  /** Share of the master list's search volume the product ranks well for, 0 to 1. */
  strength: number;
  locked: boolean;
}

const round = (n: number | null) => (n === null ? null : Math.round(n));

/** A product as the niche's figures are made from it. */
export type MetricProduct = Pick<
  NicheProduct,
  | 'priceCents'
  | 'rating'
  | 'reviewCount'
  | 'firstListedDate'
  | 'monthlySales'
  | 'monthlyRevenueCents'
  | 'strength'
>;

/**
 * The niche's figures (docs/metrics.md) from a dive's keywords and products, hero first, on the
 * dive's date (yyyy-MM-dd): what a dive stores on the niche, and what a niche falls back to when
 * its newest research goes.
 */
export function nicheMetrics(
  rows: KeywordRowData[],
  competitors: MetricProduct[],
  date: string,
  heroAsin: string,
): NicheMetrics {
  const today = Date.parse(`${date}T00:00:00Z`);
  const m = (pick: (c: MetricProduct) => number) => median(competitors.map(pick));
  return {
    heroAsin,
    heroKeyword: heroKeyword(rows),
    numCompetitors: competitors.length,
    ...keywordMetrics(rows),
    medianPriceCents: round(m((c) => c.priceCents)),
    medianRating: m((c) => c.rating),
    medianReviewCount: round(m((c) => c.reviewCount)),
    medianDaysListed: round(
      m((c) => Math.max(0, (today - Date.parse(`${c.firstListedDate}T00:00:00Z`)) / DAY_MS)),
    ),
    medianSales: round(m((c) => c.monthlySales)),
    medianRevenueCents: round(m((c) => c.monthlyRevenueCents)),
    competitionStrength: m((c) => c.strength),
    ...pipelineFigures(rows, competitors),
  };
}
