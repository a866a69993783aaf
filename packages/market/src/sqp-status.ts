import type { SqpWeekStatus } from './seller-reports';

/**
 * The status of one search query in one SQP week: a completed week without a row for the query
 * is NOT_MENTIONED; otherwise the week's own status.
 */
export function sqpQueryStatus(weekStatus: SqpWeekStatus, hasRow: boolean): SqpWeekStatus {
  return weekStatus === 'COMPLETED' && !hasRow ? 'NOT_MENTIONED' : weekStatus;
}
