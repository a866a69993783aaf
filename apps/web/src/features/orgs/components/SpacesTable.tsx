import type { Member, Space } from '@fathom/contract';
import { useMemo } from 'react';
import { createGridColumnHelper } from '../../../components/DataGrid';
import { NamedItemsTable } from './NamedItemsTable';
import { SpaceAccessSelect } from './SpaceAccessSelect';

interface SpacesTableProps {
  orgId: number;
  spaces: Space[] | undefined;
  members: Member[] | undefined;
  onRename: (space: Space) => void;
  onDelete: (space: Space) => void;
}

const helper = createGridColumnHelper<Space>();
const NOUN = ['space', 'spaces'] as const;

export function SpacesTable({ orgId, spaces, members, onRename, onDelete }: SpacesTableProps) {
  const access = useMemo(
    () =>
      helper.columns([
        helper.display({
          id: 'members',
          header: 'Members with access',
          size: 440,
          enableHiding: false,
          cell: ({ row }) => (
            <SpaceAccessSelect orgId={orgId} space={row.original} members={members} />
          ),
        }),
      ]),
    [orgId, members],
  );
  return (
    <NamedItemsTable
      label="Spaces"
      nameHeader="Space"
      nameSize={240}
      rowNoun={NOUN}
      rowHeight={48}
      items={spaces}
      middle={access}
      onRename={onRename}
      onDelete={onDelete}
    />
  );
}
