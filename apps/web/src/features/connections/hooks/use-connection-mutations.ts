import { connectionEndpoints, type Connection } from '@fathom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEndpointMutation } from '../../../lib/endpoint-query';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { endpointKey } from '../../../lib/query-keys';

/** Asking, accepting and removing connections; each refreshes the organization's list. */
export function useConnectionMutations(orgId: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all(
      [connectionEndpoints.listConnections, connectionEndpoints.connectedOrganizations].map(
        (endpoint) =>
          queryClient.invalidateQueries({ queryKey: endpointKey(endpoint, { params: { orgId } }) }),
      ),
    );
  return {
    request: useEndpointMutation(connectionEndpoints.requestConnection, {
      request: (code: string) => ({ params: { orgId }, body: { code } }),
      onSuccess: async (connection) => {
        notifySuccess(
          `Connection requested: ${connection.organization.name} will see it in their Organization settings`,
        );
        await refresh();
      },
    }),
    accept: useEndpointMutation(connectionEndpoints.acceptConnection, {
      request: (connection: Connection) => ({ params: { orgId, connectionId: connection.id } }),
      onSuccess: async (connection) => {
        notifySuccess(`${connection.organization.name} is now connected`);
        await refresh();
      },
      onError: (error) => notifyError('Could not accept the connection', error),
    }),
    remove: useEndpointMutation(connectionEndpoints.removeConnection, {
      request: (connection: Connection) => ({ params: { orgId, connectionId: connection.id } }),
      onSuccess: async (_, connection) => {
        notifySuccess(`The connection with ${connection.organization.name} was removed`);
        await refresh();
      },
      onError: (error) => notifyError('Could not remove the connection', error),
    }),
  };
}
