import { orgEndpoints, type Space } from '@fathom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { updateCachedSpace, type SpaceAccessChange } from './space-access-cache';

export function revokeSpaceAccess(orgId: number, spaceId: number, userId: string): Promise<Space> {
  return callApi(orgEndpoints.revokeSpaceAccess, { params: { orgId, spaceId, userId } });
}

export function useRevokeSpaceAccess(orgId: number) {
  const queryClient = useQueryClient();
  const spacesKey = queryKeys.orgs.spaces(orgId);
  return useMutation({
    mutationFn: ({ space, member }: SpaceAccessChange) =>
      revokeSpaceAccess(orgId, space.id, member.userId),
    onMutate: async ({ space, member }) => {
      await queryClient.cancelQueries({ queryKey: spacesKey });
      updateCachedSpace(queryClient, orgId, space.id, (current) => ({
        ...current,
        memberIds: current.memberIds.filter((id) => id !== member.userId),
      }));
    },
    onSuccess: (updated, { space, member }) => {
      updateCachedSpace(queryClient, orgId, updated.id, () => updated);
      notifySuccess(`${member.name} no longer has access to “${space.name}”`);
    },
    onError: (error, { space, member }) =>
      notifyError(`Could not remove ${member.name}'s access to “${space.name}”`, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: spacesKey }),
  });
}
