import {
  SQP_WEEK_STATUS_LABELS,
  type SqpCoverage,
  type SqpOverallStatus,
  type SqpWeekStatus,
} from '@fathom/contract';

/** Spec §2 "SQP coverage popover": the header button's label for the overall status. */
export function coverageButtonLabel(status: SqpOverallStatus): string {
  if (status === 'CONNECTION_ERROR') return 'Amazon Connection Issue';
  if (status === 'FAILED') return 'Error Loading SQP Reports';
  if (status === 'IN_PROGRESS' || status === 'RECENT_CONNECTION') return 'Downloading Reports';
  return 'SQP Reports';
}

const QUIET: readonly SqpOverallStatus[] = [
  'NO_CONNECTION',
  'CONNECTION_ERROR',
  'RECENT_CONNECTION',
  'TOO_OLD',
];

/**
 * Spec §2: the button is hidden with no coverage, or when no week is completed and the overall
 * status is NO_CONNECTION, CONNECTION_ERROR, RECENT_CONNECTION or TOO_OLD.
 */
export function coverageHidden(coverage: Pick<SqpCoverage, 'status' | 'weeks'>): boolean {
  if (coverage.weeks.length === 0) return true;
  return coverage.weeks.every((w) => w.status !== 'COMPLETED') && QUIET.includes(coverage.status);
}

/** Spec §4: the label of a week status. */
export const weekStatusLabel = (status: SqpWeekStatus): string => SQP_WEEK_STATUS_LABELS[status];

/** Spec §4 row colours: NOT_MENTIONED neutral, any other status but COMPLETED an alert. */
export function weekRowBackground(status: SqpWeekStatus): string | undefined {
  if (status === 'COMPLETED') return undefined;
  if (status === 'NOT_MENTIONED') return 'var(--mantine-color-gray-1)';
  return 'var(--mantine-color-red-0)';
}

/** Spec §4: a failed week's hint. */
export const FAILED_WEEK_HINT =
  'The report is retried automatically. Contact support if it is still missing after 3 days.';
