import type { Label } from '@fathom/contract';
import { Button, Group, Table, VisuallyHidden } from '@mantine/core';
import { TableSkeleton } from '../../../components/TableSkeleton';
import { IconPencil, IconTrash } from '../../../components/icons';
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
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Button
                      variant="subtle"
                      size="xs"
                      leftSection={<IconPencil size={14} />}
                      aria-label={`Rename ${label.name}`}
                      onClick={() => onRename(label)}
                    >
                      Rename
                    </Button>
                    <Button
                      variant="subtle"
                      color="red"
                      size="xs"
                      leftSection={<IconTrash size={14} />}
                      aria-label={`Delete ${label.name}`}
                      onClick={() => onDelete(label)}
                    >
                      Delete
                    </Button>
                  </Group>
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
