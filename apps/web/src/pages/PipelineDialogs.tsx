import type { PipelineAction } from '../features/pipeline/lib/pipeline-actions';

interface PipelineDialogsProps {
  action: PipelineAction;
  onClose: () => void;
}

/**
 * The dialogs the pipeline's status bar and context menu open, each on the niches it was given:
 * delete, transfer, bulk update, rename, hero keyword and notes. Each kind renders its feature's
 * dialog here once that dialog exists; a kind without one renders nothing.
 */
export function PipelineDialogs({ action }: PipelineDialogsProps) {
  if (!action) return null;
  switch (action.kind) {
    case 'delete':
    case 'transfer':
    case 'bulk':
    case 'rename':
    case 'heroKeyword':
    case 'notes':
      return null;
  }
}
