import { isFinalProgress, type DiveProgress } from '@fathom/contract';
import { Modal } from '@mantine/core';
import { DiveErrorView } from './DiveErrorView';
import { DiveProgressView } from './DiveProgressView';

interface DiveProgressModalProps {
  opened: boolean;
  progress: DiveProgress;
  onBack: () => void;
}

const ignoreClose = () => undefined;

/** The dive progress modal (640 wide): the user cannot close it; the dive's end does. */
export function DiveProgressModal({ opened, progress, onBack }: DiveProgressModalProps) {
  const failed = isFinalProgress(progress) && progress.step !== 'REDIRECTION';
  return (
    <Modal
      opened={opened}
      onClose={ignoreClose}
      title="Smart Niche Dive"
      size={640}
      centered
      radius="md"
      withCloseButton={false}
      closeOnEscape={false}
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
