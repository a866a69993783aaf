import { orgEndpoints, type Label } from '@fathom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';

export function createLabel(orgId: number, name: string): Promise<Label> {
  return callApi(orgEndpoints.createLabel, { params: { orgId }, body: { name } });
}

export function useCreateLabel(orgId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => createLabel(orgId, name),
    onSuccess: async (label) => {
      notifySuccess(`Label “${label.name}” created`);
      await queryClient.invalidateQueries({ queryKey: queryKeys.orgs.labels(orgId) });
    },
    onError: (error) => notifyError('Could not create the label', error),
  });
}
