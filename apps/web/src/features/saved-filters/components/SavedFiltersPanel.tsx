import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  SAVED_FILTER_MESSAGES,
  SavedFilterName,
  type PipelineView,
  type SavedFilter,
} from '@fathom/contract';
import { useId, useState } from 'react';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { IconAlertCircle, IconPencil, IconTrash } from '../../../components/icons';
import { NameModal } from '../../../components/NameModal';
import { notifySuccess } from '../../../lib/notify';
import { firstIssue } from '../../../lib/validation';
import { useSavedFilters } from '../hooks/use-saved-filters';
import classes from './SavedFiltersPanel.module.css';

export interface SavedFiltersPanelProps {
  orgId: number;
  /** The grid's current tags, filters and sort: what Save stores. */
  view: PipelineView;
  /** The saved filter the grid shows, or null. */
  appliedId: number | null;
  /** Shows a saved filter's view in the grid; null resets the grid. */
  onApply: (filter: { id: number; view: PipelineView } | null) => void;
}

type Dialog = { kind: 'create' } | { kind: 'rename' | 'delete'; filter: SavedFilter } | null;

const validateName = (name: string) => firstIssue(SavedFilterName, name);

/**
 * The pipeline side bar's saved filters (spec §2, §4): apply one, reset, save the grid's view
 * (into the applied filter, or under a new name), rename and delete.
 */
export function SavedFiltersPanel({ orgId, view, appliedId, onApply }: SavedFiltersPanelProps) {
  const titleId = useId();
  const { list, create, update, rename, remove } = useSavedFilters(orgId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const applied = list.data?.find((f) => f.id === appliedId);

  const save = () => {
    if (applied) {
      update.mutate(
        { id: applied.id, filter: view },
        { onSuccess: (saved) => notifySuccess(`Filter “${saved.name}” saved`) },
      );
    } else {
      create.reset();
      setDialog({ kind: 'create' });
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId} p="sm">
      <Title order={2} fz="md" id={titleId}>
        Saved filters
      </Title>
      <Group gap="xs">
        <Button size="xs" onClick={save} loading={update.isPending} disabled={list.isPending}>
          Save filter
        </Button>
        <Button size="xs" variant="default" onClick={() => onApply(null)}>
          Reset
        </Button>
      </Group>

      {list.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">{SAVED_FILTER_MESSAGES.loadFailed}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void list.refetch()}>
              Retry
            </Button>
          </Stack>
        </Alert>
      ) : list.isPending ? (
        <Loader size="sm" role="status" aria-label="Loading saved filters" />
      ) : list.data.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {SAVED_FILTER_MESSAGES.empty}
        </Text>
      ) : (
        <ul className={classes.list} aria-labelledby={titleId}>
          {list.data.map((filter) => {
            const isApplied = filter.id === appliedId;
            return (
              <li key={filter.id} className={classes.item} data-applied={isApplied || undefined}>
                <UnstyledButton
                  className={classes.apply}
                  aria-label={`Apply filter ${filter.name}`}
                  aria-pressed={isApplied}
                  onClick={() => onApply({ id: filter.id, view: filter.filter })}
                >
                  <Text fz="sm" fw={isApplied ? 600 : 400} truncate>
                    {filter.name}
                  </Text>
                </UnstyledButton>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Rename filter ${filter.name}`}
                  onClick={() => {
                    rename.reset();
                    setDialog({ kind: 'rename', filter });
                  }}
                >
                  <IconPencil size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete filter ${filter.name}`}
                  onClick={() => setDialog({ kind: 'delete', filter })}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </li>
            );
          })}
        </ul>
      )}

      <NameModal
        opened={dialog?.kind === 'create'}
        title="Save filter"
        label="Filter name"
        submitLabel="Save"
        loading={create.isPending}
        validate={validateName}
        onSubmit={(name) =>
          create.mutate(
            { name, filter: view },
            {
              onSuccess: (created) => {
                close();
                onApply({ id: created.id, view: created.filter });
              },
            },
          )
        }
        onClose={close}
      />
      <NameModal
        opened={dialog?.kind === 'rename'}
        title="Rename filter"
        label="Filter name"
        submitLabel="Rename"
        initialValue={dialog?.kind === 'rename' ? dialog.filter.name : ''}
        requireChange
        loading={rename.isPending}
        serverError={rename.error}
        validate={validateName}
        onSubmit={(name) =>
          dialog?.kind === 'rename' &&
          rename.mutate({ id: dialog.filter.id, name }, { onSuccess: close })
        }
        onClose={close}
      />
      <ConfirmModal
        opened={dialog?.kind === 'delete'}
        title="Delete filter"
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={() => {
          if (dialog?.kind !== 'delete') return;
          const { id } = dialog.filter;
          remove.mutate(id, {
            onSuccess: () => {
              close();
              if (id === appliedId) onApply(null);
            },
          });
        }}
        onClose={close}
      >
        {dialog?.kind === 'delete' ? `Delete the filter “${dialog.filter.name}”?` : ''}
      </ConfirmModal>
    </Stack>
  );
}
