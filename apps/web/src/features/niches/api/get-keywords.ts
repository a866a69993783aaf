import { diveEndpoints, type KeywordList, type KeywordRow } from '@fathom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** One keyword list of the niche's latest dive, sorted by search volume. */
export function fetchKeywords(
  nicheId: number,
  list: KeywordList,
  signal?: AbortSignal,
): Promise<KeywordRow[]> {
  return callApi(diveEndpoints.keywords, { params: { nicheId }, query: { list }, signal });
}

export function keywordsQueryOptions(nicheId: number, list: KeywordList) {
  return queryOptions({
    queryKey: queryKeys.niches.keywords(nicheId, list),
    queryFn: ({ signal }) => fetchKeywords(nicheId, list, signal),
  });
}

export function useKeywords(nicheId: number, list: KeywordList) {
  return useQuery(keywordsQueryOptions(nicheId, list));
}
