import { sessionEndpoints, type PublicConfig } from '@fathom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function fetchConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return callApi(sessionEndpoints.config, { signal });
}

export function configQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.session.config(),
    queryFn: ({ signal }) => fetchConfig(signal),
    staleTime: Infinity,
  });
}

export function useConfig() {
  return useQuery(configQueryOptions());
}
