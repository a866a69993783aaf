import { NICHE_EDIT_MESSAGES } from '@fathom/contract';

/** What the bulk dialog can do to the selected niches (spec §4, §8). */
export const BULK_ACTIONS = {
  assignSpaces: {
    label: 'Assign spaces',
    type: 'space',
    operation: 'assign',
    success: NICHE_EDIT_MESSAGES.spacesAssigned,
  },
  assignLabels: {
    label: 'Assign labels',
    type: 'label',
    operation: 'assign',
    success: NICHE_EDIT_MESSAGES.labelsAssigned,
  },
  removeSpaces: {
    label: 'Remove spaces',
    type: 'space',
    operation: 'remove',
    success: NICHE_EDIT_MESSAGES.spacesRemoved,
  },
  removeLabels: {
    label: 'Remove labels',
    type: 'label',
    operation: 'remove',
    success: NICHE_EDIT_MESSAGES.labelsRemoved,
  },
  updateAssignee: {
    label: 'Update assignee',
    type: 'assignee',
    operation: 'assign',
    success: NICHE_EDIT_MESSAGES.assigneeUpdated,
  },
} as const;

export type BulkAction = keyof typeof BULK_ACTIONS;
export const BULK_ACTION_NAMES = Object.keys(BULK_ACTIONS) as BulkAction[];
