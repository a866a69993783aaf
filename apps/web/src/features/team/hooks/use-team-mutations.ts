import { orgEndpoints, teamEndpoints, type Invitation, type Role } from '@fathom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEndpointMutation } from '../../../lib/endpoint-query';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { endpointKey, queryKeys } from '../../../lib/query-keys';

/** Changing the team of an organization: roles, removal, invitations; each refreshes its list. */
export function useTeamMutations(orgId: number) {
  const queryClient = useQueryClient();
  const refresh = (...keys: (readonly unknown[])[]) =>
    Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const members = endpointKey(orgEndpoints.listMembers, { params: { orgId } });
  const invitations = endpointKey(teamEndpoints.listInvitations, { params: { orgId } });
  return {
    changeRole: useEndpointMutation(teamEndpoints.changeRole, {
      request: ({ userId, role }: { userId: string; name: string; role: Role }) => ({
        params: { orgId, userId },
        body: { role },
      }),
      onSuccess: async (_, { name }) => {
        notifySuccess(`${name}'s role changed`);
        await refresh(members, queryKeys.session.me());
      },
      onError: (error) => notifyError('Could not change the role', error),
    }),
    removeMember: useEndpointMutation(teamEndpoints.removeMember, {
      request: ({ userId }: { userId: string; name: string }) => ({
        params: { orgId, userId },
      }),
      onSuccess: async (_, { name }) => {
        notifySuccess(`${name} was removed from the organization`);
        await refresh(members);
      },
      onError: (error) => notifyError('Could not remove the member', error),
    }),
    invite: useEndpointMutation(teamEndpoints.invite, {
      request: (body: { email: string; role: Role; spaceIds: number[] }) => ({
        params: { orgId },
        body,
      }),
      onSuccess: async (invitation) => {
        notifySuccess(`Invitation sent to ${invitation.email}`);
        await refresh(invitations);
      },
    }),
    resend: useEndpointMutation(teamEndpoints.resendInvitation, {
      request: (invitation: Invitation) => ({ params: { orgId, invitationId: invitation.id } }),
      onSuccess: async (invitation) => {
        notifySuccess(`Invitation sent again to ${invitation.email}`);
        await refresh(invitations);
      },
      onError: (error) => notifyError('Could not resend the invitation', error),
    }),
    revoke: useEndpointMutation(teamEndpoints.revokeInvitation, {
      request: (invitation: Invitation) => ({ params: { orgId, invitationId: invitation.id } }),
      onSuccess: async (_, invitation) => {
        notifySuccess(`Invitation to ${invitation.email} withdrawn`);
        await refresh(invitations);
      },
      onError: (error) => notifyError('Could not withdraw the invitation', error),
    }),
  };
}

/** Renaming, leaving and deleting the organization; the user's organizations are read again. */
export function useOrganizationMutations(orgId: number) {
  const queryClient = useQueryClient();
  const reloadMe = () => queryClient.invalidateQueries({ queryKey: queryKeys.session.me() });
  return {
    rename: useEndpointMutation(teamEndpoints.renameOrganization, {
      request: (name: string) => ({ params: { orgId }, body: { name } }),
      onSuccess: async (organization) => {
        notifySuccess(`Organization renamed to “${organization.name}”`);
        await reloadMe();
      },
    }),
    leave: useEndpointMutation(teamEndpoints.leaveOrganization, {
      request: (_: void) => ({ params: { orgId } }),
      onSuccess: async () => {
        notifySuccess('You left the organization');
        await reloadMe();
      },
      onError: (error) => notifyError('Could not leave the organization', error),
    }),
    remove: useEndpointMutation(teamEndpoints.deleteOrganization, {
      request: (confirmName: string) => ({ params: { orgId }, body: { confirmName } }),
      onSuccess: async () => {
        notifySuccess('The organization was deleted');
        await reloadMe();
      },
    }),
  };
}
