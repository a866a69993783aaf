import {
  INTERVAL_LABELS,
  marketplaceDate,
  nextRunDate,
  ordinal,
  SCHEDULE_MESSAGES,
  WEEKDAYS,
  type MarketplaceTld,
  type Schedule,
  type ScheduleBody,
  type ScheduleInterval,
  type ScheduleType,
} from '@fathom/contract';

/** What the Schedule AutoDive modal edits (spec: niche-dive §3 "Scheduled dive", §4). */
export interface ScheduleForm {
  type: ScheduleType;
  interval: ScheduleInterval;
  /** 1 (Monday) to 7 (Sunday). */
  dayOfWeek: number | null;
  /** 1 to 31. */
  dayOfMonth: number | null;
  heroInput: string;
  /** null until chosen: the count then follows the defaults. */
  count: number | null;
  locked: string[];
  excluded: string[];
}

export type ScheduleErrors = Partial<Record<'hero' | 'day', string>>;

/** A new schedule starts weekly on Monday; editing starts from the saved values. */
export function formFromSchedule(
  saved: Schedule | null,
  storedExclusions: string[] = [],
): ScheduleForm {
  if (!saved)
    return {
      type: 'NicheDive',
      interval: 'Weekly',
      dayOfWeek: 1,
      dayOfMonth: null,
      heroInput: '',
      count: null,
      locked: [],
      excluded: storedExclusions,
    };
  return {
    // The type starts as Regular only when the saved type is SameCompetitors.
    type: saved.type === 'SameCompetitors' ? 'SameCompetitors' : 'NicheDive',
    interval: saved.interval,
    dayOfWeek: saved.dayOfWeek ?? (saved.interval === 'Monthly' ? null : 1),
    dayOfMonth: saved.dayOfMonth,
    heroInput: saved.heroAsin ?? '',
    count: saved.numberOfCompetitors,
    locked: saved.lockedAsins,
    excluded: saved.excludedAsins,
  };
}

const sorted = (list: string[]) => [...list].sort();

/** The request body the form stands for; `count` is what the modal shows for the chosen type. */
export function scheduleBody(form: ScheduleForm, count: number): ScheduleBody {
  const monthly = form.interval === 'Monthly';
  const niche = form.type === 'NicheDive';
  return {
    interval: form.interval,
    dayOfWeek: monthly ? null : form.dayOfWeek,
    dayOfMonth: monthly ? form.dayOfMonth : null,
    type: form.type,
    heroAsin: niche ? form.heroInput.trim().toUpperCase() || null : null,
    numberOfCompetitors: count,
    lockedAsins: niche ? sorted(form.locked) : [],
    excludedAsins: niche ? sorted(form.excluded) : [],
  };
}

/** Nothing the modal would send differs from the saved schedule. */
export function sameAsSaved(body: ScheduleBody, saved: Schedule): boolean {
  const savedBody = scheduleBody(formFromSchedule(saved), saved.numberOfCompetitors);
  return JSON.stringify(body) === JSON.stringify(savedBody);
}

/** The messages a Schedule or Apply click shows; empty when the form may be sent. */
export function validateSchedule(form: ScheduleForm, heroResolved: boolean): ScheduleErrors {
  const errors: ScheduleErrors = {};
  if (form.type === 'NicheDive' && (!form.heroInput.trim() || !heroResolved))
    errors.hero = form.heroInput.trim()
      ? SCHEDULE_MESSAGES.selectHero
      : SCHEDULE_MESSAGES.heroRequired;
  if (
    form.interval === 'Monthly' &&
    (form.dayOfMonth === null || form.dayOfMonth < 1 || form.dayOfMonth > 31)
  )
    errors.day = SCHEDULE_MESSAGES.dayOfMonthRequired;
  return errors;
}

/** The next dive date in the niche's marketplace, or null until a day is chosen. */
export function nextDiveDate(
  form: ScheduleForm,
  tld: MarketplaceTld,
  now: Date = new Date(),
): string | null {
  const timing = {
    interval: form.interval,
    dayOfWeek: form.dayOfWeek,
    dayOfMonth: form.dayOfMonth,
  };
  const day = form.interval === 'Monthly' ? form.dayOfMonth : form.dayOfWeek;
  if (day === null) return null;
  return nextRunDate(timing, marketplaceDate(tld, now));
}

/** "Niche Dive of 15 competitors, monthly on the 31st." */
export function scheduleSummary(form: ScheduleForm, count: number): string {
  const what =
    form.type === 'NicheDive'
      ? `Niche Dive of ${count} best competitors`
      : `Regular dive of the current ${count} competitors`;
  const when =
    form.interval === 'Monthly'
      ? form.dayOfMonth === null
        ? 'monthly'
        : `monthly on the ${ordinal(form.dayOfMonth)}`
      : `${form.interval === 'Weekly' ? 'every week' : INTERVAL_LABELS.Biweekly.toLowerCase()}${
          form.dayOfWeek === null ? '' : ` on ${WEEKDAYS[form.dayOfWeek - 1]}`
        }`;
  return `${what}, ${when}.`;
}

export const scheduleTitle = (saved: Schedule | null): string =>
  saved ? 'Edit Scheduled AutoDive' : 'Schedule AutoDive';
