import { diveEndpoints, type NicheSummary } from '@fathom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function fetchNiches(orgId: number, signal?: AbortSignal): Promise<NicheSummary[]> {
  return callApi(diveEndpoints.listNiches, { params: { orgId }, signal });
}

export function nichesQueryOptions(orgId: number) {
  return queryOptions({
    queryKey: queryKeys.orgs.niches(orgId),
    queryFn: ({ signal }) => fetchNiches(orgId, signal),
  });
}

export function useNiches(orgId: number) {
  return useQuery(nichesQueryOptions(orgId));
}
