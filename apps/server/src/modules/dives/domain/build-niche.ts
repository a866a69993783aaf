import type { MarketplaceTld } from '@fathom/contract';
import type { MarketDataProvider, ProviderContext } from '@fathom/market';
import { mapLimit, oneAtATime } from '../../../lib/concurrency';
import { PROVIDER_CONCURRENCY, type Progress } from './discovery';
import {
  classify,
  heroKeyword,
  keywordMetrics,
  median,
  mergeTerms,
  productStrengths,
  type KeywordMetrics,
  type KeywordRowData,
  type TermObservation,
} from './keyword-lists';
import { pipelineFigures, type PipelineFigures } from './pipeline-figures';

const DAY_MS = 86_400_000;

export interface BuildInput {
  market: MarketDataProvider;
  ctx: ProviderContext;
  marketplace: MarketplaceTld;
  /** The niche's products, hero first. */
  asins: string[];
  locked?: string[];
}

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

/** What a dive found: the niche's name, its metrics, a summary of the research, products and keywords. */
export interface BuiltNiche {
  label: string;
  metrics: NicheMetrics;
  research: {
    label: string;
    heroAsin: string;
    numCompetitors: number;
    numKeywords: number;
    numMklKeywords: number;
  };
  competitors: NicheProduct[];
  keywords: KeywordRowData[];
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

/**
 * Reads every product's search terms and ranks, merges them into the keyword lists and computes
 * the niche's metrics (docs/metrics.md).
 */
export async function buildNiche(input: BuildInput, progress: Progress): Promise<BuiltNiche> {
  const { market, ctx, marketplace, asins } = input;
  const date = await market.latestDate(ctx, marketplace);
  const [found, estimates] = await Promise.all([
    market.getProducts(ctx, marketplace, { asins, date }),
    market.salesEstimates(ctx, marketplace, { asins, date }),
  ]);
  const products = new Map(found.map((p) => [p.asin, p]));
  const sales = new Map(estimates.map((s) => [s.asin, s]));
  const present = asins.filter((a) => products.has(a));

  // Terms are read side by side and merged in the niche's order, so the lists never depend on timing.
  const report = oneAtATime(progress);
  let collected = 0;
  const terms = await mapLimit(present, PROVIDER_CONCURRENCY, async (asin) => {
    const reverse = await market.reverseAsin(ctx, marketplace, { asin, date });
    collected++;
    await report(
      Math.round((90 * collected) / present.length),
      `Collecting keywords of ${asin} (${collected}/${present.length})`,
    );
    return reverse?.terms ?? [];
  });
  const observations = new Map<string, TermObservation[]>(
    present.map((asin, i) => [asin, terms[i]!]),
  );

  const rows = classify(mergeTerms(observations));
  const hero = heroKeyword(rows);
  const locked = new Set(input.locked ?? []);
  const strengthOf = productStrengths(present, rows);
  const competitors = present.map((asin, position): NicheProduct => {
    const p = products.get(asin)!;
    const s = sales.get(asin);
    return {
      asin,
      position,
      title: p.title,
      brand: p.brand,
      imageUrl: p.landingImageUrl,
      priceCents: p.price,
      rating: p.rating,
      reviewCount: p.reviewCount,
      firstListedDate: p.firstListedDate,
      monthlySales: s?.unitsPerMonth ?? 0,
      monthlyRevenueCents: s?.revenuePerMonth ?? 0,
      strength: strengthOf.get(asin)!,
      locked: locked.has(asin),
    };
  });
  const metrics = nicheMetrics(rows, competitors, date, asins[0]!);
  await progress(100, 'Building keyword lists');

  return {
    label: hero ?? products.get(asins[0]!)?.title.slice(0, 60) ?? asins[0]!,
    metrics,
    research: {
      label: hero ?? asins[0]!,
      heroAsin: asins[0]!,
      numCompetitors: competitors.length,
      numKeywords: metrics.numKeywords,
      numMklKeywords: metrics.numVisibleKeywords,
    },
    competitors,
    keywords: rows.map((r) => ({
      keyword: r.keyword,
      list: r.list,
      searchVolume: r.searchVolume,
      relevancy: r.relevancy,
      wordCount: r.wordCount,
      organicRanks: r.organicRanks,
      sponsoredRanks: r.sponsoredRanks,
    })),
  };
}
