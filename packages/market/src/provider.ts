/**
 * MarketDataProvider: every piece of Amazon data Fathom shows, behind one interface.
 *
 * The default implementation is the simulated marketplace (./simulated); real providers (SP-API,
 * Amazon Ads API, a keyword-data API, file imports) implement the same methods. Callers never
 * learn which provider answers.
 *
 * Conventions for every method:
 * - The first argument is the context (ProviderContext): the organization reading and, for seller
 *   data, the seller account connection to read through. The second is the marketplace (its
 *   domain suffix, e.g. 'com', 'co.uk').
 * - Dates are marketplace-local calendar dates, `yyyy-MM-dd`; ranges are inclusive.
 * - Money is an integer in hundredths of the marketplace currency (cents, pence; for JPY the
 *   yen amount times 100), always with the currency code beside it.
 * - Unknown ASINs and terms are left out of results; they are not errors. A malformed date or
 *   range is a RangeError.
 * - Search volume is an estimate of monthly searches; ranks are 1-based positions.
 *
 * Market data is the same for every reader. Seller data (./seller-reports: the PPC search-term
 * report, SQP) is one seller account's, read through `ctx.connection`. Amazon prepares those
 * reports asynchronously, hours or days after the fact, so a real provider never asks Amazon while
 * a request waits: jobs request the reports, wait for them and ingest their rows into our tables,
 * and the methods read those tables. What has not arrived yet is said in the answer
 * (PpcReport.status, SQP week statuses), never shown as zeros. capabilities() says which data needs
 * a connection and which is ingested; callers check it before reading data a screen depends on.
 */
import type { MarketplaceTld } from '@fathom/contract';
import type { ProviderCapabilities } from './capabilities';
import type { ProviderContext } from './context';
import type { PpcReport, PpcReportQuery, SqpQuery, SqpReport } from './seller-reports';

/** A marketplace-local calendar date, yyyy-MM-dd. */
export type MarketDate = string;

/** Money in hundredths of the marketplace currency. */
export type MinorUnits = number;

/** An inclusive range of marketplace-local dates. */
export interface DateRange {
  from: MarketDate;
  to: MarketDate;
}

// ---------------------------------------------------------------------------------------------
// Products

export interface VariationAttributes {
  color?: string;
  size?: string;
}

export interface ProductVariation {
  asin: string;
  attributes: VariationAttributes;
}

/** A product's rank in one best-sellers category (1 = best seller). */
export interface CategoryRank {
  categoryId: string;
  categoryName: string;
  rank: number;
}

export interface Product {
  asin: string;
  amazonTld: MarketplaceTld;
  title: string;
  brand: string;
  /**
   * Main image: an address on Amazon's image servers, or for pictures the provider serves itself
   * (productImage) the server path /api/products/{tld}/{asin}/image.svg.
   */
  landingImageUrl: string;
  currency: string;
  /** Price in minor units; for a variation parent, the lowest price among its children. */
  price: MinorUnits;
  /** Average star rating, 1.0 to 5.0 with one decimal. */
  rating: number;
  /** Ratings count; shared by all members of a variation family, as on Amazon. */
  reviewCount: number;
  firstListedDate: MarketDate;
  /** Top-level category, e.g. 'Kitchen & Dining'. */
  category: string;
  /** What the product is, in shoppers' words, e.g. 'garlic press'. */
  productType: string;
  /** The parent ASIN of this product's variation family; null for a parent or a standalone product. */
  parentAsin: string | null;
  /** This product's own variation attributes; null for a parent or a standalone product. */
  variationAttributes: VariationAttributes | null;
  /** Every child of the variation family (for a parent and for each child); empty when standalone. */
  variations: ProductVariation[];
  /** Best-sellers ranks on the lookup date: the top-level category, then the narrowest one. */
  bsr: CategoryRank[];
}

/** A product picture the provider serves itself. */
export interface ProductImage {
  contentType: string;
  body: Uint8Array;
}

