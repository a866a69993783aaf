/**
 * A daily allowance of reports per selling account and report type. Amazon allows about 20
 * Search Query Performance reports a day per seller account, shared by every application the
 * seller authorized, so Fathom keeps its own count below that and stops when it is spent; the
 * allowance renews at 00:00 UTC.
 */
import { ReportBudgetSpent } from './errors';
import { realClock, type Clock } from './rate-limit';

export interface ReportBudget {
  /** Counts one report; ReportBudgetSpent when the account's allowance of the day is used up. */
  spend(account: string, reportType: string): void;
  remaining(account: string, reportType: string): number;
}

export function createReportBudget(
  perDay: Record<string, number>,
  clock: Clock = realClock,
): ReportBudget {
  const used = new Map<string, number>();
  const day = () => new Date(clock.now()).toISOString().slice(0, 10);
  const key = (account: string, reportType: string) => `${day()}|${account}|${reportType}`;
  const limit = (reportType: string) => perDay[reportType] ?? Infinity;
  const remaining = (account: string, reportType: string) =>
    Math.max(0, limit(reportType) - (used.get(key(account, reportType)) ?? 0));
  return {
    remaining,
    spend(account, reportType) {
      if (remaining(account, reportType) < 1) {
        const renews = new Date(`${day()}T00:00:00Z`);
        renews.setUTCDate(renews.getUTCDate() + 1);
        throw new ReportBudgetSpent(reportType, limit(reportType), renews.toISOString());
      }
      for (const k of used.keys()) if (!k.startsWith(day())) used.delete(k);
      const k = key(account, reportType);
      used.set(k, (used.get(k) ?? 0) + 1);
    },
  };
}
