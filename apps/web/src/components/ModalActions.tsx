import { Button, Group } from '@mantine/core';

interface ModalActionsProps {
  onCancel: () => void;
  onSubmit: () => void;
  /** The submit is under way: Cancel waits, the submit button spins. */
  pending: boolean;
  submitLabel?: string;
}

/** A dialog's Cancel and submit buttons, at its bottom right. */
export function ModalActions({
  onCancel,
  onSubmit,
  pending,
  submitLabel = 'Save',
}: ModalActionsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button onClick={onSubmit} loading={pending}>
        {submitLabel}
      </Button>
    </Group>
  );
}
