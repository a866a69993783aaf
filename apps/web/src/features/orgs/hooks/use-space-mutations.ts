import { orgEndpoints, type Space } from '@fathom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEndpointMutation } from '../../../lib/endpoint-query';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { endpointKey } from '../../../lib/query-keys';

export interface SpaceAccessChange {
  space: Space;
  member: { userId: string; name: string };
}

/** Creating, renaming and deleting the organization's spaces, each refreshing the list. */
export function useSpaceMutations(orgId: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({
      queryKey: endpointKey(orgEndpoints.listSpaces, { params: { orgId } }),
    });
  return {
    create: useEndpointMutation(orgEndpoints.createSpace, {
      request: (name: string) => ({ params: { orgId }, body: { name } }),
      onSuccess: async (space) => {
        notifySuccess(`Space “${space.name}” created`);
        await refresh();
      },
      onError: (error) => notifyError('Could not create the space', error),
    }),
    rename: useEndpointMutation(orgEndpoints.renameSpace, {
      request: ({ spaceId, name }: { spaceId: number; name: string }) => ({
        params: { orgId, spaceId },
        body: { name },
      }),
      onSuccess: async (space) => {
        notifySuccess(`Space renamed to “${space.name}”`);
        await refresh();
      },
      onError: (error) => notifyError('Could not rename the space', error),
    }),
    remove: useEndpointMutation(orgEndpoints.deleteSpace, {
      request: (space: Space) => ({ params: { orgId, spaceId: space.id } }),
      onSuccess: async (_, space) => {
        notifySuccess(`Space “${space.name}” deleted`);
        await refresh();
      },
      onError: (error) => notifyError('Could not delete the space', error),
    }),
  };
}

/** Granting and revoking a member's access to a space, shown at once and put right on failure. */
export function useSpaceAccess(orgId: number) {
  const queryClient = useQueryClient();
  const spacesKey = endpointKey(orgEndpoints.listSpaces, { params: { orgId } });
  const updateCachedSpace = (spaceId: number, update: (space: Space) => Space) =>
    queryClient.setQueryData<Space[]>(spacesKey, (spaces) =>
      spaces?.map((space) => (space.id === spaceId ? update(space) : space)),
    );
  const request = ({ space, member }: SpaceAccessChange) => ({
    params: { orgId, spaceId: space.id, userId: member.userId },
  });
  const onSettled = () => queryClient.invalidateQueries({ queryKey: spacesKey });
  return {
    grant: useEndpointMutation(orgEndpoints.grantSpaceAccess, {
      request,
      onMutate: async ({ space, member }) => {
        await queryClient.cancelQueries({ queryKey: spacesKey });
        updateCachedSpace(space.id, (current) => ({
          ...current,
          memberIds: current.memberIds.includes(member.userId)
            ? current.memberIds
            : [...current.memberIds, member.userId],
        }));
      },
      onSuccess: (updated, { space, member }) => {
        updateCachedSpace(updated.id, () => updated);
        notifySuccess(`${member.name} can now access “${space.name}”`);
      },
      onError: (error, { space, member }) =>
        notifyError(`Could not give ${member.name} access to “${space.name}”`, error),
      onSettled,
    }),
    revoke: useEndpointMutation(orgEndpoints.revokeSpaceAccess, {
      request,
      onMutate: async ({ space, member }) => {
        await queryClient.cancelQueries({ queryKey: spacesKey });
        updateCachedSpace(space.id, (current) => ({
          ...current,
          memberIds: current.memberIds.filter((id) => id !== member.userId),
        }));
      },
      onSuccess: (updated, { space, member }) => {
        updateCachedSpace(updated.id, () => updated);
        notifySuccess(`${member.name} no longer has access to “${space.name}”`);
      },
      onError: (error, { space, member }) =>
        notifyError(`Could not remove ${member.name}'s access to “${space.name}”`, error),
      onSettled,
    }),
  };
}
