import { orgEndpoints, type Label } from '@fathom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';

export async function deleteLabel(orgId: number, labelId: number): Promise<void> {
  await callApi(orgEndpoints.deleteLabel, { params: { orgId, labelId } });
}

export function useDeleteLabel(orgId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (label: Label) => deleteLabel(orgId, label.id),
    onSuccess: async (_, label) => {
      notifySuccess(`Label “${label.name}” deleted`);
      await queryClient.invalidateQueries({ queryKey: queryKeys.orgs.labels(orgId) });
    },
    onError: (error) => notifyError('Could not delete the label', error),
  });
}
