import { MANUAL_MODE_INFO } from '@fathom/contract';
import { Alert } from '@mantine/core';
import { IconPuzzle } from '../../../components/icons';

/** The info panel of manual mode: one ASIN in, up to 80 suggested competitors out. */
export function ManualModeInfo() {
  return (
    <Alert
      role="note"
      aria-label="Manual mode"
      title="Manual mode"
      color="gray"
      variant="light"
      icon={<IconPuzzle />}
    >
      {MANUAL_MODE_INFO}
    </Alert>
  );
}
