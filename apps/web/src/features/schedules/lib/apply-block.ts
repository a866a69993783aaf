import { QUOTA_FEATURE_NAMES } from '@fathom/contract';

export const SCHEDULE_BLOCKS = {
  cannotManage: "You can't manage this niche, so you can't schedule its dives.",
  fewCompetitors: 'Scheduling needs a niche with at least 2 competitors',
  unchanged: 'Nothing has changed since the schedule was saved.',
  quota: (count: number, remaining: number) =>
    `Not enough ${QUOTA_FEATURE_NAMES.DIVED_ASINS}: ${count} competitors a dive, ${remaining} left this month.`,
} as const;

export interface ApplyBlockInput {
  /** The user may dive this niche again. */
  canManage: boolean;
  numCompetitors: number;
  /** Competitors each scheduled dive takes. */
  count: number;
  /** DIVED_ASINS left; null is unlimited or not known yet. */
  remaining: number | null;
  /** A schedule exists and the form would send exactly it. */
  unchanged: boolean;
}

/** Why Schedule or Apply is disabled, or null when it is enabled (spec: niche-dive §4). */
export function applyBlock(input: ApplyBlockInput): string | null {
  if (!input.canManage) return SCHEDULE_BLOCKS.cannotManage;
  if (input.numCompetitors < 2) return SCHEDULE_BLOCKS.fewCompetitors;
  if (input.remaining !== null && input.count > input.remaining)
    return SCHEDULE_BLOCKS.quota(input.count, input.remaining);
  if (input.unchanged) return SCHEDULE_BLOCKS.unchanged;
  return null;
}
