import { SpaceBody, type Space } from '@fathom/contract';
import { Button, EmptyState, Paper, Stack } from '@mantine/core';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { NameModal } from '../../../components/NameModal';
import { PageHeader } from '../../../components/PageHeader';
import { QueryError } from '../../../components/QueryError';
import { IconPlus, IconSpaces } from '../../../components/icons';
import { firstIssue } from '../../../lib/validation';
import { useCreateSpace } from '../api/create-space';
import { useDeleteSpace } from '../api/delete-space';
import { useMembers } from '../api/list-members';
import { useSpaces } from '../api/list-spaces';
import { useRenameSpace } from '../api/rename-space';
import { useManagementDialogs } from '../hooks/use-management-dialogs';
import { SpacesTable } from './SpacesTable';

const validate = (name: string) => firstIssue(SpaceBody, { name });

export function SpaceManagementPage({ orgId }: { orgId: number }) {
  const spaces = useSpaces(orgId);
  const members = useMembers(orgId);
  const create = useCreateSpace(orgId);
  const rename = useRenameSpace(orgId);
  const remove = useDeleteSpace(orgId);
  const dialogs = useManagementDialogs<Space>();

  const openCreate = () => {
    create.reset();
    dialogs.show('create');
  };

  return (
    <Stack gap="md">
      <PageHeader
        title="Space management"
        description="Spaces control access: team members without access to a space cannot see the space or its niches. Team managers and owners see every space."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={openCreate}>
            Create space
          </Button>
        }
      />
      {spaces.isError ? (
        <QueryError
          title="Could not load spaces"
          error={spaces.error}
          onRetry={() => void spaces.refetch()}
        />
      ) : spaces.data?.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState
            py={56}
            variant="light"
            icon={<IconSpaces size={28} />}
            title="No spaces yet"
            description="Create a space, then choose which members may see it."
          >
            <EmptyState.Actions>
              <Button variant="light" leftSection={<IconPlus size={16} />} onClick={openCreate}>
                Create space
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        </Paper>
      ) : (
        <Paper withBorder radius="md">
          <SpacesTable
            orgId={orgId}
            spaces={spaces.data}
            members={members.data}
            onRename={(space) => {
              rename.reset();
              dialogs.show('rename', space);
            }}
            onDelete={(space) => {
              remove.reset();
              dialogs.show('delete', space);
            }}
          />
        </Paper>
      )}
      {members.isError ? (
        <QueryError
          title="Could not load members"
          error={members.error}
          onRetry={() => void members.refetch()}
        />
      ) : null}

      <NameModal
        opened={dialogs.open === 'create'}
        title="Create space"
        label="Space name"
        submitLabel="Create space"
        loading={create.isPending}
        serverError={create.error}
        validate={validate}
        onSubmit={(name) => create.mutate(name, { onSuccess: dialogs.close })}
        onClose={dialogs.close}
      />
      <NameModal
        opened={dialogs.open === 'rename'}
        title="Rename space"
        label="Space name"
        submitLabel="Save"
        initialValue={dialogs.target?.name ?? ''}
        loading={rename.isPending}
        serverError={rename.error}
        validate={validate}
        onSubmit={(name) => {
          const space = dialogs.target;
          if (!space || name === space.name) return dialogs.close();
          rename.mutate({ spaceId: space.id, name }, { onSuccess: dialogs.close });
        }}
        onClose={dialogs.close}
      />
      <ConfirmModal
        opened={dialogs.open === 'delete'}
        title="Delete space"
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={() => {
          if (dialogs.target) remove.mutate(dialogs.target, { onSuccess: dialogs.close });
        }}
        onClose={dialogs.close}
      >
        Delete the space “{dialogs.target?.name}”? This cannot be undone.
      </ConfirmModal>
    </Stack>
  );
}
