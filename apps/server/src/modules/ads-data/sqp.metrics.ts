import {
  emptySqpData,
  type SqpData,
  type SqpWeeklyRow,
  type SqpWeekStatus,
} from '@fathom/contract';
import type { StoredSqpRow } from './sqp.repository';

/** Percent of a part in a whole, 2 decimals; null when the whole is 0 (docs/metrics.md "SQP"). */
export const percent = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((10000 * part) / whole) / 100 : null;

const stage = (total: number, asin: number) => ({
  totalCount: total,
  asinCount: asin,
  asinShare: percent(asin, total),
});

/** How far along a week is, for naming the status of a term that has no row. */
const WAITING_ORDER: readonly SqpWeekStatus[] = [
  'FAILED',
  'IN_PROGRESS',
  'NOT_PUBLISHED',
  'TOO_OLD',
];

/**
 * The status of a search query over some weeks: COMPLETED with a row; NOT_MENTIONED when a
 * completed week has none; otherwise the week status furthest from being available.
 */
export function termStatus(hasRow: boolean, weekStatuses: readonly SqpWeekStatus[]): SqpWeekStatus {
  if (hasRow) return 'COMPLETED';
  if (weekStatuses.includes('COMPLETED')) return 'NOT_MENTIONED';
  return WAITING_ORDER.find((s) => weekStatuses.includes(s)) ?? 'NOT_PUBLISHED';
}

/** Counts summed over searches, before the rates are worked out. */
interface Counts {
  score: number;
  volume: number;
  days: number;
  impressionsTotal: number;
  impressionsAsin: number;
  clicksTotal: number;
  clicksAsin: number;
  cartAddsTotal: number;
  cartAddsAsin: number;
  purchasesTotal: number;
  purchasesAsin: number;
}

/** The figures of counts summed over searches (docs/metrics.md "SQP"). */
function figures(c: Counts): SqpData {
  return {
    searchQueryScore: c.score,
    searchQueryVolume: c.volume,
    numberOfDaysWithData: c.days,
    impressions: stage(c.impressionsTotal, c.impressionsAsin),
    clicks: stage(c.clicksTotal, c.clicksAsin),
    cartAdds: stage(c.cartAddsTotal, c.cartAddsAsin),
    purchases: stage(c.purchasesTotal, c.purchasesAsin),
    clicksClickRate: percent(c.clicksTotal, c.volume),
    cartAddsCartAddRate: percent(c.cartAddsTotal, c.volume),
    purchasesPurchaseRate: percent(c.purchasesTotal, c.volume),
    ctrTotal: percent(c.clicksTotal, c.impressionsTotal),
    ctrAsin: percent(c.clicksAsin, c.impressionsAsin),
    cvrTotal: percent(c.purchasesTotal, c.clicksTotal),
    cvrAsin: percent(c.purchasesAsin, c.clicksAsin),
    sqpStatus: 'COMPLETED',
  };
}

/** The weekly row of one report row: one ASIN's week (spec §3 "SQP weekly row"). */
export function weeklyRow(
  r: StoredSqpRow,
  week: { asin: string; startDate: string; endDate: string },
): SqpWeeklyRow {
  const row = figures({
    score: r.searchQueryScore,
    volume: r.searchQueryVolume,
    days: r.daysWithData,
    impressionsTotal: r.impressionsTotal,
    impressionsAsin: r.impressionsAsin,
    clicksTotal: r.clicksTotal,
    clicksAsin: r.clicksAsin,
    cartAddsTotal: r.cartAddsTotal,
    cartAddsAsin: r.cartAddsAsin,
    purchasesTotal: r.purchasesTotal,
    purchasesAsin: r.purchasesAsin,
  });
  return Object.assign(row, week);
}

/**
 * One search query's report rows summed: the rows of a week are the same search seen by several
 * ASINs, so its volume and totals count once (the largest reported) and its ASIN counts add up;
 * the weeks then add up. `weekDays` keeps each week's days with data, for adding queries together.
 */
export interface QuerySums {
  counts: Counts;
  weekDays: Map<string, number>;
}

const noCounts = (): Counts => ({
  score: Infinity,
  volume: 0,
  days: 0,
  impressionsTotal: 0,
  impressionsAsin: 0,
  clicksTotal: 0,
  clicksAsin: 0,
  cartAddsTotal: 0,
  cartAddsAsin: 0,
  purchasesTotal: 0,
  purchasesAsin: 0,
});

/** Adds counts to counts, keeping the lower score; days with data are not additive. */
function add(into: Counts, c: Counts): void {
  into.score = Math.min(into.score, c.score);
  into.volume += c.volume;
  into.impressionsTotal += c.impressionsTotal;
  into.impressionsAsin += c.impressionsAsin;
  into.clicksTotal += c.clicksTotal;
  into.clicksAsin += c.clicksAsin;
  into.cartAddsTotal += c.cartAddsTotal;
  into.cartAddsAsin += c.cartAddsAsin;
  into.purchasesTotal += c.purchasesTotal;
  into.purchasesAsin += c.purchasesAsin;
}

/** The sums of one query's rows (docs/metrics.md "SQP"). */
export function querySums(rows: readonly StoredSqpRow[]): QuerySums {
  // Per week: the largest volume, days and totals any ASIN's row reported.
  const weeks = new Map<string, Counts>();
  const c = noCounts();
  for (const r of rows) {
    const held = weeks.get(r.endDate);
    if (!held) {
      weeks.set(r.endDate, {
        ...noCounts(),
        volume: r.searchQueryVolume,
        days: r.daysWithData,
        impressionsTotal: r.impressionsTotal,
        clicksTotal: r.clicksTotal,
        cartAddsTotal: r.cartAddsTotal,
        purchasesTotal: r.purchasesTotal,
      });
    } else {
      held.volume = Math.max(held.volume, r.searchQueryVolume);
      held.days = Math.max(held.days, r.daysWithData);
      held.impressionsTotal = Math.max(held.impressionsTotal, r.impressionsTotal);
      held.clicksTotal = Math.max(held.clicksTotal, r.clicksTotal);
      held.cartAddsTotal = Math.max(held.cartAddsTotal, r.cartAddsTotal);
      held.purchasesTotal = Math.max(held.purchasesTotal, r.purchasesTotal);
    }
    c.impressionsAsin += r.impressionsAsin;
    c.clicksAsin += r.clicksAsin;
    c.cartAddsAsin += r.cartAddsAsin;
    c.purchasesAsin += r.purchasesAsin;
    if (r.searchQueryScore < c.score) c.score = r.searchQueryScore;
  }
  const weekDays = new Map<string, number>();
  for (const [endDate, held] of weeks) {
    add(c, held);
    c.days += held.days;
    weekDays.set(endDate, held.days);
  }
  return { counts: c, weekDays };
}

/**
 * The sqpData of queries' sums together: counts added, the lowest score, and each week's days
 * with data once (the most any query had); a term without rows gets its week status instead.
 */
export function sqpDataOf(
  sums: readonly QuerySums[],
  weekStatuses: readonly SqpWeekStatus[],
): SqpData {
  if (sums.length === 0) return emptySqpData(termStatus(false, weekStatuses));
  if (sums.length === 1) return figures(sums[0]!.counts);
  const c = noCounts();
  const weekDays = new Map<string, number>();
  for (const { counts, weekDays: days } of sums) {
    add(c, counts);
    for (const [endDate, n] of days) weekDays.set(endDate, Math.max(weekDays.get(endDate) ?? 0, n));
  }
  for (const n of weekDays.values()) c.days += n;
  return figures(c);
}
