import { SpaceBody } from '@fathom/contract';
import { QueryError } from '../../../components/QueryError';
import { IconSpaces } from '../../../components/icons';
import { firstIssue } from '../../../lib/validation';
import { useCreateSpace } from '../api/create-space';
import { useDeleteSpace } from '../api/delete-space';
import { useMembers } from '../api/list-members';
import { useSpaces } from '../api/list-spaces';
import { useRenameSpace } from '../api/rename-space';
import { NamedItemsPage } from './NamedItemsPage';
import { SpacesTable } from './SpacesTable';

const validate = (name: string) => firstIssue(SpaceBody, { name });

export function SpaceManagementPage({ orgId }: { orgId: number }) {
  const members = useMembers(orgId);
  return (
    <NamedItemsPage
      noun="space"
      title="Space management"
      description="Spaces control access: team members without access to a space cannot see the space or its niches. Team managers and owners see every space."
      icon={<IconSpaces size={28} />}
      emptyDescription="Create a space, then choose which members may see it."
      items={useSpaces(orgId)}
      create={useCreateSpace(orgId)}
      rename={useRenameSpace(orgId)}
      remove={useDeleteSpace(orgId)}
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
