import { emptySqpData, type SqpData, type SqpWeekStatus } from '@fathom/contract';
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

/** The figures of counts summed over searches (docs/metrics.md "SQP"). */
function figures(
  c: {
    score: number;
    volume: number;
    days: number;
    impressions: [number, number];
    clicks: [number, number];
    cartAdds: [number, number];
    purchases: [number, number];
  },
  sqpStatus: SqpWeekStatus,
): SqpData {
  const [impressionsTotal, impressionsAsin] = c.impressions;
  const [clicksTotal, clicksAsin] = c.clicks;
  const [cartAddsTotal, cartAddsAsin] = c.cartAdds;
  const [purchasesTotal, purchasesAsin] = c.purchases;
  return {
    searchQueryScore: c.score,
    searchQueryVolume: c.volume,
    numberOfDaysWithData: c.days,
    impressions: stage(impressionsTotal, impressionsAsin),
    clicks: stage(clicksTotal, clicksAsin),
    cartAdds: stage(cartAddsTotal, cartAddsAsin),
    purchases: stage(purchasesTotal, purchasesAsin),
    clicksClickRate: percent(clicksTotal, c.volume),
    cartAddsCartAddRate: percent(cartAddsTotal, c.volume),
    purchasesPurchaseRate: percent(purchasesTotal, c.volume),
    ctrTotal: percent(clicksTotal, impressionsTotal),
    ctrAsin: percent(clicksAsin, impressionsAsin),
    cvrTotal: percent(purchasesTotal, clicksTotal),
    cvrAsin: percent(purchasesAsin, clicksAsin),
    sqpStatus,
  };
}

/** The sqpData of one report row: one ASIN's week. */
export function rowData(r: StoredSqpRow): SqpData {
  return figures(
    {
      score: r.searchQueryScore,
      volume: r.searchQueryVolume,
      days: r.daysWithData,
      impressions: [r.impressionsTotal, r.impressionsAsin],
      clicks: [r.clicksTotal, r.clicksAsin],
      cartAdds: [r.cartAddsTotal, r.cartAddsAsin],
      purchases: [r.purchasesTotal, r.purchasesAsin],
    },
    'COMPLETED',
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
  // One search: the largest volume and totals of its rows, and their ASIN counts summed.
  const searches = new Map<string, StoredSqpRow>();
  const asinSums = new Map<string, [number, number, number, number]>();
  const weekDays = new Map<string, number>();
  let score = Infinity;
  for (const r of rows) {
    const key = `${r.searchQuery}\u0000${r.endDate}`;
    const held = searches.get(key);
    const sums = asinSums.get(key);
    if (!held || !sums) {
      searches.set(key, { ...r });
      asinSums.set(key, [r.impressionsAsin, r.clicksAsin, r.cartAddsAsin, r.purchasesAsin]);
    } else {
      held.searchQueryVolume = Math.max(held.searchQueryVolume, r.searchQueryVolume);
      held.impressionsTotal = Math.max(held.impressionsTotal, r.impressionsTotal);
      held.clicksTotal = Math.max(held.clicksTotal, r.clicksTotal);
      held.cartAddsTotal = Math.max(held.cartAddsTotal, r.cartAddsTotal);
      held.purchasesTotal = Math.max(held.purchasesTotal, r.purchasesTotal);
      sums[0] += r.impressionsAsin;
      sums[1] += r.clicksAsin;
      sums[2] += r.cartAddsAsin;
      sums[3] += r.purchasesAsin;
    }
    weekDays.set(r.endDate, Math.max(weekDays.get(r.endDate) ?? 0, r.daysWithData));
    score = Math.min(score, r.searchQueryScore);
  }
  const c = {
    score,
    volume: 0,
    days: 0,
    impressions: [0, 0] as [number, number],
    clicks: [0, 0] as [number, number],
    cartAdds: [0, 0] as [number, number],
    purchases: [0, 0] as [number, number],
  };
  for (const [key, s] of searches) {
    const sums = asinSums.get(key)!;
    c.volume += s.searchQueryVolume;
    c.impressions[0] += s.impressionsTotal;
    c.impressions[1] += sums[0];
    c.clicks[0] += s.clicksTotal;
    c.clicks[1] += sums[1];
    c.cartAdds[0] += s.cartAddsTotal;
    c.cartAdds[1] += sums[2];
    c.purchases[0] += s.purchasesTotal;
    c.purchases[1] += sums[3];
  }
  for (const days of weekDays.values()) c.days += days;
  return figures(c, 'COMPLETED');
}
