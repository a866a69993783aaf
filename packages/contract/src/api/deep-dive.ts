import { z } from 'zod';
import { Asin } from './bounds';
import { KEYWORD_LISTS, NicheParams } from './dives';

/**
 * The deep dive (spec: niche-pipeline §2, /niche/{id}/deep-dive): one row per competitor of the
 * niche's latest research, and per competitor its BSR and price history, the keywords it ranks
 * for and its variations (docs/metrics.md "Deep dive").
 */
export const DEEP_DIVE_LIMITS = {
  /** Days of BSR and price history a competitor's panel may ask for. */
  minDays: 7,
  maxDays: 365,
  defaultDays: 90,
  /** The ranks the search volume shares count up to. */
  topRank: 10,
  wideRank: 50,
} as const;

/** The history ranges the panel offers, in days. */
export const DEEP_DIVE_RANGES = [30, 90, 180, 365] as const;

export const DEEP_DIVE_MESSAGES = {
  days: `must be a whole number of days from ${DEEP_DIVE_LIMITS.minDays} to ${DEEP_DIVE_LIMITS.maxDays}`,
  competitorNotFound: 'Competitor not found',
} as const;

/** A competitor as the deep dive lists it. */
export const DeepDiveCompetitor = z.object({
  asin: z.string(),
  position: z.number().int(),
  title: z.string(),
  brand: z.string(),
  imageUrl: z.string(),
  isHero: z.boolean(),
  priceCents: z.number().int(),
  rating: z.number(),
  reviewCount: z.number().int(),
  firstListedDate: z.string(),
  /** Days from its first listing to the latest research. */
  daysListed: z.number().int(),
  /** Best-sellers rank in its top-level category on the research's date; null when unranked. */
  bsr: z.number().int().nullable(),
  bsrCategory: z.string().nullable(),
  monthlySales: z.number().int(),
  monthlyRevenueCents: z.number().int(),
  /** Share of the visible keywords' search volume it ranks 1 to 10 for, 0 to 1. */
  svShareTop10: z.number(),
  /** Share of the visible keywords' search volume it ranks 1 to 50 for, 0 to 1. */
  svShareTop50: z.number(),
  keywordsTop10: z.number().int(),
  keywordsTop50: z.number().int(),
  /** Children of its variation family (0: a product without variations). */
  variationCount: z.number().int(),
});
export type DeepDiveCompetitor = z.infer<typeof DeepDiveCompetitor>;

export const DeepDive = z.object({
  /** The latest research's date in the marketplace, yyyy-MM-dd; null before the first dive. */
  researchDate: z.string().nullable(),
  /** Keywords and search volume of the visible list (the MKL) the shares are taken of. */
  visibleKeywords: z.number().int(),
  visibleSearchVolume: z.number().int(),
  competitors: z.array(DeepDiveCompetitor),
});
export type DeepDive = z.infer<typeof DeepDive>;

export const CompetitorParams = NicheParams.extend({ asin: Asin });

export const CompetitorQuery = z
  .object({
    days: z.coerce
      .number({ error: DEEP_DIVE_MESSAGES.days })
      .int(DEEP_DIVE_MESSAGES.days)
      .min(DEEP_DIVE_LIMITS.minDays, DEEP_DIVE_MESSAGES.days)
      .max(DEEP_DIVE_LIMITS.maxDays, DEEP_DIVE_MESSAGES.days)
      .default(DEEP_DIVE_LIMITS.defaultDays),
  })
  .strict();
export type CompetitorQuery = z.input<typeof CompetitorQuery>;

export const CompetitorBsrSeries = z.object({
  categoryName: z.string(),
  points: z.array(z.object({ date: z.string(), rank: z.number().int().nullable() })),
});

export const CompetitorKeyword = z.object({
  keyword: z.string(),
  list: z.enum(KEYWORD_LISTS),
  searchVolume: z.number().int(),
  relevancy: z.number(),
  /** Organic rank 1 to 100; null when it ranks 101 or worse (it then has a sponsored rank). */
  organicRank: z.number().int().nullable(),
  sponsoredRank: z.number().int().nullable(),
});
export type CompetitorKeyword = z.infer<typeof CompetitorKeyword>;

export const CompetitorVariation = z.object({
  asin: z.string(),
  title: z.string(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  /** Null when the variation is not listed on the marketplace's latest date. */
  priceCents: z.number().int().nullable(),
  /** The competitor itself (the variation the niche holds). */
  isCompetitor: z.boolean(),
});
export type CompetitorVariation = z.infer<typeof CompetitorVariation>;

/** One competitor's panel: its history up to the marketplace's latest date, keywords, variations. */
export const CompetitorDetail = z.object({
  asin: z.string(),
  from: z.string(),
  to: z.string(),
  bsr: z.array(CompetitorBsrSeries),
  price: z.array(z.object({ date: z.string(), priceCents: z.number().int().nullable() })),
  keywords: z.array(CompetitorKeyword),
  variations: z.array(CompetitorVariation),
});
export type CompetitorDetail = z.infer<typeof CompetitorDetail>;
