/**
 * Calendar arithmetic on marketplace-local dates. The model counts days as integers since
 * 1970-01-01 of the marketplace's own calendar, so a date string means the same day everywhere.
 */

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Earliest and latest dates the model accepts. */
const MIN_DAY = toDay('2000-01-01');
const MAX_DAY = toDay('2099-12-31');

/** Longest date range one call may ask for, in days. */
export const MAX_RANGE_DAYS = 1100;

function toDay(date: string): number {
  const match = DATE_PATTERN.exec(date);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1) return Number.NaN;
  if (back.getUTCDate() !== day) return Number.NaN;
  return ms / MS_PER_DAY;
}

/** Day number of a yyyy-MM-dd date; throws RangeError for anything else. */
export function parseDay(date: string): number {
  const day = toDay(date);
  if (Number.isNaN(day) || day < MIN_DAY || day > MAX_DAY) {
    throw new RangeError(`Invalid date "${date}": expected yyyy-MM-dd between 2000 and 2099`);
  }
  return day;
}

export function formatDay(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Day numbers of an inclusive range, validated. */
export function parseRange(from: string, to: string): { from: number; to: number } {
  const start = parseDay(from);
  const end = parseDay(to);
  if (end < start) throw new RangeError(`Invalid range: ${from} is after ${to}`);
  if (end - start + 1 > MAX_RANGE_DAYS) {
    throw new RangeError(`Invalid range: at most ${MAX_RANGE_DAYS} days per call`);
  }
  return { from: start, to: end };
}

/** 0 = Sunday ... 6 = Saturday (1970-01-01 was a Thursday). */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** Year, month (1-12) and day of month of a day number (Hinnant's civil-from-days). */
export function civil(day: number): { year: number; month: number; dayOfMonth: number } {
  const z = day + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const dayOfMonth = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, dayOfMonth };
}

const MONTH_STARTS = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];

/** Day of the year, 0-based, ignoring leap days (good enough for seasonality). */
export function dayOfYear(day: number): number {
  const { month, dayOfMonth } = civil(day);
  return Math.min(364, (MONTH_STARTS[month - 1] ?? 0) + dayOfMonth - 1);
}

/** Whole months since 1970-01 (advertising plans change monthly). */
export function monthIndex(day: number): number {
  const { year, month } = civil(day);
  return (year - 1970) * 12 + month - 1;
}
