import { billingEndpoints, type TierConfig } from '@fathom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function fetchTiers(signal?: AbortSignal): Promise<TierConfig[]> {
  return callApi(billingEndpoints.tiers, { signal });
}

export function tiersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.tiers(),
    queryFn: ({ signal }) => fetchTiers(signal),
    staleTime: 300_000,
  });
}

export function useTiers() {
  return useQuery(tiersQueryOptions());
}
