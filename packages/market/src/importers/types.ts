/**
 * What an importer reads from a file a seller already has (a Helium 10 export, a Brand Analytics
 * or Amazon Ads report, a saved Amazon page) and hands to whoever stores it.
 *
 * Importers are pure: they take the file's rows (a CSV or a workbook's first sheet, already read
 * through the server's upload gate), its JSON text or its HTML, and yield typed records in
 * batches. They never fail a file for one bad cell: each cell they cannot read is an ImportProblem
 * with its row and column, and the row is left out. A file whose header is no known format is
 * refused as a whole (UnknownImportFormat), and nothing of it is kept.
 *
 * Conventions as in ../provider: dates are marketplace-local yyyy-MM-dd, money is an integer in
 * hundredths of the currency with the currency code beside it, ranks are 1-based.
 */
import type { MarketplaceTld } from '@fathom/contract';
import type { MarketDate, MinorUnits, OrganicResult, SponsoredResult } from '../provider';
import type { PpcMatchType, SqpRow } from '../seller-reports';

/** Every format Fathom reads, told apart by its header (or its JSON shape, or its page), never by the file name. */
export type ImportFormat =
  | 'helium10-cerebro'
  | 'helium10-magnet'
  | 'helium10-xray'
  | 'brand-analytics-sqp'
  | 'brand-analytics-top-search-terms'
  | 'ads-sp-search-term'
  | 'ads-sp-targeting'
  | 'ads-sp-advertised-product'
  | 'amazon-search-page'
  | 'amazon-product-page';

/** One row of a tabular file as text cells; `row` is its 1-based number in the file. */
export interface ImportRow {
  row: number;
  cells: string[];
}

/** A cell, or a row, an importer could not read; the row is left out and the rest goes on. */
export interface ImportProblem {
  /** 1-based row of the file (for HTML and JSON: the item's 1-based position). */
  row: number;
  /** The column's header as the file names it; null when the problem is the whole row. */
  column: string | null;
  message: string;
}

/** A search term's monthly search volume as the file gives it (Cerebro, Magnet). */
export interface TermRecord {
  kind: 'term';
  term: string;
  /** Estimated searches a month; null when the file shows none ('-', empty). */
  searchVolume: number | null;
}

/** An ASIN's positions for a term (Cerebro: one per ASIN column of a multi-ASIN export). */
export interface RankRecord {
  kind: 'rank';
  asin: string;
  term: string;
  organicRank: number | null;
  sponsoredRank: number | null;
}

/** What a file says of a product (Xray, a saved product or search page); fields it lacks are absent. */
export interface ProductRecord {
  kind: 'product';
  asin: string;
  title?: string;
  brand?: string;
  price?: MinorUnits;
  currency?: string;
  rating?: number;
  reviewCount?: number;
  /** Best-sellers rank in the top-level category. */
  bsr?: number;
  category?: string;
  /**
   * Every best-sellers rank the file shows, top-level category first, then the narrower ones
   * (a saved product page); the first is `bsr` in `category`.
   */
  bestSellersRanks?: { rank: number; category: string }[];
  /** Estimated units sold a month. */
  monthlySales?: number;
  monthlyRevenue?: MinorUnits;
  parentAsin?: string | null;
}

/** A search results page as saved from Amazon: organic positions and sponsored slots. */
export interface SearchPageRecord {
  kind: 'searchPage';
  term: string;
  /** Which results page it is (1 for the first) when the page says; positions count from 1 on each. */
  page?: number;
  organic: OrganicResult[];
  sponsored: SponsoredResult[];
}

/** Which Sponsored Products report a PpcRecord came from. */
export type PpcReportKind = 'searchTerm' | 'targeting' | 'advertisedProduct';

/** One row of a Sponsored Products report (console download or v3 reporting API). */
export interface PpcRecord {
  kind: 'ppc';
  report: PpcReportKind;
  startDate: MarketDate;
  endDate: MarketDate;
  campaignName: string;
  adGroupName: string;
  /** Absent in the search-term and targeting reports of some layouts. */
  advertisedAsin: string | null;
  matchType: PpcMatchType | null;
  targeting: string | null;
  /** What the shopper typed; only in the search-term report. */
  searchTerm: string | null;
  impressions: number;
  clicks: number;
  spend: MinorUnits;
  sales: MinorUnits;
  orders: number;
  currency: string;
}

/** One row of Search Query Performance (Brand or ASIN view, or the SP-API report). */
export interface SqpRecord {
  kind: 'sqp';
  row: SqpRow;
  /**
   * Which view of the download: 'asin' (one ASIN, `row.asin`) or 'brand' (every ASIN of a brand
   * together: `row.asin` is '' and `brand` names the brand). Absent means 'asin'.
   */
  view?: 'asin' | 'brand';
  brand?: string;
}

/** One row of Brand Analytics' Top Search Terms: a term's rank and its three most clicked ASINs. */
export interface TopSearchTermRecord {
  kind: 'topSearchTerm';
  term: string;
  startDate: MarketDate;
  endDate: MarketDate;
  /** 1 = the most searched term of the marketplace that period. */
  searchFrequencyRank: number;
  /** Up to three ASINs, most clicked first; shares in percent as the report gives them. */
  clicked: { asin: string; clickShare: number; conversionShare: number }[];
}

export type ImportRecord =
  | TermRecord
  | RankRecord
  | ProductRecord
  | SearchPageRecord
  | PpcRecord
  | SqpRecord
  | TopSearchTermRecord;

/** An opened import: what the file is, then its records as they are read. */
export interface ImportReader {
  format: ImportFormat;
  /** The marketplace the file says it is of (its currency, domain or language), or null. */
  marketplace: MarketplaceTld | null;
  /** The day the file's data is of when it says one (a report's range end), else null. */
  dataDate: MarketDate | null;
  /** Records in batches of at most a few thousand, read as they are asked for. */
  records(): AsyncGenerator<ImportRecord[]>;
  /** The problems found so far; complete once records() is done. */
  problems(): readonly ImportProblem[];
}

/** The file's header (or shape) is no format Fathom reads. */
export class UnknownImportFormat extends Error {}
