import { orgEndpoints, type Space } from '@fathom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';

export function createSpace(orgId: number, name: string): Promise<Space> {
  return callApi(orgEndpoints.createSpace, { params: { orgId }, body: { name } });
}

export function useCreateSpace(orgId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => createSpace(orgId, name),
    onSuccess: async (space) => {
      notifySuccess(`Space “${space.name}” created`);
      await queryClient.invalidateQueries({ queryKey: queryKeys.orgs.spaces(orgId) });
    },
    onError: (error) => notifyError('Could not create the space', error),
  });
}
