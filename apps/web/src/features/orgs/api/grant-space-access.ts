import { orgEndpoints, type Space } from '@fathom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { updateCachedSpace, type SpaceAccessChange } from './space-access-cache';

export function grantSpaceAccess(orgId: number, spaceId: number, userId: string): Promise<Space> {
  return callApi(orgEndpoints.grantSpaceAccess, { params: { orgId, spaceId, userId } });
}

export function useGrantSpaceAccess(orgId: number) {
  const queryClient = useQueryClient();
  const spacesKey = queryKeys.orgs.spaces(orgId);
  return useMutation({
    mutationFn: ({ space, member }: SpaceAccessChange) =>
      grantSpaceAccess(orgId, space.id, member.userId),
    onMutate: async ({ space, member }) => {
      await queryClient.cancelQueries({ queryKey: spacesKey });
      updateCachedSpace(queryClient, orgId, space.id, (current) => ({
        ...current,
        memberIds: current.memberIds.includes(member.userId)
          ? current.memberIds
          : [...current.memberIds, member.userId],
      }));
    },
    onSuccess: (updated, { space, member }) => {
      updateCachedSpace(queryClient, orgId, updated.id, () => updated);
      notifySuccess(`${member.name} can now access “${space.name}”`);
    },
    onError: (error, { space, member }) =>
      notifyError(`Could not give ${member.name} access to “${space.name}”`, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: spacesKey }),
  });
}
