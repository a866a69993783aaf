import type { SqpData, SqpWeekStatus } from '@fathom/contract';
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

/**
 * The sqpData of some report rows (docs/metrics.md "SQP"). Rows of one query and week are
 * the same search, seen by several ASINs: its volume and totals are counted once (the largest
 * reported), its ASIN counts summed; the weeks and queries are then added up.
 */
export function sqpData(
  rows: readonly StoredSqpRow[],
  weekStatuses: readonly SqpWeekStatus[],
): SqpData {
  const searches = new Map<string, StoredSqpRow[]>();
  for (const r of rows) {
    const key = `${r.searchQuery}\u0000${r.endDate}`;
    const group = searches.get(key);
    if (group) group.push(r);
    else searches.set(key, [r]);
  }
  const sum = {
    volume: 0,
    days: 0,
    impressions: [0, 0],
    clicks: [0, 0],
    cartAdds: [0, 0],
    purchases: [0, 0],
  };
  let score: number | null = null;
  const weekDays = new Map<string, number>();
  for (const group of searches.values()) {
    const max = (pick: (r: StoredSqpRow) => number) => Math.max(...group.map(pick));
    const add = (pick: (r: StoredSqpRow) => number) => group.reduce((n, r) => n + pick(r), 0);
    sum.volume += max((r) => r.searchQueryVolume);
    sum.impressions[0]! += max((r) => r.impressionsTotal);
    sum.impressions[1]! += add((r) => r.impressionsAsin);
    sum.clicks[0]! += max((r) => r.clicksTotal);
    sum.clicks[1]! += add((r) => r.clicksAsin);
    sum.cartAdds[0]! += max((r) => r.cartAddsTotal);
    sum.cartAdds[1]! += add((r) => r.cartAddsAsin);
    sum.purchases[0]! += max((r) => r.purchasesTotal);
    sum.purchases[1]! += add((r) => r.purchasesAsin);
    const week = group[0]!.endDate;
    weekDays.set(
      week,
      Math.max(
        weekDays.get(week) ?? 0,
        max((r) => r.daysWithData),
      ),
    );
    const best = Math.min(...group.map((r) => r.searchQueryScore));
    score = score === null ? best : Math.min(score, best);
  }
  const status = termStatus(rows.length > 0, weekStatuses);
  if (rows.length === 0)
    return {
      searchQueryScore: null,
      searchQueryVolume: null,
      numberOfDaysWithData: null,
      impressions: null,
      clicks: null,
      cartAdds: null,
      purchases: null,
      clicksClickRate: null,
      cartAddsCartAddRate: null,
      purchasesPurchaseRate: null,
      ctrTotal: null,
      ctrAsin: null,
      cvrTotal: null,
      cvrAsin: null,
      sqpStatus: status,
    };
  for (const days of weekDays.values()) sum.days += days;
  const [impressionsTotal, impressionsAsin] = sum.impressions as [number, number];
  const [clicksTotal, clicksAsin] = sum.clicks as [number, number];
  const [cartAddsTotal, cartAddsAsin] = sum.cartAdds as [number, number];
  const [purchasesTotal, purchasesAsin] = sum.purchases as [number, number];
  return {
    searchQueryScore: score,
    searchQueryVolume: sum.volume,
    numberOfDaysWithData: sum.days,
    impressions: stage(impressionsTotal, impressionsAsin),
    clicks: stage(clicksTotal, clicksAsin),
    cartAdds: stage(cartAddsTotal, cartAddsAsin),
    purchases: stage(purchasesTotal, purchasesAsin),
    clicksClickRate: percent(clicksTotal, sum.volume),
    cartAddsCartAddRate: percent(cartAddsTotal, sum.volume),
    purchasesPurchaseRate: percent(purchasesTotal, sum.volume),
    ctrTotal: percent(clicksTotal, impressionsTotal),
    ctrAsin: percent(clicksAsin, impressionsAsin),
    cvrTotal: percent(purchasesTotal, clicksTotal),
    cvrAsin: percent(purchasesAsin, clicksAsin),
    sqpStatus: status,
  };
}
