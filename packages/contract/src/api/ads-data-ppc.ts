import { z } from 'zod';
import { IdNumber } from './bounds';
import { defineEndpoint } from './endpoint';
import { KrtParams } from './rank-radar';

/** PPC data per search term (spec: rank-radar-and-subscriptions §2 "Bottom drawer", §3 adData, §7). */
const Day = z.iso.date('must be a date, yyyy-MM-dd');

/** Search terms one ad-data call may ask for (a tracker follows at most 500). */
export const AD_DATA_MAX_TERMS = 500;
/** Longest period one ad-data call may read. */
export const AD_DATA_MAX_DAYS = 366;
/** Default period: the heatmap's 30 days. */
export const AD_DATA_DEFAULT_DAYS = 30;

/** The campaign list's error (spec §8, wording as given). */
export const CAMPAIGN_LIST_ERROR = 'Something went wrong while feching the campaign list';

export const AdDataBody = z
  .object({
    keywordIds: z
      .array(IdNumber)
      .min(1, 'Choose at least one search term')
      .max(AD_DATA_MAX_TERMS, `At most ${AD_DATA_MAX_TERMS} search terms at once`),
    from: Day.optional(),
    to: Day.optional(),
  })
  .strict();

/**
 * A term's (or the terms' together) sponsored-ads figures over the range (spec §3 adData;
 * formulas in docs/metrics.md "Rank Radar PPC data"). Money is in the marketplace currency.
 * Ratios are null when their denominator is 0.
 */
export const AdData = z.object({
  impressionRank: z.number().nullable(),
  /** Percent of the range's collected days the term held an impression rank. */
  impressionRankShare: z.number().nullable(),
  exactMatches: z.number().int(),
  phraseMatches: z.number().int(),
  broadMatches: z.number().int(),
  autoMatches: z.number().int(),
  ppcSales: z.number(),
  ppcSpend: z.number(),
  costPerClicks: z.number().nullable(),
  /** Percent. */
  clickThroughRate: z.number().nullable(),
  /** Percent. */
  conversionRate: z.number().nullable(),
  totalImpressions: z.number().int(),
  totalClicks: z.number().int(),
  totalOrders: z.number().int(),
  /** Percent: spend over sales. */
  acos: z.number().nullable(),
});
export type AdData = z.infer<typeof AdData>;

/** A campaign that served the term (spec §3 "PPC campaign row"). */
export const PpcCampaign = z.object({
  campaignName: z.string(),
  marketplace: z.string(),
  matchTypes: z.array(z.enum(['EXACT', 'PHRASE', 'BROAD', 'AUTO'])),
  impressions: z.number().int(),
  clicks: z.number().int(),
  spend: z.number(),
  sales: z.number(),
  orders: z.number().int(),
});
export type PpcCampaign = z.infer<typeof PpcCampaign>;

export const AdDataResponse = z.object({
  from: z.string(),
  to: z.string(),
  keywords: z.array(
    z.object({
      keywordId: z.number().int(),
      keyword: z.string(),
      adData: AdData,
      campaigns: z.array(PpcCampaign),
    }),
  ),
  /** The terms together. */
  aggregate: AdData,
  /** Terms among those asked that have PPC data in the range. */
  totalAdDataKeywordCount: z.number().int(),
});
export type AdDataResponse = z.infer<typeof AdDataResponse>;

export const adDataPpcEndpoints = {
  adData: defineEndpoint({
    action: 'rankRadar.view',
    method: 'POST',
    path: '/api/orgs/:orgId/krt/:krtId/krt-keyword/ad-data/krtKeywords',
    summary: "Per search term, the product's sponsored-ads figures and campaigns over a range",
    params: KrtParams,
    body: AdDataBody,
    response: AdDataResponse,
  }),
};

/** The Amazon Ads campaign manager of a marketplace (spec §2: the marketplace plus '/campaign-manager'). */
export function campaignManagerUrl(tld: string): string {
  return `https://advertising.amazon.${tld}/campaign-manager`;
}
