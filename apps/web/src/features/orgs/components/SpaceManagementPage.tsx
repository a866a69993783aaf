import { orgEndpoints, SpaceBody } from '@fathom/contract';
import { QueryError } from '../../../components/QueryError';
import { IconSpaces } from '../../../components/icons';
import { firstIssue } from '../../../lib/validation';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { useSpaceMutations } from '../hooks/use-space-mutations';
import { NamedItemsPage } from './NamedItemsPage';
import { SpacesTable } from './SpacesTable';

const validate = (name: string) => firstIssue(SpaceBody, { name });

export function SpaceManagementPage({ orgId }: { orgId: number }) {
  const members = useEndpointQuery(orgEndpoints.listMembers, { params: { orgId } });
  const spaces = useEndpointQuery(orgEndpoints.listSpaces, { params: { orgId } });
  const { create, rename, remove } = useSpaceMutations(orgId);
  return (
    <NamedItemsPage
      noun="space"
      title="Space management"
      description="Spaces control access: team members without access to a space cannot see the space or its niches. Team managers and owners see every space."
      icon={<IconSpaces size={28} />}
      emptyDescription="Create a space, then choose which members may see it."
      items={spaces}
      create={create}
      rename={rename}
      remove={remove}
      renameWith={(space, name) => ({ spaceId: space.id, name })}
      validate={validate}
      renderTable={(spaces, actions) => (
        <SpacesTable orgId={orgId} spaces={spaces} members={members.data} {...actions} />
      )}
    >
      {members.isError ? (
        <QueryError
          title="Could not load members"
          error={members.error}
          onRetry={() => void members.refetch()}
        />
      ) : null}
    </NamedItemsPage>
  );
}
