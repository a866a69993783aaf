import { diveEndpoints, type MarketplaceTld, type ProductSummary } from '@fathom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Products by ASIN in a marketplace; unknown ASINs are left out. */
export function lookupProducts(
  marketplace: MarketplaceTld,
  asins: string[],
  signal?: AbortSignal,
): Promise<ProductSummary[]> {
  return callApi(diveEndpoints.lookupProducts, {
    query: { marketplace, asins: asins.join(',') },
    signal,
  });
}

/** One product, or null when the marketplace has no product with a title under that ASIN. */
export function productQueryOptions(marketplace: MarketplaceTld, asin: string) {
  return queryOptions({
    queryKey: queryKeys.products.lookup(marketplace, asin),
    queryFn: async ({ signal }) => {
      const [product] = await lookupProducts(marketplace, [asin], signal);
      return product?.title ? product : null;
    },
    staleTime: 5 * 60_000,
  });
}

export function useProduct(marketplace: MarketplaceTld, asin: string | null) {
  return useQuery({ ...productQueryOptions(marketplace, asin ?? ''), enabled: asin !== null });
}
