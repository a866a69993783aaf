import { describe, expect, it } from 'vitest';
import { followingRunDate, nextRunDate, ordinal, type ScheduleTiming } from './schedule';

const monthly = (dayOfMonth: number): ScheduleTiming => ({
  interval: 'Monthly',
  dayOfMonth,
  dayOfWeek: null,
});
const weekly = (
  dayOfWeek: number,
  interval: ScheduleTiming['interval'] = 'Weekly',
): ScheduleTiming => ({
  interval,
  dayOfWeek,
  dayOfMonth: null,
});

describe('nextRunDate, monthly', () => {
  it('runs later this month when the day is still ahead', () => {
    expect(nextRunDate(monthly(20), '2026-11-05')).toBe('2026-11-20');
  });
  it('runs today when today is the day', () => {
    expect(nextRunDate(monthly(21), '2026-11-21')).toBe('2026-11-21');
  });
  it('moves a past day to next month', () => {
    expect(nextRunDate(monthly(3), '2026-11-21')).toBe('2026-12-03');
    expect(nextRunDate(monthly(10), '2026-12-15')).toBe('2027-01-10');
  });
  it('turns a day beyond the month into its last day', () => {
    expect(nextRunDate(monthly(31), '2026-11-05')).toBe('2026-11-30');
    expect(nextRunDate(monthly(31), '2027-02-01')).toBe('2027-02-28');
    expect(nextRunDate(monthly(30), '2028-02-01')).toBe('2028-02-29');
    expect(nextRunDate(monthly(29), '2100-02-01')).toBe('2100-02-28');
    expect(nextRunDate(monthly(31), '2026-12-01')).toBe('2026-12-31');
  });
  it('after the last day of a short month, moves to next month with its own length', () => {
    expect(nextRunDate(monthly(31), '2027-03-01')).toBe('2027-03-31');
    expect(followingRunDate(monthly(31), '2027-01-31')).toBe('2027-02-28');
    expect(followingRunDate(monthly(31), '2027-02-28')).toBe('2027-03-31');
    expect(followingRunDate(monthly(15), '2026-12-15')).toBe('2027-01-15');
  });
  it('refuses a missing or impossible day', () => {
    expect(() => nextRunDate(monthly(0), '2026-11-05')).toThrow();
    expect(() => nextRunDate(monthly(32), '2026-11-05')).toThrow();
  });
});

describe('nextRunDate, weekly and every two weeks', () => {
  // 2026-11-21 is a Saturday.
  it.each([
    [1, '2026-11-23'],
    [2, '2026-11-24'],
    [3, '2026-11-25'],
    [4, '2026-11-26'],
    [5, '2026-11-27'],
    [6, '2026-11-21'],
    [7, '2026-11-22'],
  ])('weekday %i from a Saturday runs on %s', (dayOfWeek, expected) => {
    expect(nextRunDate(weekly(dayOfWeek), '2026-11-21')).toBe(expected);
    expect(nextRunDate(weekly(dayOfWeek, 'Biweekly'), '2026-11-21')).toBe(expected);
  });
  it('runs weekly and every two weeks after a run', () => {
    expect(followingRunDate(weekly(1), '2026-11-23')).toBe('2026-11-30');
    expect(followingRunDate(weekly(1, 'Biweekly'), '2026-11-23')).toBe('2026-12-07');
    expect(followingRunDate(weekly(4), '2026-12-31')).toBe('2027-01-07');
  });
  it('crosses a leap day', () => {
    expect(followingRunDate(weekly(2), '2028-02-22')).toBe('2028-02-29');
  });
});

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [31, '31st'],
  ])('%i is %s', (n, label) => expect(ordinal(n)).toBe(label));
});
