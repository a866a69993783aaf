import { billingEndpoints, type QuotaFeature, type QuotaUsage } from '@fathom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function fetchQuotas(
  orgId: number,
  features: readonly QuotaFeature[],
  signal?: AbortSignal,
): Promise<QuotaUsage[]> {
  return callApi(billingEndpoints.quotas, {
    params: { orgId },
    query: { features: features.join(',') },
    signal,
  });
}

export function quotasQueryOptions(orgId: number, features: readonly QuotaFeature[]) {
  return queryOptions({
    queryKey: queryKeys.orgs.quotas(orgId, features),
    queryFn: ({ signal }) => fetchQuotas(orgId, features, signal),
    staleTime: 10_000,
  });
}

export function useQuotas(orgId: number, features: readonly QuotaFeature[]) {
  return useQuery(quotasQueryOptions(orgId, features));
}
