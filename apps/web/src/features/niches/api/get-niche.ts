import { diveEndpoints, type NicheSummary } from '@fathom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function fetchNiche(nicheId: number, signal?: AbortSignal): Promise<NicheSummary> {
  return callApi(diveEndpoints.niche, { params: { nicheId }, signal });
}

export function nicheQueryOptions(nicheId: number) {
  return queryOptions({
    queryKey: queryKeys.niches.detail(nicheId),
    queryFn: ({ signal }) => fetchNiche(nicheId, signal),
  });
}

export function useNiche(nicheId: number) {
  return useQuery(nicheQueryOptions(nicheId));
}
