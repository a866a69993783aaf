/**
 * What an organization imported, as the imported-data provider reads it. The server implements
 * this over its tables (one organization's rows, one marketplace); this package only shapes the
 * answers, so the provider knows nothing of SQL and the server nothing of provider shapes.
 */
import type { MarketplaceTld } from '@fathom/contract';
import type { DataKind } from '../capabilities';
import type { MarketDate, MinorUnits } from '../provider';
import type { PpcSearchTermRow, SqpRow } from '../seller-reports';

/** Where data the organization has not imported comes from. */
export type ImportFallback = 'simulated' | 'none';

export interface ImportedOverview {
  /** The kinds of data the organization imported for the marketplace. */
  kinds: ReadonlySet<DataKind>;
  /** What answers the rest (an organization setting). */
  fallback: ImportFallback;
  /** The latest day of its imported data, or null when it has none. */
  latestDate: MarketDate | null;
}

/** What the imports say of a product on one day; what a file did not say is null. */
export interface ImportedProductDay {
  asin: string;
  day: MarketDate;
  title: string | null;
  brand: string | null;
  price: MinorUnits | null;
  currency: string | null;
  rating: number | null;
  reviewCount: number | null;
  bsr: number | null;
  category: string | null;
  monthlySales: number | null;
  monthlyRevenue: MinorUnits | null;
  parentAsin: string | null;
}

export interface ImportedRank {
  asin: string;
  term: string;
  day: MarketDate;
  organicRank: number | null;
  sponsoredRank: number | null;
}

export interface ImportedVolume {
  term: string;
  day: MarketDate;
  searchVolume: number;
}

export interface ImportedSearchPage {
  term: string;
  day: MarketDate;
  organic: { rank: number; asin: string }[];
  sponsored: { sponsoredRank: number; asin: string; slot: 'TOP_OF_SEARCH' | 'REST_OF_SEARCH' }[];
}

export interface ImportedData {
  overview(orgId: number, tld: MarketplaceTld): Promise<ImportedOverview>;
  /** The products' days in the range (latest first per ASIN); without a range, each one's latest day. */
  productDays(
    orgId: number,
    tld: MarketplaceTld,
    asins: readonly string[],
    range?: { from: MarketDate; to: MarketDate },
  ): Promise<ImportedProductDay[]>;
  /** The ASIN's ranks on its latest imported day (empty when it has none). */
  latestRanksOf(orgId: number, tld: MarketplaceTld, asin: string): Promise<ImportedRank[]>;
  ranks(
    orgId: number,
    tld: MarketplaceTld,
    query: { asins: readonly string[]; terms: readonly string[]; from: MarketDate; to: MarketDate },
  ): Promise<ImportedRank[]>;
  /** Each term's volumes (null volumes left out); with a range, every day in it, else the latest. */
  volumes(
    orgId: number,
    tld: MarketplaceTld,
    terms: readonly string[],
    range?: { from: MarketDate; to: MarketDate },
  ): Promise<ImportedVolume[]>;
  /** The term's latest saved search page, or null. */
  searchPage(orgId: number, tld: MarketplaceTld, term: string): Promise<ImportedSearchPage | null>;
  /** Search-term report rows of the advertised ASIN (or its children) overlapping the range. */
  ppcRows(
    orgId: number,
    tld: MarketplaceTld,
    query: { asin: string; from: MarketDate; to: MarketDate },
  ): Promise<PpcSearchTermRow[]>;
  /** SQP rows of the ASINs whose week ends in the range. */
  sqpRows(
    orgId: number,
    tld: MarketplaceTld,
    query: { asins: readonly string[]; from: MarketDate; to: MarketDate },
  ): Promise<SqpRow[]>;
}
