import { analyticsEndpoints, type ExperimentAssignments } from '@fathom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function fetchExperiments(signal?: AbortSignal): Promise<ExperimentAssignments> {
  return callApi(analyticsEndpoints.experiments, { signal });
}

/** The user's experiment variants: fixed per user, so fetched once per session. */
export function experimentsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.session.experiments(),
    queryFn: ({ signal }) => fetchExperiments(signal),
    staleTime: Infinity,
  });
}

export function useExperiments() {
  return useQuery(experimentsQueryOptions());
}
