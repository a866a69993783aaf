import type { Label } from '@fathom/contract';
import { Table, VisuallyHidden } from '@mantine/core';
import { RowActions } from './RowActions';
import { TableSkeleton } from '../../../components/TableSkeleton';
import { formatDate } from '../../../lib/format';

interface LabelsTableProps {
  labels: Label[] | undefined;
  onRename: (label: Label) => void;
  onDelete: (label: Label) => void;
}

export function LabelsTable({ labels, onRename, onDelete }: LabelsTableProps) {
  return (
    <Table.ScrollContainer minWidth={520} type="native">
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-label="Labels">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Label</Table.Th>
            <Table.Th w={120}>Created</Table.Th>
            <Table.Th w={200}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody aria-busy={!labels}>
          {labels ? (
            labels.map((label) => (
              <Table.Tr key={label.id}>
                <Table.Th scope="row" fw={500}>
                  {label.name}
                </Table.Th>
                <Table.Td c="dimmed" fz="sm">
                  {formatDate(label.createdAt)}
                </Table.Td>
                <Table.Td>
                  <RowActions
                    name={label.name}
                    onRename={() => onRename(label)}
                    onDelete={() => onDelete(label)}
                  />
                </Table.Td>
              </Table.Tr>
            ))
          ) : (
            <TableSkeleton columns={3} />
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
