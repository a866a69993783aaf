import { Modal } from '@mantine/core';
import { ShareNichesModal } from '../features/connections/components/ShareNichesModal';
import { TransferNichesModal } from '../features/connections/components/TransferNichesModal';
import { AssigneeEditor } from '../features/niche-edits/components/AssigneeEditor';
import { BulkUpdateModal } from '../features/niche-edits/components/BulkUpdateModal';
import { DeleteNichesModal } from '../features/niche-edits/components/DeleteNichesModal';
import { HeroKeywordModal } from '../features/niche-edits/components/HeroKeywordModal';
import { NicheLabelEditor } from '../features/niche-edits/components/NicheLabelEditor';
import { NotesEditor } from '../features/niche-edits/components/NotesEditor';
import { TagsEditor } from '../features/niche-edits/components/TagsEditor';
import type { PipelineAction } from '../features/pipeline/lib/pipeline-actions';

interface PipelineDialogsProps {
  orgId: number;
  action: PipelineAction;
  onClose: () => void;
}

/**
 * The dialogs the pipeline's status bar and context menu open, each on the niches it was given:
 * delete, transfer, share, bulk update, rename, hero keyword, notes, assignee, spaces and labels.
 */
export function PipelineDialogs({ orgId, action, onClose }: PipelineDialogsProps) {
  if (!action) return null;
  const { kind, niches, selection, count } = action;
  const [first] = niches;
  const chosen = { orgId, selection, count, opened: true, onClose };
  switch (kind) {
    case 'delete':
      return <DeleteNichesModal {...chosen} niches={niches} />;
    case 'transfer':
      return <TransferNichesModal {...chosen} />;
    case 'share':
      return <ShareNichesModal {...chosen} />;
    case 'bulk':
      return <BulkUpdateModal {...chosen} />;
    case 'rename':
      return first ? (
        <Modal
          opened
          onClose={onClose}
          title="Rename Niche"
          closeButtonProps={{ 'aria-label': 'Close' }}
        >
          <NicheLabelEditor niche={first} onDone={onClose} />
        </Modal>
      ) : null;
    case 'heroKeyword':
      return first ? <HeroKeywordModal niche={first} opened onClose={onClose} /> : null;
    case 'notes':
      return first ? <NotesEditor niche={first} opened onClose={onClose} /> : null;
    case 'assignee':
      return first ? <AssigneeEditor niche={first} opened onClose={onClose} /> : null;
    case 'tags':
      return first ? <TagsEditor niche={first} opened onClose={onClose} /> : null;
  }
}
