import { billingEndpoints, type Subscription } from '@fathom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The organization's plan; null when it has none. */
export function fetchSubscription(
  orgId: number,
  signal?: AbortSignal,
): Promise<Subscription | null> {
  return callApi(billingEndpoints.subscription, { params: { orgId }, signal });
}

export function subscriptionQueryOptions(orgId: number) {
  return queryOptions({
    queryKey: queryKeys.orgs.subscription(orgId),
    queryFn: ({ signal }) => fetchSubscription(orgId, signal),
  });
}

export function useSubscription(orgId: number) {
  return useQuery(subscriptionQueryOptions(orgId));
}
