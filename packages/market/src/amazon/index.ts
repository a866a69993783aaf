/**
 * Amazon's Selling Partner API and Amazon Ads API behind MarketDataProvider (docs/data-sources.md,
 * "Amazon APIs"). The local fake of both is in ./testing/fake-amazon.
 */
export {
  createAmazonApiMarketProvider,
  type AmazonAccount,
  type AmazonApiDeps,
  type AmazonApiSettings,
} from './provider';
export { AmazonApiError, MalformedReportError, ReportBudgetSpent } from './errors';
export { createAmazonHttp, type AmazonHttp, type AmazonHttpOptions } from './http';
export { createLwaTokens } from './lwa';
export { createRateLimiter, USAGE_PLANS, type Clock, type UsagePlan } from './rate-limit';
export {
  AMAZON_HOSTS,
  SP_API_TOKEN_ORIGIN,
  MARKETPLACE_IDS,
  adsApiOrigin,
  regionOf,
  spApiOrigin,
  tokenOrigin,
  type AmazonOrigins,
  type AmazonRegion,
} from './regions';
export { catalogItemToProduct, createCatalogClient, type CatalogItem } from './sp-api/catalog';
export { createReportsClient } from './sp-api/reports';
export {
  fetchSqp,
  sqpRowsOf,
  sqpWeekEnds,
  SQP_ASINS_MAX,
  SQP_REPORT_TYPE,
  SQP_REPORTS_PER_DAY,
} from './sp-api/sqp';
export { createAdsClient, type AdsProfile } from './ads/reporting';
export { fetchPpc, ppcConfiguration, ppcRowsOf } from './ads/ppc';
