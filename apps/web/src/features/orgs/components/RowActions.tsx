import { Button, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '../../../components/icons';

/** Rename and Delete for one row of a management table. */
export function RowActions({
  name,
  onRename,
  onDelete,
}: {
  name: string;
  onRename: () => void;
  onDelete: () => void;
}) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Button
        variant="subtle"
        size="xs"
        leftSection={<IconPencil size={14} />}
        aria-label={`Rename ${name}`}
        onClick={onRename}
      >
        Rename
      </Button>
      <Button
        variant="subtle"
        color="red"
        size="xs"
        leftSection={<IconTrash size={14} />}
        aria-label={`Delete ${name}`}
        onClick={onDelete}
      >
        Delete
      </Button>
    </Group>
  );
}
