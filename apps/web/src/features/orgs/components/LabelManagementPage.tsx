import { LabelBody, type Label } from '@fathom/contract';
import { Button, EmptyState, Paper, Stack } from '@mantine/core';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { NameModal } from '../../../components/NameModal';
import { PageHeader } from '../../../components/PageHeader';
import { QueryError } from '../../../components/QueryError';
import { IconPlus, IconTag } from '../../../components/icons';
import { firstIssue } from '../../../lib/validation';
import { useCreateLabel } from '../api/create-label';
import { useDeleteLabel } from '../api/delete-label';
import { useLabels } from '../api/list-labels';
import { useRenameLabel } from '../api/rename-label';
import { useManagementDialogs } from '../hooks/use-management-dialogs';
import { LabelsTable } from './LabelsTable';

const validate = (name: string) => firstIssue(LabelBody, { name });

export function LabelManagementPage({ orgId }: { orgId: number }) {
  const labels = useLabels(orgId);
  const create = useCreateLabel(orgId);
  const rename = useRenameLabel(orgId);
  const remove = useDeleteLabel(orgId);
  const dialogs = useManagementDialogs<Label>();

  const openCreate = () => {
    create.reset();
    dialogs.show('create');
  };

  return (
    <Stack gap="md">
      <PageHeader
        title="Label management"
        description="Labels carry no access rights."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={openCreate}>
            Create label
          </Button>
        }
      />
      {labels.isError ? (
        <QueryError
          title="Could not load labels"
          error={labels.error}
          onRetry={() => void labels.refetch()}
        />
      ) : labels.data?.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState
            py={56}
            variant="light"
            icon={<IconTag size={28} />}
            title="No labels yet"
            description="Create a label to tag niches in the pipeline."
          >
            <EmptyState.Actions>
              <Button variant="light" leftSection={<IconPlus size={16} />} onClick={openCreate}>
                Create label
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        </Paper>
      ) : (
        <Paper withBorder radius="md">
          <LabelsTable
            labels={labels.data}
            onRename={(label) => {
              rename.reset();
              dialogs.show('rename', label);
            }}
            onDelete={(label) => {
              remove.reset();
              dialogs.show('delete', label);
            }}
          />
        </Paper>
      )}

      <NameModal
        opened={dialogs.open === 'create'}
        title="Create label"
        label="Label name"
        submitLabel="Create label"
        loading={create.isPending}
        serverError={create.error}
        validate={validate}
        onSubmit={(name) => create.mutate(name, { onSuccess: dialogs.close })}
        onClose={dialogs.close}
      />
      <NameModal
        opened={dialogs.open === 'rename'}
        title="Rename label"
        label="Label name"
        submitLabel="Save"
        initialValue={dialogs.target?.name ?? ''}
        loading={rename.isPending}
        serverError={rename.error}
        validate={validate}
        onSubmit={(name) => {
          const label = dialogs.target;
          if (!label || name === label.name) return dialogs.close();
          rename.mutate({ labelId: label.id, name }, { onSuccess: dialogs.close });
        }}
        onClose={dialogs.close}
      />
      <ConfirmModal
        opened={dialogs.open === 'delete'}
        title="Delete label"
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={() => {
          if (dialogs.target) remove.mutate(dialogs.target, { onSuccess: dialogs.close });
        }}
        onClose={dialogs.close}
      >
        Delete the label “{dialogs.target?.name}”? This cannot be undone.
      </ConfirmModal>
    </Stack>
  );
}
