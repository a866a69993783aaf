import { orgEndpoints, type Label } from '@fathom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEndpointMutation } from '../../../lib/endpoint-query';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { endpointKey } from '../../../lib/query-keys';

/** Creating, renaming and deleting the organization's labels, each refreshing the list. */
export function useLabelMutations(orgId: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({
      queryKey: endpointKey(orgEndpoints.listLabels, { params: { orgId } }),
    });
  return {
    create: useEndpointMutation(orgEndpoints.createLabel, {
      request: (name: string) => ({ params: { orgId }, body: { name } }),
      onSuccess: async (label) => {
        notifySuccess(`Label “${label.name}” created`);
        await refresh();
      },
      onError: (error) => notifyError('Could not create the label', error),
    }),
    rename: useEndpointMutation(orgEndpoints.renameLabel, {
      request: ({ labelId, name }: { labelId: number; name: string }) => ({
        params: { orgId, labelId },
        body: { name },
      }),
      onSuccess: async (label) => {
        notifySuccess(`Label renamed to “${label.name}”`);
        await refresh();
      },
      onError: (error) => notifyError('Could not rename the label', error),
    }),
    remove: useEndpointMutation(orgEndpoints.deleteLabel, {
      request: (label: Label) => ({ params: { orgId, labelId: label.id } }),
      onSuccess: async (_, label) => {
        notifySuccess(`Label “${label.name}” deleted`);
        await refresh();
      },
      onError: (error) => notifyError('Could not delete the label', error),
    }),
  };
}
