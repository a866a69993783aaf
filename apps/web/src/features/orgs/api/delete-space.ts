import { orgEndpoints, type Space } from '@fathom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';

export async function deleteSpace(orgId: number, spaceId: number): Promise<void> {
  await callApi(orgEndpoints.deleteSpace, { params: { orgId, spaceId } });
}

export function useDeleteSpace(orgId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (space: Space) => deleteSpace(orgId, space.id),
    onSuccess: async (_, space) => {
      notifySuccess(`Space “${space.name}” deleted`);
      await queryClient.invalidateQueries({ queryKey: queryKeys.orgs.spaces(orgId) });
    },
    onError: (error) => notifyError('Could not delete the space', error),
  });
}
