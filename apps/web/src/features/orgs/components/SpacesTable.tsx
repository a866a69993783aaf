import type { Member, Space } from '@fathom/contract';
import { Table, VisuallyHidden } from '@mantine/core';
import { RowActions } from './RowActions';
import { TableSkeleton } from '../../../components/TableSkeleton';
import { formatDate } from '../../../lib/format';
import { SpaceAccessSelect } from './SpaceAccessSelect';

interface SpacesTableProps {
  orgId: number;
  spaces: Space[] | undefined;
  members: Member[] | undefined;
  onRename: (space: Space) => void;
  onDelete: (space: Space) => void;
}

export function SpacesTable({ orgId, spaces, members, onRename, onDelete }: SpacesTableProps) {
  return (
    <Table.ScrollContainer minWidth={720} type="native">
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-label="Spaces">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="24%">Space</Table.Th>
            <Table.Th>Members with access</Table.Th>
            <Table.Th w={120}>Created</Table.Th>
            <Table.Th w={200}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody aria-busy={!spaces}>
          {spaces ? (
            spaces.map((space) => (
              <Table.Tr key={space.id}>
                <Table.Th scope="row" fw={500}>
                  {space.name}
                </Table.Th>
                <Table.Td>
                  <SpaceAccessSelect orgId={orgId} space={space} members={members} />
                </Table.Td>
                <Table.Td c="dimmed" fz="sm">
                  {formatDate(space.createdAt)}
                </Table.Td>
                <Table.Td>
                  <RowActions
                    name={space.name}
                    onRename={() => onRename(space)}
                    onDelete={() => onDelete(space)}
                  />
                </Table.Td>
              </Table.Tr>
            ))
          ) : (
            <TableSkeleton columns={4} />
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
