import { orgEndpoints, type Space } from '@fathom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function fetchSpaces(orgId: number, signal?: AbortSignal): Promise<Space[]> {
  return callApi(orgEndpoints.listSpaces, { params: { orgId }, signal });
}

export function spacesQueryOptions(orgId: number) {
  return queryOptions({
    queryKey: queryKeys.orgs.spaces(orgId),
    queryFn: ({ signal }) => fetchSpaces(orgId, signal),
  });
}

export function useSpaces(orgId: number) {
  return useQuery(spacesQueryOptions(orgId));
}
