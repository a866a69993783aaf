/** The kinds of seller account an organization connects; seller data is read through one. */
export type ConnectionKind = 'amazon-ads' | 'sp-api';

/** An organization's connection to one of its seller accounts (Amazon Ads, Seller Central). */
export interface SellerConnection {
  id: number;
  kind: ConnectionKind;
}

/**
 * Who a call reads data for. Market data (catalogue, search results, volumes, BSR, sales
 * estimates) is the same for every reader; seller data (the PPC search-term report, SQP) belongs
 * to one seller account and is read through the organization's connection to it.
 */
export interface ProviderContext {
  /**
   * The organization reading; null for reads that happen outside one (product lookups and
   * pictures, whose endpoints are not under an organization).
   */
  orgId: number | null;
  /** The seller account connection that seller data is read through. */
  connection?: SellerConnection;
}
