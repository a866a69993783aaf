/** Scheduled AutoDive (spec: niche-dive §3, §4, §9). */
export const SCHEDULE_INTERVALS = ['Weekly', 'Biweekly', 'Monthly'] as const;
export type ScheduleInterval = (typeof SCHEDULE_INTERVALS)[number];
export const SCHEDULE_TYPES = ['NicheDive', 'SameCompetitors'] as const;
export type ScheduleType = (typeof SCHEDULE_TYPES)[number];

/** Monday first, as the schedule modal lists them; dayOfWeek 1 is Monday, 7 is Sunday. */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export const INTERVAL_LABELS: Record<ScheduleInterval, string> = {
  Weekly: 'Weekly',
  Biweekly: 'Every 2 Weeks',
  Monthly: 'Monthly',
};

export interface ScheduleTiming {
  interval: ScheduleInterval;
  /** 1 (Monday) to 7 (Sunday), for Weekly and Biweekly. */
  dayOfWeek: number | null;
  /** 1 to 31, for Monthly. */
  dayOfMonth: number | null;
}

const DAY_MS = 86_400_000;
const toDay = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const toDate = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/** The day of a month a monthly schedule runs on: a day beyond the month's length is its last day. */
function monthlyDate(year: number, month: number, dayOfMonth: number): string {
  const day = Math.min(dayOfMonth, daysInMonth(year, month));
  return new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
}

/**
 * The first run date on or after `from` (yyyy-MM-dd). A weekday already past this week moves to
 * the next week; a day of the month already past moves to the next month.
 */
export function nextRunDate(timing: ScheduleTiming, from: string): string {
  const start = toDay(from);
  if (timing.interval === 'Monthly') {
    const day = timing.dayOfMonth;
    if (!day || day < 1 || day > 31)
      throw new Error('A monthly schedule needs a day of the month from 1 to 31');
    const d = new Date(start * DAY_MS);
    const thisMonth = monthlyDate(d.getUTCFullYear(), d.getUTCMonth(), day);
    return toDay(thisMonth) >= start
      ? thisMonth
      : monthlyDate(d.getUTCFullYear(), d.getUTCMonth() + 1, day);
  }
  const weekday = timing.dayOfWeek;
  if (!weekday || weekday < 1 || weekday > 7)
    throw new Error('A weekly schedule needs a weekday from 1 to 7');
  const todayWeekday = ((new Date(start * DAY_MS).getUTCDay() + 6) % 7) + 1; // Monday 1 .. Sunday 7
  return toDate(start + ((weekday - todayWeekday + 7) % 7));
}

/** The run after one on `ran`: the next matching day, two weeks on for Biweekly. */
export function followingRunDate(timing: ScheduleTiming, ran: string): string {
  const skip = timing.interval === 'Biweekly' ? 8 : 1;
  return nextRunDate(timing, toDate(toDay(ran) + skip));
}

/** "1st", "2nd", "3rd", "4th", ... "21st", "22nd", "23rd", "31st". */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

export const SCHEDULE_MESSAGES = {
  heroRequired: 'Hero ASIN is required',
  dayOfMonthRequired: 'Please select a day of the month from the dropdown',
  lateDayWarning:
    'If a month has fewer days than the selected day, the dive will happen on the last day of that month.',
  scheduled: 'Your dive has been scheduled!',
  scheduleFailed: 'Failed to schedule dive',
  rescheduled: 'Your dive has been rescheduled!',
  rescheduleFailed: 'Failed to reschedule dive',
  canceled: 'Scheduled dive canceled',
  cancelFailed: 'Failed to cancel scheduled dive!',
  lockedBelowCount:
    'You can’t select fewer competitors than locked. Unlock some to reduce the number of selected competitors.',
  selectHero: 'Select or enter an ASIN that represents your niche',
} as const;
