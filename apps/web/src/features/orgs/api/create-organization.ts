import { orgEndpoints, type OrganizationSummary } from '@fathom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';

export function createOrganization(name: string): Promise<OrganizationSummary> {
  return callApi(orgEndpoints.createOrganization, { body: { name } });
}

export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganization,
    onSuccess: async (organization) => {
      notifySuccess(`Organization “${organization.name}” created`);
      await queryClient.invalidateQueries({ queryKey: queryKeys.session.me() });
    },
    onError: (error) => notifyError('Could not create the organization', error),
  });
}
