import { orgEndpoints, type Label } from '@fathom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function fetchLabels(orgId: number, signal?: AbortSignal): Promise<Label[]> {
  return callApi(orgEndpoints.listLabels, { params: { orgId }, signal });
}

export function labelsQueryOptions(orgId: number) {
  return queryOptions({
    queryKey: queryKeys.orgs.labels(orgId),
    queryFn: ({ signal }) => fetchLabels(orgId, signal),
  });
}

export function useLabels(orgId: number) {
  return useQuery(labelsQueryOptions(orgId));
}