export interface ProductsQuery {
  asins: readonly string[];
  /** The product as it was on this date (default: the marketplace's current date). */
  date?: MarketDate;
}

// ---------------------------------------------------------------------------------------------
// Reverse ASIN and search results

export interface ReverseAsinTerm {
  term: string;
  searchVolume: number;
  /** Organic position 1..100, or null when not in the top 100. */
  organicRank: number | null;
  /** Position among sponsored placements (1 = first ad), or null when not advertised there. */
  sponsoredRank: number | null;
  /** The ASIN that holds organicRank: the product itself, or for a parent its best-ranked child. */
  rankingAsin: string | null;
}

export interface ReverseAsinResult {
  asin: string;
  date: MarketDate;
  /** Terms with an organic or a sponsored rank on the date, by search volume, highest first. */
  terms: ReverseAsinTerm[];
}

export interface ReverseAsinQuery {
  asin: string;
  date: MarketDate;
}

export interface OrganicResult {
  rank: number;
  asin: string;
}

export type SponsoredSlot = 'TOP_OF_SEARCH' | 'REST_OF_SEARCH';

export interface SponsoredResult {
  sponsoredRank: number;
  asin: string;
  slot: SponsoredSlot;
}

/** How much of a search term's page attention an ASIN gets, organic and sponsored together. */
export interface ImpressionResult {
  asin: string;
  /** 1 = the ASIN with the most impressions for the term. */
  impressionRank: number;
  /** Share of the term's impressions, in percent (0..100). */
  impressionShare: number;
}

export interface SearchResultsPage {
  term: string;
  date: MarketDate;
  searchVolume: number | null;
  /** The top 100 organic results in order: ranks 1..n, each ASIN once. */
  organic: OrganicResult[];
  sponsored: SponsoredResult[];
  /** Every ASIN on the page, by impression rank. */
  impressions: ImpressionResult[];
}

export interface SearchResultsQuery {
  term: string;
  date: MarketDate;
}

/** One ASIN's positions for one term on one day (Rank Radar's heatmap cell). */
export interface KeywordRank {
  asin: string;
  term: string;
  date: MarketDate;
  organicRank: number | null;
  sponsoredRank: number | null;
  impressionRank: number | null;
  impressionShare: number | null;
  /** The ASIN that holds organicRank (for a parent, its best-ranked child). */
  rankingAsin: string | null;
}

export interface KeywordRanksQuery extends DateRange {
  asins: readonly string[];
  terms: readonly string[];
}

// ---------------------------------------------------------------------------------------------
// Search volume, BSR and sales

export interface SearchVolume {
  term: string;
  /** Estimated searches per month as of the date. */
  searchVolume: number;
}

export interface SearchVolumesQuery {
  terms: readonly string[];
  date: MarketDate;
}

export interface SearchVolumePoint {
  /** The start of the period the figure describes (daily sources: the day itself). */
  date: MarketDate;
  searchVolume: number;
}

export interface SearchVolumeHistory {
  term: string;
  points: SearchVolumePoint[];
}

export interface SearchVolumeHistoryQuery extends DateRange {
  terms: readonly string[];
}

export interface BsrPoint {
  date: MarketDate;
  /** null on days the product had no rank (not yet listed, or not selling). */
  rank: number | null;
}

export interface BsrSeries {
  categoryId: string;
  categoryName: string;
  points: BsrPoint[];
}

export interface BsrHistory {
  asin: string;
  series: BsrSeries[];
}

export interface BsrHistoryQuery extends DateRange {
  asins: readonly string[];
}

export interface PricePoint {
  date: MarketDate;
  /** The buy-box price in minor units; null on days the product was not listed. */
  price: MinorUnits | null;
}

/** A product's price day by day, as getProducts would answer it on each date. */
export interface PriceHistory {
  asin: string;
  currency: string;
  points: PricePoint[];
}

