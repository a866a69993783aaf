import { orgEndpoints, type Member } from '@fathom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function fetchMembers(orgId: number, signal?: AbortSignal): Promise<Member[]> {
  return callApi(orgEndpoints.listMembers, { params: { orgId }, signal });
}

export function membersQueryOptions(orgId: number) {
  return queryOptions({
    queryKey: queryKeys.orgs.members(orgId),
    queryFn: ({ signal }) => fetchMembers(orgId, signal),
  });
}

export function useMembers(orgId: number) {
  return useQuery(membersQueryOptions(orgId));
}
