import { diveEndpoints, type MarketplaceTld } from '@fathom/contract';
import { useEndpointQuery } from '../../lib/endpoint-query';

/** Product data changes slowly: a lookup is kept five minutes. */
const PRODUCT_STALE_MS = 5 * 60_000;

/** Products by ASIN in a marketplace; unknown ASINs are left out. */
export function useProducts(marketplace: MarketplaceTld, asins: readonly string[]) {
  return useEndpointQuery(
    diveEndpoints.lookupProducts,
    { query: { marketplace, asins: asins.join(',') } },
    { enabled: asins.length > 0, staleTime: PRODUCT_STALE_MS },
  );
}

/** One product, or null when the marketplace has none under that ASIN (the server's rule). */
export function useProduct(marketplace: MarketplaceTld, asin: string | null) {
  return useEndpointQuery(
    diveEndpoints.lookupProducts,
    { query: { marketplace, asins: asin ?? '' } },
    {
      enabled: asin !== null,
      staleTime: PRODUCT_STALE_MS,
      select: ([product]) => product ?? null,
    },
  );
}
