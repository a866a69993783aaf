import type { Schedule } from '@fathom/contract';
import { describe, expect, it } from 'vitest';
import { applyBlock, SCHEDULE_BLOCKS } from './apply-block';
import {
  formFromSchedule,
  nextDiveDate,
  sameAsSaved,
  scheduleBody,
  scheduleSummary,
  validateSchedule,
} from './schedule-form';

const saved: Schedule = {
  nicheId: 7,
  interval: 'Monthly',
  dayOfWeek: null,
  dayOfMonth: 31,
  type: 'NicheDive',
  heroAsin: 'B0YEY4SBXU',
  numberOfCompetitors: 15,
  lockedAsins: ['B000000002', 'B000000001'],
  excludedAsins: [],
  nextRunDate: '2026-02-28',
  lastRun: null,
};

// 2026-02-10 in every marketplace: 12:00 UTC.
const now = new Date('2026-02-10T12:00:00Z');

describe('schedule form', () => {
  it('starts weekly on Monday, or from the saved values with the type they had', () => {
    const fresh = formFromSchedule(null, ['B000000009']);
    expect(fresh).toMatchObject({ type: 'NicheDive', interval: 'Weekly', dayOfWeek: 1 });
    expect(fresh.excluded).toEqual(['B000000009']);
    expect(formFromSchedule({ ...saved, type: 'SameCompetitors' }).type).toBe('SameCompetitors');
    expect(formFromSchedule(saved)).toMatchObject({ dayOfMonth: 31, heroInput: 'B0YEY4SBXU' });
  });

  it('gives the next dive date in the niche marketplace, a late day falling on the month end', () => {
    const monthly = { ...formFromSchedule(saved) };
    expect(nextDiveDate(monthly, 'com', now)).toBe('2026-02-28');
    expect(nextDiveDate({ ...monthly, dayOfMonth: 10 }, 'com', now)).toBe('2026-02-10');
    expect(nextDiveDate({ ...monthly, dayOfMonth: 9 }, 'com', now)).toBe('2026-03-09');
    expect(nextDiveDate({ ...monthly, dayOfMonth: null }, 'com', now)).toBeNull();
    const weekly = formFromSchedule(null);
    expect(nextDiveDate(weekly, 'com', now)).toBe('2026-02-16');
    // Just before midnight UTC it is already the next day in Australia.
    const late = new Date('2026-02-15T20:00:00Z');
    const sunday = { ...weekly, dayOfWeek: 7 };
    expect(nextDiveDate(sunday, 'com', late)).toBe('2026-02-15');
    expect(nextDiveDate(sunday, 'com.au', late)).toBe('2026-02-22');
  });

  it('says what it will do', () => {
    expect(scheduleSummary(formFromSchedule(saved), 15)).toBe(
      'Niche Dive of 15 best competitors, monthly on the 31st.',
    );
    expect(
      scheduleSummary(
        { ...formFromSchedule(null), type: 'SameCompetitors', interval: 'Biweekly', dayOfWeek: 3 },
        10,
      ),
    ).toBe('Regular dive of the current 10 competitors, every 2 weeks on Wednesday.');
  });

  it('is unchanged while it would send the saved schedule, whatever the order of the locks', () => {
    const form = formFromSchedule(saved);
    expect(sameAsSaved(scheduleBody(form, 15), saved)).toBe(true);
    expect(
      sameAsSaved(scheduleBody({ ...form, locked: [...form.locked].reverse() }, 15), saved),
    ).toBe(true);
    expect(sameAsSaved(scheduleBody({ ...form, dayOfMonth: 15 }, 15), saved)).toBe(false);
    expect(sameAsSaved(scheduleBody(form, 20), saved)).toBe(false);
  });

  it('asks for a hero and a day of the month', () => {
    const form = { ...formFromSchedule(null), interval: 'Monthly' as const };
    expect(validateSchedule(form, false)).toEqual({
      hero: 'Hero ASIN is required',
      day: 'Please select a day of the month from the dropdown',
    });
    expect(validateSchedule({ ...form, type: 'SameCompetitors', dayOfMonth: 3 }, false)).toEqual(
      {},
    );
  });
});

describe('Schedule and Apply disabled states', () => {
  const ok = { canManage: true, numCompetitors: 10, count: 15, remaining: 100, unchanged: false };
  it('is enabled with something to send', () => {
    expect(applyBlock(ok)).toBeNull();
    expect(applyBlock({ ...ok, remaining: null })).toBeNull();
  });
  it('names why it is disabled', () => {
    expect(applyBlock({ ...ok, canManage: false })).toBe(SCHEDULE_BLOCKS.cannotManage);
    expect(applyBlock({ ...ok, numCompetitors: 1 })).toBe(
      'Scheduling needs a niche with at least 2 competitors',
    );
    expect(applyBlock({ ...ok, remaining: 14 })).toBe(SCHEDULE_BLOCKS.quota(15, 14));
    expect(applyBlock({ ...ok, unchanged: true })).toBe(SCHEDULE_BLOCKS.unchanged);
  });
});
