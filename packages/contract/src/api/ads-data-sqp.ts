import { z } from 'zod';
import { IdNumber } from './bounds';
import { defineEndpoint, IdParam } from './endpoint';

/**
 * Search Query Performance per search term and week (spec: rank-radar-and-subscriptions §2 "SQP
 * coverage popover", "Bottom drawer per search term", §3 sqpData, "SQP weekly row", "SQP
 * coverage", §4 "SQP week status labels", §7).
 */
const Day = z.iso.date('must be a date, yyyy-MM-dd');

export const SQP_WEEK_STATUSES = [
  'IN_PROGRESS',
  'COMPLETED',
  'NOT_PUBLISHED',
  'NOT_MENTIONED',
  'FAILED',
  'TOO_OLD',
] as const;
export type SqpWeekStatus = (typeof SQP_WEEK_STATUSES)[number];

export const SQP_OVERALL_STATUSES = [
  'OK',
  'IN_PROGRESS',
  'FAILED',
  'CONNECTION_ERROR',
  'RECENT_CONNECTION',
  'NO_CONNECTION',
  'TOO_OLD',
] as const;
export type SqpOverallStatus = (typeof SQP_OVERALL_STATUSES)[number];

/** Spec §4: the label of each week status (TOO_OLD has no label of its own). */
export const SQP_WEEK_STATUS_LABELS: Record<SqpWeekStatus, string> = {
  IN_PROGRESS: 'Downloading, it may take a while.',
  COMPLETED: 'Available',
  NOT_PUBLISHED: 'Available Next Wednesday',
  NOT_MENTIONED: 'ST Not Mentioned',
  FAILED: "We couldn't load this report",
  TOO_OLD: 'Too old',
};

/** Weeks the import reads back and the default period of the SQP data (13 weeks, 90 days). */
export const SQP_IMPORT_WEEKS = 13;
export const SQP_DEFAULT_DAYS = 90;
/** Longest period one SQP data call may read. */
export const SQP_MAX_DAYS = 366;
/** Search terms one SQP data call may ask for (a tracker's maximum). */
export const SQP_MAX_TERMS = 500;

export const SqpFunnelStage = z.object({
  totalCount: z.number(),
  asinCount: z.number(),
  /** Percent of the total, 2 decimals; null when the total is 0. */
  asinShare: z.number().nullable(),
});

/** Spec §3 sqpData; rates are percentages with 2 decimals, null when their base is 0. */
export const SqpData = z.object({
  searchQueryScore: z.number().nullable(),
  searchQueryVolume: z.number().nullable(),
  numberOfDaysWithData: z.number().nullable(),
  impressions: SqpFunnelStage.nullable(),
  clicks: SqpFunnelStage.nullable(),
  cartAdds: SqpFunnelStage.nullable(),
  purchases: SqpFunnelStage.nullable(),
  clicksClickRate: z.number().nullable(),
  cartAddsCartAddRate: z.number().nullable(),
  purchasesPurchaseRate: z.number().nullable(),
  ctrTotal: z.number().nullable(),
  ctrAsin: z.number().nullable(),
  cvrTotal: z.number().nullable(),
  cvrAsin: z.number().nullable(),
  sqpStatus: z.enum(SQP_WEEK_STATUSES),
});
export type SqpData = z.infer<typeof SqpData>;

/** The sqpData of a term without report rows: every figure null, and its status. */
export const emptySqpData = (sqpStatus: SqpWeekStatus): SqpData => ({
  searchQueryScore: null,
  searchQueryVolume: null,
  numberOfDaysWithData: null,
  impressions: null,
  clicks: null,
  cartAdds: null,
  purchases: null,
  clicksClickRate: null,
  cartAddsCartAddRate: null,
  purchasesPurchaseRate: null,
  ctrTotal: null,
  ctrAsin: null,
  cvrTotal: null,
  cvrAsin: null,
  sqpStatus,
});

/** Spec §3 "SQP weekly row": one ASIN's week; endDate is startDate + 6 days. */
export const SqpWeeklyRow = SqpData.extend({
  asin: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});
export type SqpWeeklyRow = z.infer<typeof SqpWeeklyRow>;

export const SqpWeek = z.object({
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(SQP_WEEK_STATUSES),
});
export type SqpWeek = z.infer<typeof SqpWeek>;

export const SqpCoverage = z.object({
  status: z.enum(SQP_OVERALL_STATUSES),
  /** Oldest first; a week's status is its least advanced status over the tracker's ASINs. */
  weeks: z.array(SqpWeek),
  /** False when SQP data is not available in the tracker's marketplace at all. */
  marketplaceSupported: z.boolean(),
});
export type SqpCoverage = z.infer<typeof SqpCoverage>;

export const SqpDataBody = z
  .object({
    keywordIds: z
      .array(IdNumber)
      .min(1, 'Choose at least one search term')
      .max(SQP_MAX_TERMS, `At most ${SQP_MAX_TERMS} search terms at once`),
    from: Day.optional(),
    to: Day.optional(),
  })
  .strict();

export const SqpDataResponse = z.object({
  from: z.string(),
  to: z.string(),
  weeks: z.array(SqpWeek),
  keywords: z.array(
    z.object({
      keywordId: z.number().int(),
      keyword: z.string(),
      sqpData: SqpData,
      rows: z.array(SqpWeeklyRow),
    }),
  ),
  /** The asked terms together: counts summed, rates over the sums. */
  aggregate: SqpData,
});
export type SqpDataResponse = z.infer<typeof SqpDataResponse>;

// The tracker's path parameters, as rank-radar.ts's KrtParams (that file imports this one).
const KrtParams = z.object({ orgId: IdParam, krtId: IdParam });

export const sqpEndpoints = {
  sqpData: defineEndpoint({
    action: 'rankRadar.view',
    method: 'POST',
    path: '/api/orgs/:orgId/krt/:krtId/krt-keyword/sqp-data/krtKeywords',
    summary: 'Per search term, its SQP figures over a period and its weekly rows per ASIN',
    params: KrtParams,
    body: SqpDataBody,
    response: SqpDataResponse,
  }),
  sqpCoverage: defineEndpoint({
    action: 'rankRadar.view',
    method: 'GET',
    path: '/api/orgs/:orgId/krt/:krtId/sqp-coverage',
    summary: "The tracker's SQP report coverage per week and the overall SQP status",
    params: KrtParams,
    query: z.object({ from: Day.optional(), to: Day.optional() }).strict(),
    response: SqpCoverage,
  }),
};
