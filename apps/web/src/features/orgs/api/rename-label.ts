import { orgEndpoints, type Label } from '@fathom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';

export function renameLabel(orgId: number, labelId: number, name: string): Promise<Label> {
  return callApi(orgEndpoints.renameLabel, { params: { orgId, labelId }, body: { name } });
}

export function useRenameLabel(orgId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ labelId, name }: { labelId: number; name: string }) =>
      renameLabel(orgId, labelId, name),
    onSuccess: async (label) => {
      notifySuccess(`Label renamed to “${label.name}”`);
      await queryClient.invalidateQueries({ queryKey: queryKeys.orgs.labels(orgId) });
    },
    onError: (error) => notifyError('Could not rename the label', error),
  });
}
