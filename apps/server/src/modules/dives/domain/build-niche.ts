import type { MarketplaceTld } from '@fathom/contract';
import type { MarketDataProvider, ProviderContext } from '@fathom/market';
import { mapLimit, oneAtATime } from '../../../lib/concurrency';
import {
  classify,
  heroKeyword,
  mergeTerms,
  productStrengths,
  type KeywordRowData,
  type TermObservation,
} from '../../niche-math/domain/keyword-lists';
import {
  nicheMetrics,
  type NicheMetrics,
  type NicheProduct,
} from '../../niche-math/domain/niche-metrics';
import { PROVIDER_CONCURRENCY, type Progress } from './discovery';

export interface BuildInput {
  market: MarketDataProvider;
  ctx: ProviderContext;
  marketplace: MarketplaceTld;
  /** The niche's products, hero first. */
  asins: string[];
  locked?: string[];
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
