import {
  TRACKER_LIMITS,
  TRACKER_METRICS,
  type TrackerGranularity,
  type TrackerMetric,
  type TrackerPoint,
} from '@fathom/contract';

/** A niche's figures on one day; null where the day has no such figure. */
export type DayFigures = Record<TrackerMetric, number | null>;

/** A tracked day: its local date (yyyy-MM-dd) and figures. */
export interface TrackedDay {
  date: string;
  figures: DayFigures;
}

/**
 * Tracked days as columns, oldest first, one day at most once: `day` holds day numbers (days since
 * 1970-01-01), each figure's column its values on those days.
 */
export type TrackedColumns = { day: number[] } & Record<TrackerMetric, (number | null)[]>;

const DAY_MS = 86_400_000;

export const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
export const dateOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Days from one date to another, both counted. */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from) + 1;

/** Rounds away the noise of averaging, keeping four decimals. */
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

const METRICS = TRACKER_METRICS.length;
const NONE = 0;
const TRACKED = 1;
const FILLED = 2;

/**
 * Every day from `first` to `last` (day numbers): for each figure a column of values (NaN for
 * none) and a state per day. Tracked days stand as they are; a run of at most three missing days
 * between two tracked days (which may lie outside the range) is filled with the average of those
 * two, figure by figure, and flagged; longer runs stay empty.
 */
function fillGaps(tracked: TrackedColumns, first: number, last: number) {
  const length = last - first + 1;
  const state = new Uint8Array(length);
  const values = TRACKER_METRICS.map(() => new Float64Array(length).fill(NaN));
  const columns = TRACKER_METRICS.map((m) => tracked[m]);
  const days = tracked.day;
  for (let i = 0; i < days.length; i++) {
    const day = days[i]!;
    if (day >= first && day <= last) {
      state[day - first] = TRACKED;
      for (let m = 0; m < METRICS; m++) values[m]![day - first] = columns[m]![i] ?? NaN;
    }
    if (i === 0) continue;
    const before = days[i - 1]!;
    const missing = day - before - 1;
    if (missing < 1 || missing > TRACKER_LIMITS.maxFilledGapDays) continue;
    const from = Math.max(before + 1, first);
    const to = Math.min(day - 1, last);
    if (from > to) continue;
    for (let m = 0; m < METRICS; m++) {
      const a = columns[m]![i - 1] ?? null;
      const b = columns[m]![i] ?? null;
      const filled = a === null || b === null ? NaN : round4((a + b) / 2);
      for (let d = from; d <= to; d++) values[m]![d - first] = filled;
    }
    for (let d = from; d <= to; d++) state[d - first] = FILLED;
  }
  return { state, values };
}

/** The first day of the period a day belongs to, and the first day of the next period. */
function period(day: number, granularity: TrackerGranularity, weekEndsAt: number) {
  if (granularity === 'day') return { start: day, next: day + 1 };
  if (granularity === 'week') {
    // 1970-01-01 was a Thursday (4).
    const weekday = (((day + 4) % 7) + 7) % 7;
    const end = day + ((weekEndsAt - weekday + 7) % 7);
    return { start: end - 6, next: end + 1 };
  }
  const date = new Date(day * DAY_MS);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  return { start: Date.UTC(year, month, 1) / DAY_MS, next: Date.UTC(year, month + 1, 1) / DAY_MS };
}

/**
 * The series of a range by day, week (ending on `weekEndsAt`, 0 Sunday to 6 Saturday) or calendar
 * month: one point per period that has a figure, each figure the average of its days', periods
 * clipped to the range. Periods with no figure are left out.
 */
export function buildSeries(
  tracked: TrackedColumns,
  range: { from: string; to: string },
  granularity: TrackerGranularity,
  weekEndsAt: number,
): TrackerPoint[] {
  const first = dayNumber(range.from);
  const last = dayNumber(range.to);
  const { state, values } = fillGaps(tracked, first, last);
  const points: TrackerPoint[] = [];
  const sums = new Float64Array(METRICS);
  const counts = new Uint16Array(METRICS);
  for (let start = first; start <= last;) {
    const { next } = period(start, granularity, weekEndsAt);
    const end = Math.min(next - 1, last);
    let days = 0;
    let filled = false;
    sums.fill(0);
    counts.fill(0);
    for (let d = start; d <= end; d++) {
      const s = state[d - first]!;
      if (s === NONE) continue;
      days++;
      if (s === FILLED) filled = true;
      for (let m = 0; m < METRICS; m++) {
        const v = values[m]![d - first]!;
        if (Number.isNaN(v)) continue;
        sums[m]! += v;
        counts[m]!++;
      }
    }
    if (days) {
      const point = { dateStart: dateOfDay(start), dateEnd: dateOfDay(end), days, filled };
      for (let m = 0; m < METRICS; m++)
        (point as Record<string, unknown>)[TRACKER_METRICS[m]!] = counts[m]
          ? round4(sums[m]! / counts[m]!)
          : null;
      points.push(point as TrackerPoint);
    }
    start = end + 1;
  }
  return points;
}
