import type { SqpOverallStatus, SqpWeekStatus } from '../api/ads-data-sqp';
/**
 * Rules that turn an organization's Amazon connection and its imported data into what the PPC and
 * SQP panels show (spec: rank-radar-and-subscriptions §2 "Empty states", §3).
 */

/**
 * The empty PPC and SQP panels' titles, which are also the server's answer where the marketplace
 * has no such data (spec §2 "Empty states").
 */
export const DATA_NOT_AVAILABLE = {
  ppc: 'PPC Data Not Available',
  sqp: 'SQP Data Not Available',
} as const;

/** The report wait after connecting, and the window of "waiting for reports": 1 day. */
export const REPORT_WAIT_MS = 86_400_000;

export type RequireAmazonConnection = 'YES' | 'NO' | 'UNCERTAIN';

/** The state of a connection as the rules need it; null when the organization has none. */
export interface ConnectionFacts {
  status: 'CONNECTED' | 'CONNECTION_ERROR';
  connectedAt: string;
  lastSyncedAt: string | null;
}

/**
 * Whether the tracker's PPC panel needs an Amazon Ads connection:
 * - YES: the marketplace reads PPC through a connection and the organization has no working one;
 * - NO: not needed (the marketplace needs none), or connected and data has been imported;
 * - UNCERTAIN: connected, nothing imported yet.
 */
export function requireAmazonConnection(
  needsConnection: boolean,
  connection: ConnectionFacts | null,
  hasImportedData: boolean,
): RequireAmazonConnection {
  if (!needsConnection) return 'NO';
  if (!connection || connection.status !== 'CONNECTED') return 'YES';
  return hasImportedData ? 'NO' : 'UNCERTAIN';
}

/**
 * The overall SQP status of a tracker from the organization's Selling Partner connection and the
 * statuses of the weeks asked for. A connection problem outranks the weeks; without any completed
 * week, a connection younger than the report wait is RECENT_CONNECTION; then a failed week, then a
 * week still being prepared, then weeks all too old to fetch.
 */
export function overallSqpStatus(
  connection: ConnectionFacts | null,
  weeks: readonly SqpWeekStatus[],
  now: Date,
): SqpOverallStatus {
  if (!connection) return 'NO_CONNECTION';
  if (connection.status === 'CONNECTION_ERROR') return 'CONNECTION_ERROR';
  const hasData = weeks.some((w) => w === 'COMPLETED' || w === 'NOT_MENTIONED');
  const recent = now.getTime() - new Date(connection.connectedAt).getTime() < REPORT_WAIT_MS;
  if (!hasData && recent) return 'RECENT_CONNECTION';
  if (weeks.includes('FAILED')) return 'FAILED';
  if (weeks.includes('IN_PROGRESS')) return 'IN_PROGRESS';
  if (weeks.length > 0 && weeks.every((w) => w === 'TOO_OLD')) return 'TOO_OLD';
  return 'OK';
}

/**
 * Whether "waiting for reports" applies: a connection is not required or is uncertain, and the
 * last update was within 1 day (uncertain with no update yet: the first reports are awaited).
 */
export function waitingForReports(
  require: RequireAmazonConnection,
  lastUpdated: string | null,
  now: Date,
): boolean {
  if (require === 'YES') return false;
  if (!lastUpdated) return require === 'UNCERTAIN';
  return now.getTime() - new Date(lastUpdated).getTime() < REPORT_WAIT_MS;
}

/** The heatmap's 'connect PPC' prompt reappears this long after it was hidden (spec §2). */
export const CONNECT_PPC_PROMPT_HIDDEN_MS = 259_200_000;

/**
 * Whether the heatmap shows the 'connect PPC' prompt: when the organization has no Ads connection
 * for the marketplace, unless the user hid it less than 3 days ago.
 */
export function connectPpcPromptShown(
  require: RequireAmazonConnection,
  hiddenAt: string | undefined,
  now: Date,
): boolean {
  if (require !== 'YES') return false;
  return !hiddenAt || now.getTime() - new Date(hiddenAt).getTime() >= CONNECT_PPC_PROMPT_HIDDEN_MS;
}
