import { isFinalProgress, type DiveProgress } from '@fathom/contract';
import { Modal } from '@mantine/core';
import { DiveErrorView } from './DiveErrorView';
import { DiveProgressView } from './DiveProgressView';

interface DiveProgressModalProps {
  opened: boolean;
  progress: DiveProgress;
  onBack: () => void;
  /** Closes the error screen of a failed dive where the user is. */
  onDismiss: () => void;
}

const ignoreClose = () => undefined;

/**
 * The dive progress modal (640 wide): the user cannot close it while the dive runs; the dive's
 * end does. A failed dive's error screen closes with its ✕ or Escape.
 */
export function DiveProgressModal({ opened, progress, onBack, onDismiss }: DiveProgressModalProps) {
  const failed = isFinalProgress(progress) && progress.step !== 'REDIRECTION';
  return (
    <Modal
      opened={opened}
      onClose={failed ? onDismiss : ignoreClose}
      title="Smart Niche Dive"
      size={640}
      centered
      radius="md"
      withCloseButton={failed}
      closeOnEscape={failed}
      closeOnClickOutside={false}
    >
      {failed ? (
        <DiveErrorView progress={progress} onBack={onBack} />
      ) : (
        <DiveProgressView progress={progress} />
      )}
    </Modal>
  );
}
