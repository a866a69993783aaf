import { NICHE_EDIT_MESSAGES, type BulkResult, type PipelineRow } from '@fathom/contract';
import { isApiError } from '../../../lib/api-client';

/** The server's own words for a refused request (a 4xx with a message), or null. */
export function serverMessage(error: unknown): string | null {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.message)
    return error.message;
  return null;
}

/** What a failed rename says (spec §8). */
export function renameErrorMessage(error: unknown): string {
  return serverMessage(error) ?? NICHE_EDIT_MESSAGES.renameUnknown;
}

/**
 * The assignee to send for a change of assignees (spec §4): only the first is sent; nothing
 * when the choice is unchanged or both are empty.
 */
export function assigneeChange(
  current: string[],
  chosen: string[],
): { userId: string | null } | null {
  const [first = null] = chosen;
  if (!current.length && !first) return null;
  if (current.length === 1 && current[0] === first) return null;
  return { userId: first };
}

const sameSet = <T>(a: T[], b: T[]) => a.length === b.length && a.every((x) => b.includes(x));

/** Whether a tag choice differs from what the niche has. */
export function tagsChanged(
  niche: Pick<PipelineRow, 'spaces' | 'labels'>,
  spaceIds: number[],
  labelIds: number[],
): boolean {
  return (
    !sameSet(
      niche.spaces.map((s) => s.id),
      spaceIds,
    ) ||
    !sameSet(
      niche.labels.map((l) => l.id),
      labelIds,
    )
  );
}

/** Names the niches a bulk action left unchanged, with the reason for each. */
export function refusedMessage(refused: BulkResult['refused']): string | null {
  if (!refused.length) return null;
  const names = refused.map((r) => `${r.label} (${r.reason})`).join(', ');
  return `${refused.length} niche(s) were not changed: ${names}`;
}
