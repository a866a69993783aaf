import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Button, EmptyState, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { NameModal } from '../../../components/NameModal';
import { PageHeader } from '../../../components/PageHeader';
import { QueryError } from '../../../components/QueryError';
import { IconPlus } from '../../../components/icons';
import { useManagementDialogs } from '../hooks/use-management-dialogs';

interface Named {
  id: number;
  name: string;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- each mutation keeps its own result type */
export interface NamedItemsPageProps<T extends Named, R> {
  /** 'space' or 'label': names the buttons, dialogs and messages. */
  noun: string;
  title: string;
  description: ReactNode;
  icon: ReactNode;
  emptyDescription: string;
  items: UseQueryResult<T[]>;
  create: UseMutationResult<any, unknown, string>;
  rename: UseMutationResult<any, unknown, R>;
  remove: UseMutationResult<any, unknown, T>;
  /** The rename mutation's variables for an item and its new name. */
  renameWith: (item: T, name: string) => R;
  validate: (name: string) => string | null;
  renderTable: (
    items: T[] | undefined,
    actions: { onRename: (item: T) => void; onDelete: (item: T) => void },
  ) => ReactNode;
  children?: ReactNode;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** A team manager's list of named things: create, rename and delete, with empty and error states. */
export function NamedItemsPage<T extends Named, R>(props: NamedItemsPageProps<T, R>) {
  const { noun, items, create, rename, remove } = props;
  const dialogs = useManagementDialogs<T>();
  const createLabel = `Create ${noun}`;
  const fieldLabel = `${noun[0]!.toUpperCase()}${noun.slice(1)} name`;
  const openCreate = () => {
    create.reset();
    dialogs.show('create');
  };
  const createButton = (variant?: 'light') => (
    <Button variant={variant} leftSection={<IconPlus size={16} />} onClick={openCreate}>
      {createLabel}
    </Button>
  );

  return (
    <Stack gap="md">
      <PageHeader title={props.title} description={props.description} actions={createButton()} />
      {items.isError ? (
        <QueryError
          title={`Could not load ${noun}s`}
          error={items.error}
          onRetry={() => void items.refetch()}
        />
      ) : items.data?.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState
            py={56}
            variant="light"
            icon={props.icon}
            title={`No ${noun}s yet`}
            description={props.emptyDescription}
          >
            <EmptyState.Actions>{createButton('light')}</EmptyState.Actions>
          </EmptyState>
        </Paper>
      ) : (
        <Paper withBorder radius="md">
          {props.renderTable(items.data, {
            onRename: (item) => {
              rename.reset();
              dialogs.show('rename', item);
            },
            onDelete: (item) => {
              remove.reset();
              dialogs.show('delete', item);
            },
          })}
        </Paper>
      )}
      {props.children}

      <NameModal
        opened={dialogs.open === 'create'}
        title={createLabel}
        label={fieldLabel}
        submitLabel={createLabel}
        loading={create.isPending}
        serverError={create.error}
        validate={props.validate}
        onSubmit={(name) => create.mutate(name, { onSuccess: dialogs.close })}
        onClose={dialogs.close}
      />
      <NameModal
        opened={dialogs.open === 'rename'}
        title={`Rename ${noun}`}
        label={fieldLabel}
        submitLabel="Save"
        initialValue={dialogs.target?.name ?? ''}
        loading={rename.isPending}
        serverError={rename.error}
        validate={props.validate}
        onSubmit={(name) => {
          const item = dialogs.target;
          if (!item || name === item.name) return dialogs.close();
          rename.mutate(props.renameWith(item, name), { onSuccess: dialogs.close });
        }}
        onClose={dialogs.close}
      />
      <ConfirmModal
        opened={dialogs.open === 'delete'}
        title={`Delete ${noun}`}
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={() => {
          if (dialogs.target) remove.mutate(dialogs.target, { onSuccess: dialogs.close });
        }}
        onClose={dialogs.close}
      >
        Delete the {noun} “{dialogs.target?.name}”? This cannot be undone.
      </ConfirmModal>
    </Stack>
  );
}
