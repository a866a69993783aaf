/**
 * The seller reports a provider reads through a seller account's connection: the Sponsored
 * Products search-term report (Amazon Ads) and Search Query Performance (Brand Analytics).
 * Conventions as in ./provider.
 */
import type { DateRange, MarketDate, MinorUnits } from './provider';

// ---------------------------------------------------------------------------------------------
// Sponsored Products search-term report (Amazon Ads)

export type PpcMatchType = 'EXACT' | 'PHRASE' | 'BROAD' | 'AUTO';

/** DAILY: one row per day; SUMMARY: one row for the whole range (as in the Ads reporting API). */
export type PpcTimeUnit = 'DAILY' | 'SUMMARY';

export interface PpcSearchTermRow {
  startDate: MarketDate;
  endDate: MarketDate;
  campaignName: string;
  adGroupName: string;
  advertisedAsin: string;
  matchType: PpcMatchType;
  /** The keyword or auto-targeting expression that matched, e.g. 'garlic press' or 'close-match'. */
  targeting: string;
  /** What the shopper typed. */
  searchTerm: string;
  impressions: number;
  clicks: number;
  spend: MinorUnits;
  sales: MinorUnits;
  orders: number;
  currency: string;
}

/**
 * COMPLETED: every day of the range is in. IN_PROGRESS: Amazon has not yet prepared, or we have
 * not yet ingested, the report of some days; their rows are missing.
 */
export type PpcReportStatus = 'COMPLETED' | 'IN_PROGRESS';

export interface PpcReport {
  status: PpcReportStatus;
  rows: PpcSearchTermRow[];
}

export interface PpcReportQuery extends DateRange {
  /** An advertised ASIN; a parent ASIN reports all of its children. */
  asin: string;
  /**
   * The ASIN's whole variation family when the caller knows it (a tracker's ASINs): a provider
   * that cannot tell a parent's children itself reports these ASINs' rows.
   */
  asins?: readonly string[];
  timeUnit?: PpcTimeUnit;
}

// ---------------------------------------------------------------------------------------------
// Search Query Performance (Brand Analytics)

/**
 * Status of one SQP week. The provider reports IN_PROGRESS, COMPLETED, NOT_PUBLISHED, FAILED and
 * TOO_OLD per week; NOT_MENTIONED is the status of a search query that has no row in a completed
 * week (see sqpQueryStatus).
 */
export type SqpWeekStatus =
  'IN_PROGRESS' | 'COMPLETED' | 'NOT_PUBLISHED' | 'NOT_MENTIONED' | 'FAILED' | 'TOO_OLD';

/** A week of seven days ending on endDate (Sunday to Saturday). */
export interface SqpWeek {
  startDate: MarketDate;
  endDate: MarketDate;
  status: SqpWeekStatus;
}

/** One funnel stage: the count over all ASINs, this ASIN's count, and its share in percent. */
export interface SqpFunnelStage {
  totalCount: number;
  asinCount: number;
  asinShare: number;
}

export interface SqpRow {
  asin: string;
  searchQuery: string;
  startDate: MarketDate;
  endDate: MarketDate;
  /** The query's importance for the ASIN that week, 1 = highest search volume. */
  searchQueryScore: number;
  /** Searches of the query during the week. */
  searchQueryVolume: number;
  /** Days of the week on which the ASIN was shown for the query. */
  numberOfDaysWithData: number;
  impressions: SqpFunnelStage;
  clicks: SqpFunnelStage;
  cartAdds: SqpFunnelStage;
  purchases: SqpFunnelStage;
}

export interface SqpReport {
  /** Every week overlapping the range, oldest first, with its status as of `asOf`. */
  weeks: SqpWeek[];
  /** Rows of the COMPLETED weeks only. */
  rows: SqpRow[];
}

export interface SqpQuery extends DateRange {
  /** ASINs to report; a parent ASIN reports all of its children. */
  asins: readonly string[];
  /** The date the reports are read on (normally today); decides which weeks are published. */
  asOf: MarketDate;
}
