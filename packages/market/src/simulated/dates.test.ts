import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { civil, formatDay, monthIndex, parseDay, parseRange, weekday } from './dates';

const days = fc.integer({ min: parseDay('2000-01-01'), max: parseDay('2099-12-31') });

describe('dates', () => {
  it('formats and parses day numbers back and forth', () => {
    fc.assert(
      fc.property(days, (day) => {
        expect(parseDay(formatDay(day))).toBe(day);
      }),
    );
  });

  it('agrees with the JavaScript calendar on weekday, month and day of month', () => {
    fc.assert(
      fc.property(days, (day) => {
        const date = new Date(day * 86_400_000);
        const { year, month, dayOfMonth } = civil(day);
        expect([year, month, dayOfMonth]).toEqual([
          date.getUTCFullYear(),
          date.getUTCMonth() + 1,
          date.getUTCDate(),
        ]);
        expect(weekday(day)).toBe(date.getUTCDay());
        expect(monthIndex(day)).toBe((year - 1970) * 12 + month - 1);
      }),
    );
  });

  it('rejects anything but a real yyyy-MM-dd date', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '26-01-01', '2026-1-1', '', '1999-12-31']) {
      expect(() => parseDay(bad)).toThrow(RangeError);
    }
  });

  it('rejects reversed and overlong ranges', () => {
    expect(() => parseRange('2026-02-01', '2026-01-01')).toThrow(RangeError);
    expect(() => parseRange('2020-01-01', '2026-01-01')).toThrow(RangeError);
    expect(parseRange('2026-01-01', '2026-01-01')).toEqual({
      from: parseDay('2026-01-01'),
      to: parseDay('2026-01-01'),
    });
  });
});
