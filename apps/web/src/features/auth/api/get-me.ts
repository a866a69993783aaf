import { sessionEndpoints, type Me } from '@fathom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, isApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The signed-in user with their organizations, or null when signed out. */
export async function fetchMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    return await callApi(sessionEndpoints.me, { signal });
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.session.me(),
    queryFn: ({ signal }) => fetchMe(signal),
    staleTime: 60_000,
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
