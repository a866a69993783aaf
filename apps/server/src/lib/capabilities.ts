import {
  DATA_NOT_AVAILABLE,
  MARKETPLACE_NOT_SUPPORTED,
  type MarketplaceTld,
} from '@fathom/contract';
import type {
  ConnectionKind,
  DataKind,
  MarketDataProvider,
  ProviderCapabilities,
  ProviderContext,
} from '@fathom/market';
import { forbidden, invalid } from './errors';

/** What the user reads when the provider does not have a kind of data for the marketplace. */
const UNSUPPORTED: Record<DataKind, string> = {
  products: MARKETPLACE_NOT_SUPPORTED,
  reverseAsin: MARKETPLACE_NOT_SUPPORTED,
  searchResults: MARKETPLACE_NOT_SUPPORTED,
  searchVolume: MARKETPLACE_NOT_SUPPORTED,
  bsr: MARKETPLACE_NOT_SUPPORTED,
  sales: MARKETPLACE_NOT_SUPPORTED,
  productImages: 'Product pictures are not available in this marketplace',
  ppc: DATA_NOT_AVAILABLE.ppc,
  sqp: DATA_NOT_AVAILABLE.sqp,
};

const ACCOUNT_NAMES: Record<ConnectionKind, string> = {
  'amazon-ads': 'Amazon Ads',
  'sp-api': 'Amazon Seller Central',
};

/**
 * Refuses, with a message for the user, when the provider cannot answer one of the kinds of data
 * in the context and marketplace: 400 when it does not have it there, 403 when it needs a seller
 * connection the organization has not made.
 */
export async function requireCapabilities(
  market: MarketDataProvider,
  ctx: ProviderContext,
  tld: MarketplaceTld,
  kinds: readonly DataKind[],
): Promise<void> {
  const capabilities = await requireSupported(market, ctx, tld, kinds);
  for (const kind of kinds) {
    const capability = capabilities[kind];
    if (capability.status === 'needs-connection') {
      const account = ACCOUNT_NAMES[capability.connection];
      throw forbidden(`Connect your ${account} account to see this data`);
    }
  }
}

/** Refuses (400, with a message for the user) when the provider does not have one of the kinds of data in the marketplace. */
export async function requireSupported(
  market: MarketDataProvider,
  ctx: ProviderContext,
  tld: MarketplaceTld,
  kinds: readonly DataKind[],
): Promise<ProviderCapabilities> {
  const capabilities = await market.capabilities(ctx, tld);
  for (const kind of kinds)
    if (capabilities[kind].status === 'unsupported') throw invalid(UNSUPPORTED[kind]);
  return capabilities;
}