export interface PriceHistoryQuery extends DateRange {
  asins: readonly string[];
}

export interface SalesEstimate {
  asin: string;
  date: MarketDate;
  /** Units sold per month at the rate of the date; for a parent, the sum over its children. */
  unitsPerMonth: number;
  revenuePerMonth: MinorUnits;
  currency: string;
}

export interface SalesEstimatesQuery {
  asins: readonly string[];
  date: MarketDate;
}

// ---------------------------------------------------------------------------------------------

export interface MarketDataProvider {
  /** What this provider can answer for the context and marketplace, per kind of data. */
  capabilities(ctx: ProviderContext, tld: MarketplaceTld): Promise<ProviderCapabilities>;

  /** The most recent marketplace-local date with complete data. */
  latestDate(ctx: ProviderContext, tld: MarketplaceTld): Promise<MarketDate>;

  /** Catalogue lookup. Unknown ASINs, and ASINs not yet listed on the date, are absent. */
  getProducts(ctx: ProviderContext, tld: MarketplaceTld, query: ProductsQuery): Promise<Product[]>;

  /**
   * The main picture of a product, for a provider that serves pictures itself (the simulated
   * marketplace draws them); null for an unknown ASIN. A provider whose pictures are on Amazon's
   * image servers reports productImages unsupported.
   */
  productImage(
    ctx: ProviderContext,
    tld: MarketplaceTld,
    asin: string,
  ): Promise<ProductImage | null>;

  /** Terms the ASIN ranks for on the date; null when the ASIN is unknown on that date. */
  reverseAsin(
    ctx: ProviderContext,
    tld: MarketplaceTld,
    query: ReverseAsinQuery,
  ): Promise<ReverseAsinResult | null>;

  /** The search results page of a term on a date. */
  searchResults(
    ctx: ProviderContext,
    tld: MarketplaceTld,
    query: SearchResultsQuery,
  ): Promise<SearchResultsPage>;

  /**
   * Daily positions of ASINs for terms (Rank Radar). Rows where the ASIN has neither an organic
   * nor a sponsored rank are left out.
   */
  keywordRanks(
    ctx: ProviderContext,
    tld: MarketplaceTld,
    query: KeywordRanksQuery,
  ): Promise<KeywordRank[]>;

  searchVolumes(
    ctx: ProviderContext,
    tld: MarketplaceTld,
    query: SearchVolumesQuery,
  ): Promise<SearchVolume[]>;

  searchVolumeHistory(
    ctx: ProviderContext,
    tld: MarketplaceTld,
    query: SearchVolumeHistoryQuery,
  ): Promise<SearchVolumeHistory[]>;

  bsrHistory(
    ctx: ProviderContext,
    tld: MarketplaceTld,
    query: BsrHistoryQuery,
  ): Promise<BsrHistory[]>;

  /** Daily prices of products (for a parent, the lowest price among its listed children). */
  priceHistory(
    ctx: ProviderContext,
    tld: MarketplaceTld,
    query: PriceHistoryQuery,
  ): Promise<PriceHistory[]>;

  salesEstimates(
    ctx: ProviderContext,
    tld: MarketplaceTld,
    query: SalesEstimatesQuery,
  ): Promise<SalesEstimate[]>;

  /** The seller's Sponsored Products search-term report, read through an Amazon Ads connection. */
  ppcSearchTermReport(
    ctx: ProviderContext,
    tld: MarketplaceTld,
    query: PpcReportQuery,
  ): Promise<PpcReport>;

  /**
   * The brand's Search Query Performance weeks, read through a Seller Central connection; a week
   * not yet ingested is IN_PROGRESS (or NOT_PUBLISHED before Amazon releases it).
   */
  searchQueryPerformance(
    ctx: ProviderContext,
    tld: MarketplaceTld,
    query: SqpQuery,
  ): Promise<SqpReport>;
}
