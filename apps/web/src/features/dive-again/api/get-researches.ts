import { diveEndpoints, type Research } from '@fathom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The niche's dives, newest first. */
export function fetchResearches(nicheId: number, signal?: AbortSignal): Promise<Research[]> {
  return callApi(diveEndpoints.researches, { params: { nicheId }, signal });
}

export function researchesQueryOptions(nicheId: number) {
  return queryOptions({
    queryKey: queryKeys.niches.researches(nicheId),
    queryFn: ({ signal }) => fetchResearches(nicheId, signal),
  });
}

export function useResearches(nicheId: number, enabled = true) {
  return useQuery({ ...researchesQueryOptions(nicheId), enabled });
}
