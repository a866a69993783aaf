import { diveEndpoints, type Competitor } from '@fathom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The niche's products from its latest dive, hero first. */
export function fetchCompetitors(nicheId: number, signal?: AbortSignal): Promise<Competitor[]> {
  return callApi(diveEndpoints.competitors, { params: { nicheId }, signal });
}

export function competitorsQueryOptions(nicheId: number) {
  return queryOptions({
    queryKey: queryKeys.niches.competitors(nicheId),
    queryFn: ({ signal }) => fetchCompetitors(nicheId, signal),
  });
}

export function useCompetitors(nicheId: number) {
  return useQuery(competitorsQueryOptions(nicheId));
}
