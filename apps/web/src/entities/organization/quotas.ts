import { billingEndpoints, type QuotaFeature } from '@fathom/contract';
import { useEndpointQuery } from '../../lib/endpoint-query';

/** This month's usage of the organization's quotas for the features asked for. */
export function useQuotas(orgId: number, features: readonly QuotaFeature[]) {
  return useEndpointQuery(
    billingEndpoints.quotas,
    { params: { orgId }, query: { features: features.join(',') } },
    { staleTime: 10_000 },
  );
}
