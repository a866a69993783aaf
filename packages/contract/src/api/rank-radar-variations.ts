import { z } from 'zod';
import { IdNumber } from './bounds';
import { defineEndpoint } from './endpoint';
import { KrtParams } from './rank-radar';

/** Rank per variation (spec: rank-radar-and-subscriptions §2 "Bottom drawer", §3, §7). */
const Day = z.iso.date('must be a date, yyyy-MM-dd');

/** Search terms one rank-per-variation call may ask for. */
export const RANK_PER_VARIATION_MAX_TERMS = 50;
/** Longest period one rank-per-variation call may read. */
export const RANK_PER_VARIATION_MAX_DAYS = 90;
/** Default period: the last 6 days until now. */
export const RANK_PER_VARIATION_DEFAULT_DAYS = 6;
/** Fewest ASINs a product needs for its rank per variation. */
export const RANK_PER_VARIATION_MIN_ASINS = 2;

export const RankPerVariationBody = z
  .object({
    keywordIds: z
      .array(IdNumber)
      .min(1, 'Choose at least one search term')
      .max(
        RANK_PER_VARIATION_MAX_TERMS,
        `At most ${RANK_PER_VARIATION_MAX_TERMS} search terms at once`,
      ),
    from: Day.optional(),
    to: Day.optional(),
  })
  .strict();

export const VariationRanks = z.object({
  /** A child ASIN, or null for the no-ASIN bucket (ranked, but held by no tracked ASIN). */
  asin: z.string().nullable(),
  /** Organic rank per day of `dates`; null when not ranked that day. */
  organicRank: z.array(z.number().int().nullable()),
});
export type VariationRanks = z.infer<typeof VariationRanks>;

export const rankRadarVariationEndpoints = {
  rankPerVariation: defineEndpoint({
    action: 'rankRadar.view',
    method: 'POST',
    path: '/api/orgs/:orgId/krt/:krtId/krt-keyword/rank-per-variation/krtKeywords',
    summary: "Per search term and day, the organic rank of each of the product's ASINs",
    params: KrtParams,
    body: RankPerVariationBody,
    response: z.object({
      dates: z.array(z.string()),
      keywords: z.array(
        z.object({
          keywordId: z.number().int(),
          keyword: z.string(),
          variations: z.array(VariationRanks),
        }),
      ),
    }),
  }),
};
