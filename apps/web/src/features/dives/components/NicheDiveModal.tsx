import { DEFAULT_COMPETITORS } from '@fathom/contract';
import { Modal } from '@mantine/core';
import { SmartDiveForm } from './SmartDiveForm';

interface NicheDiveModalProps {
  opened: boolean;
  onClose: () => void;
}

/** The Niche Dive modal (560 wide): the smart dive form with 15 competitors to start. */
export function NicheDiveModal({ opened, onClose }: NicheDiveModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Niche Dive" size={560} centered radius="md">
      <SmartDiveForm
        origin="niche-dive-modal"
        defaultCount={DEFAULT_COMPETITORS}
        onStarted={onClose}
        autoFocus
      />
    </Modal>
  );
}
