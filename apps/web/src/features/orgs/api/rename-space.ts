import { orgEndpoints, type Space } from '@fathom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';

export function renameSpace(orgId: number, spaceId: number, name: string): Promise<Space> {
  return callApi(orgEndpoints.renameSpace, { params: { orgId, spaceId }, body: { name } });
}

export function useRenameSpace(orgId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ spaceId, name }: { spaceId: number; name: string }) =>
      renameSpace(orgId, spaceId, name),
    onSuccess: async (space) => {
      notifySuccess(`Space renamed to “${space.name}”`);
      await queryClient.invalidateQueries({ queryKey: queryKeys.orgs.spaces(orgId) });
    },
    onError: (error) => notifyError('Could not rename the space', error),
  });
}
