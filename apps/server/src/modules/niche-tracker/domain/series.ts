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

const DAY_MS = 86_400_000;

export const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
export const dateOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Days from one date to another, both counted. */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from) + 1;

/** Rounds away the noise of averaging, keeping four decimals. */
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

function average(values: (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null);
  return known.length ? round4(known.reduce((s, v) => s + v, 0) / known.length) : null;
}

interface Day {
  figures: DayFigures;
  filled: boolean;
}

/**
 * Every day from `from` to `to` with its figures: tracked days as they are; a run of at most
 * three missing days between two tracked days (which may lie outside the range) filled with the
 * average of those two, figure by figure, and flagged; longer runs stay empty.
 */
export function fillGaps(tracked: TrackedDay[], from: string, to: string): Map<number, Day> {
  const known = [...tracked].sort((a, b) => (a.date < b.date ? -1 : 1));
  const days = new Map<number, Day>();
  for (const t of known) days.set(dayNumber(t.date), { figures: t.figures, filled: false });
  const first = dayNumber(from);
  const last = dayNumber(to);
  for (let i = 1; i < known.length; i++) {
    const before = dayNumber(known[i - 1]!.date);
    const after = dayNumber(known[i]!.date);
    const missing = after - before - 1;
    if (missing < 1 || missing > TRACKER_LIMITS.maxFilledGapDays) continue;
    const figures = Object.fromEntries(
      TRACKER_METRICS.map((m) => {
        const a = known[i - 1]!.figures[m];
        const b = known[i]!.figures[m];
        return [m, a === null || b === null ? null : round4((a + b) / 2)];
      }),
    ) as DayFigures;
    for (let d = before + 1; d < after; d++) days.set(d, { figures, filled: true });
  }
  for (const d of [...days.keys()]) if (d < first || d > last) days.delete(d);
  return days;
}

/** The first day of the period a day belongs to. */
function periodStart(day: number, granularity: TrackerGranularity, weekEndsAt: number): number {
  if (granularity === 'day') return day;
  if (granularity === 'week') {
    // 1970-01-01 was a Thursday (4).
    const weekday = (((day + 4) % 7) + 7) % 7;
    const end = day + ((weekEndsAt - weekday + 7) % 7);
    return end - 6;
  }
  const date = dateOfDay(day);
  return dayNumber(`${date.slice(0, 8)}01`);
}

/**
 * The series of a range by day, week (ending on `weekEndsAt`, 0 Sunday to 6 Saturday) or calendar
 * month: one point per period that has a figure, each figure the average of its days', periods
 * clipped to the range. Periods with no figure are left out.
 */
export function buildSeries(
  tracked: TrackedDay[],
  range: { from: string; to: string },
  granularity: TrackerGranularity,
  weekEndsAt: number,
): TrackerPoint[] {
  const days = fillGaps(tracked, range.from, range.to);
  const first = dayNumber(range.from);
  const last = dayNumber(range.to);
  const periods = new Map<number, number[]>();
  for (const d of [...days.keys()].sort((a, b) => a - b)) {
    const start = periodStart(d, granularity, weekEndsAt);
    const list = periods.get(start) ?? [];
    list.push(d);
    periods.set(start, list);
  }
  const points: TrackerPoint[] = [];
  for (const [start, list] of periods) {
    const nextStart =
      granularity === 'day'
        ? start + 1
        : granularity === 'week'
          ? start + 7
          : dayNumber(nextMonth(dateOfDay(start)));
    const entries = list.map((d) => days.get(d)!);
    const figures = Object.fromEntries(
      TRACKER_METRICS.map((m) => [m, average(entries.map((e) => e.figures[m]))]),
    ) as DayFigures;
    points.push({
      dateStart: dateOfDay(Math.max(start, first)),
      dateEnd: dateOfDay(Math.min(nextStart - 1, last)),
      days: entries.length,
      filled: entries.some((e) => e.filled),
      ...figures,
    });
  }
  return points;
}

function nextMonth(date: string): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}
