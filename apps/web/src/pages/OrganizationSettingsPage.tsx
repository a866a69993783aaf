import { may, orgEndpoints, teamEndpoints, type OrganizationSummary } from '@fathom/contract';
import { Divider, Stack } from '@mantine/core';
import { PageHeader } from '../components/PageHeader';
import { PageLoader } from '../components/PageLoader';
import { QueryError } from '../components/QueryError';
import { useEndpointQuery } from '../lib/endpoint-query';
import { useMe } from '../features/auth/api/session';
import { ConnectionsSection } from '../features/connections/components/ConnectionsSection';
import { InvitationsSection } from '../features/team/components/InvitationsSection';
import { MembersSection } from '../features/team/components/MembersSection';
import { OrganizationSection } from '../features/team/components/OrganizationSection';

/**
 * The organization's team: owners change roles, remove members and manage the organization; team
 * managers invite and see the members; every member sees the list and may leave. Owners connect
 * client organizations (Agency plan) and answer an agency's request.
 */
export function OrganizationSettingsPage({ organization }: { organization: OrganizationSummary }) {
  const orgId = organization.id;
  const me = useMe();
  const managesTeam = may(organization.role, 'team.manage');
  const invites = may(organization.role, 'team.invite');
  const members = useEndpointQuery(orgEndpoints.listMembers, { params: { orgId } });
  const spaces = useEndpointQuery(orgEndpoints.listSpaces, { params: { orgId } });
  const invitations = useEndpointQuery(
    teamEndpoints.listInvitations,
    { params: { orgId } },
    { enabled: invites },
  );
  const failed = [members, spaces, invitations].find((query) => query.isError);
  return (
    <Stack gap="md">
      <PageHeader
        title="Organization settings"
        description={`The team of ${organization.name}: who belongs to it, with which role and which spaces.`}
      />
      {failed ? (
        <QueryError
          title="Could not load the team"
          error={failed.error}
          onRetry={() => void failed.refetch()}
        />
      ) : !members.data || !spaces.data ? (
        <PageLoader />
      ) : (
        <Stack gap="xl">
          <MembersSection
            orgId={orgId}
            members={members.data}
            spaces={spaces.data}
            canManage={managesTeam}
            currentUserId={me.data?.user.id ?? ''}
          />
          {invites && invitations.data ? (
            <>
              <Divider />
              <InvitationsSection
                orgId={orgId}
                invitations={invitations.data}
                spaces={spaces.data}
                isOwner={organization.role === 'owner'}
              />
            </>
          ) : null}
          <Divider />
          <ConnectionsSection organization={organization} />
          <Divider />
          <OrganizationSection
            organization={organization}
            managesOrganization={may(organization.role, 'organization.manage')}
          />
        </Stack>
      )}
    </Stack>
  );
}
