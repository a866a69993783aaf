import type { Member, Space } from '@fathom/contract';
import { Text, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { createGridColumnHelper, DataGrid } from '../../../components/DataGrid';
import { formatDate } from '../../../lib/format';
import { RowActions } from './RowActions';
import { SpaceAccessSelect } from './SpaceAccessSelect';

interface SpacesTableProps {
  orgId: number;
  spaces: Space[] | undefined;
  members: Member[] | undefined;
  onRename: (space: Space) => void;
  onDelete: (space: Space) => void;
}

const helper = createGridColumnHelper<Space>();
const spaceId = (space: Space) => String(space.id);
const NOUN = ['space', 'spaces'] as const;

export function SpacesTable({ orgId, spaces, members, onRename, onDelete }: SpacesTableProps) {
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('name', {
          header: 'Space',
          size: 240,
          enableHiding: false,
          cell: ({ getValue }) => (
            <Text span fz="sm" fw={500} truncate>
              {getValue()}
            </Text>
          ),
        }),
        helper.display({
          id: 'members',
          header: 'Members with access',
          size: 440,
          enableHiding: false,
          cell: ({ row }) => (
            <SpaceAccessSelect orgId={orgId} space={row.original} members={members} />
          ),
        }),
        helper.accessor('createdAt', {
          header: 'Created',
          size: 120,
          enableHiding: false,
          cell: ({ getValue }) => formatDate(getValue()),
        }),
        helper.display({
          id: 'actions',
          header: () => <VisuallyHidden>Actions</VisuallyHidden>,
          size: 200,
          enableHiding: false,
          meta: { label: 'Actions', align: 'end' },
          cell: ({ row }) => (
            <RowActions
              name={row.original.name}
              onRename={() => onRename(row.original)}
              onDelete={() => onDelete(row.original)}
            />
          ),
        }),
      ]),
    [orgId, members, onRename, onDelete],
  );
  return (
    <DataGrid
      label="Spaces"
      columns={columns}
      data={spaces}
      getRowId={spaceId}
      loading={!spaces}
      selectable={false}
      rowHeight={48}
      rowNoun={NOUN}
    />
  );
}
