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
function figures(c: Counts, sqpStatus: SqpWeekStatus): SqpData {
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
    sqpStatus,
  };
}

/** The weekly row of one report row: one ASIN's week (spec §3 "SQP weekly row"). */
export function weeklyRow(
  r: StoredSqpRow,
  week: { asin: string; startDate: string; endDate: string },
): SqpWeeklyRow {
  return Object.assign(
    figures(
      {
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
      },
      'COMPLETED',
    ),
    week,
  );
}

/**
 * The sqpData of some report rows (docs/metrics.md "SQP"). Rows of one query and week are
 * the same search, seen by several ASINs: its volume and totals are counted once (the largest
 * reported), its ASIN counts summed; the weeks and queries are then added up.
 */
export function sqpData(
  rows: readonly StoredSqpRow[],
  weekStatuses: readonly SqpWeekStatus[],
): SqpData {
  if (rows.length === 0) return emptySqpData(termStatus(false, weekStatuses));
  // One search per query and week: the largest volume and totals, the ASIN counts summed.
  const searches = new Map<string, Counts>();
  const weekDays = new Map<string, number>();
  const c: Counts = {
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
  };
  for (const r of rows) {
    const key = r.searchQuery + '\u0000' + r.endDate;
    const held = searches.get(key);
    if (!held) {
      searches.set(key, {
        score: r.searchQueryScore,
        volume: r.searchQueryVolume,
        days: r.daysWithData,
        impressionsTotal: r.impressionsTotal,
        impressionsAsin: 0,
        clicksTotal: r.clicksTotal,
        clicksAsin: 0,
        cartAddsTotal: r.cartAddsTotal,
        cartAddsAsin: 0,
        purchasesTotal: r.purchasesTotal,
        purchasesAsin: 0,
      });
    } else {
      held.volume = Math.max(held.volume, r.searchQueryVolume);
      held.impressionsTotal = Math.max(held.impressionsTotal, r.impressionsTotal);
      held.clicksTotal = Math.max(held.clicksTotal, r.clicksTotal);
      held.cartAddsTotal = Math.max(held.cartAddsTotal, r.cartAddsTotal);
      held.purchasesTotal = Math.max(held.purchasesTotal, r.purchasesTotal);
    }
    c.impressionsAsin += r.impressionsAsin;
    c.clicksAsin += r.clicksAsin;
    c.cartAddsAsin += r.cartAddsAsin;
    c.purchasesAsin += r.purchasesAsin;
    const days = weekDays.get(r.endDate);
    if (days === undefined || r.daysWithData > days) weekDays.set(r.endDate, r.daysWithData);
    if (r.searchQueryScore < c.score) c.score = r.searchQueryScore;
  }
  for (const s of searches.values()) {
    c.volume += s.volume;
    c.impressionsTotal += s.impressionsTotal;
    c.clicksTotal += s.clicksTotal;
    c.cartAddsTotal += s.cartAddsTotal;
    c.purchasesTotal += s.purchasesTotal;
  }
  for (const days of weekDays.values()) c.days += days;
  return figures(c, 'COMPLETED');
}
