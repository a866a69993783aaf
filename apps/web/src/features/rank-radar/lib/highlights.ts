import type { Highlight } from '@fathom/contract';
import { isDay, NOT_A_DAY } from '../../../lib/format';

/** Messages of spec §8 about tags and notes. */
export const HIGHLIGHT_MESSAGES = {
  createHighlight: 'Failed to create highlight, please try again later',
  createTag: 'Failed to create tag, please try again later',
  /** Not in the spec, which names no message for a failed edit or attach. */
  saveTag: 'Failed to save the tag, please try again',
  detach: 'Failed to detach the tag, please try again',
  remove: 'Failed to delete tag, please try again',
  load: 'Failed to load highlight, please try again',
  tagRequired: 'Tag is required',
  colorRequired: 'Color is required',
} as const;

export interface TagFormValues {
  /** A new tag's title, or the title typed to find an existing tag. */
  title: string;
  /** The existing tag chosen from the suggestions, if any. */
  existingId: number | null;
  color: string | null;
  startAt: string;
  endAt: string;
}

/** The tag form's rules (spec §5): errors by field, empty when the form may be sent. */
export function tagFormErrors(
  v: TagFormValues,
  firstDay: string,
): Partial<Record<'title' | 'color' | 'startAt' | 'endAt', string>> {
  const errors: Partial<Record<'title' | 'color' | 'startAt' | 'endAt', string>> = {};
  if (v.existingId === null && !v.title.trim()) errors.title = HIGHLIGHT_MESSAGES.tagRequired;
  if (v.existingId === null && !v.color) errors.color = HIGHLIGHT_MESSAGES.colorRequired;
  if (v.existingId === null) {
    if (!isDay(v.startAt)) errors.startAt = NOT_A_DAY;
    else if (v.startAt < firstDay) errors.startAt = `Not before ${firstDay}`;
    if (!isDay(v.endAt)) errors.endAt = NOT_A_DAY;
    else if (v.endAt < v.startAt) errors.endAt = 'The start date cannot be after the end date';
  }
  return errors;
}

/**
 * Tags to suggest for the selected terms: not already on every one of them, whose title holds the
 * typed text (case-insensitive).
 */
export function tagSuggestions(tags: Highlight[], selected: number[], typed: string): Highlight[] {
  const text = typed.trim().toLowerCase();
  return tags.filter(
    (tag) =>
      tag.type === 'tag' &&
      !(selected.length > 0 && selected.every((id) => tag.keywordIds.includes(id))) &&
      tag.title.toLowerCase().includes(text),
  );
}

/** Tags on a term on a day: the heatmap marks that term's cell. */
export function tagsOn(tags: Highlight[], keywordId: number, day: string): Highlight[] {
  return tags.filter(
    (t) =>
      t.type === 'tag' && t.keywordIds.includes(keywordId) && t.startAt <= day && day <= t.endAt,
  );
}
