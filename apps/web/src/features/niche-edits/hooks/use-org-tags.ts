import { isTeamManager, orgEndpoints, sessionEndpoints, type Space } from '@fathom/contract';
import { useMemo } from 'react';
import { useEndpointQuery } from '../../../lib/endpoint-query';

/**
 * The organization's spaces, labels and members, with whether the signed-in user may manage
 * each space: team managers and owners every one, other members those they were granted.
 */
export function useOrgTags(orgId: number, enabled = true) {
  const params = { params: { orgId } };
  const spaces = useEndpointQuery(orgEndpoints.listSpaces, params, { enabled });
  const labels = useEndpointQuery(orgEndpoints.listLabels, params, { enabled });
  const members = useEndpointQuery(orgEndpoints.listMembers, params, { enabled });
  const me = useEndpointQuery(sessionEndpoints.me, {}, { enabled, staleTime: 60_000 });
  const mayManageSpace = useMemo(() => {
    const role = me.data?.organizations.find((o) => o.id === orgId)?.role;
    const userId = me.data?.user.id;
    return (space: Space) =>
      (role !== undefined && isTeamManager(role)) ||
      (userId !== undefined && space.memberIds.includes(userId));
  }, [me.data, orgId]);
  return {
    spaces: spaces.data ?? [],
    labels: labels.data ?? [],
    members: members.data ?? [],
    mayManageSpace,
    loading: spaces.isPending || labels.isPending || members.isPending,
  };
}
