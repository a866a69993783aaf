import { MAX_INTERPOLATED_GAP } from './ranks';

/**
 * One keyword's ranks over a window of days: a value per day, `undefined` where the day was not
 * collected (missing), `null` where it was collected and the product did not rank.
 */
export type DaySeries = (number | null | undefined)[];

/**
 * Fills missing runs of at most 3 days that lie between two ranked days with their average
 * (spec §4), and says which days were filled. Longer gaps, and gaps beside an unranked day or the
 * window's edge, stay missing (shown blank). Stored data is never changed.
 */
export function interpolate(series: DaySeries): { values: (number | null)[]; filled: number[] } {
  const values: (number | null)[] = series.map((v) => (v === undefined ? null : v));
  const filled: number[] = [];
  let i = 0;
  while (i < series.length) {
    if (series[i] !== undefined) {
      i += 1;
      continue;
    }
    let end = i;
    while (end < series.length && series[end] === undefined) end += 1;
    const before = series[i - 1];
    const after = series[end];
    if (
      end - i <= MAX_INTERPOLATED_GAP &&
      typeof before === 'number' &&
      typeof after === 'number'
    ) {
      const fill = Math.round((before + after) / 2);
      for (let d = i; d < end; d += 1) {
        values[d] = fill;
        filled.push(d);
      }
    }
    i = end;
  }
  return { values, filled };
}

/** Every calendar day from `from` to `to` inclusive, yyyy-MM-dd. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= end; t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** The date `n` days after (or before, when negative) a yyyy-MM-dd date. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}
