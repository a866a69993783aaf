import { diveEndpoints } from '@fathom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The ASINs the niche never takes again. */
export async function fetchExclusions(nicheId: number, signal?: AbortSignal): Promise<string[]> {
  const rows = await callApi(diveEndpoints.exclusions, { params: { nicheId }, signal });
  return rows.map((row) => row.asin);
}

export function exclusionsQueryOptions(nicheId: number) {
  return queryOptions({
    queryKey: queryKeys.niches.exclusions(nicheId),
    queryFn: ({ signal }) => fetchExclusions(nicheId, signal),
  });
}

export function useExclusions(nicheId: number, enabled = true) {
  return useQuery({ ...exclusionsQueryOptions(nicheId), enabled });
}
