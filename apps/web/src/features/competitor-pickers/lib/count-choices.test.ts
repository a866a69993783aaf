import { describe, expect, it } from 'vitest';
import { countChoices, effectiveCount } from './count-choices';

const plenty = { used: 0, limit: 6000 };

describe('competitor counts with locked competitors', () => {
  it('offers steps of 5 from the locked count up to the tier cap', () => {
    const choices = countChoices({ competitorCap: 30, divedAsins: plenty, lockedCount: 7 });
    expect(choices.options).toEqual([7, 10, 15, 20, 25, 30]);
    expect(choices.min).toBe(7);
    expect(choices.max).toBe(30);
    expect(choices.lockedAtMax).toBe(false);
  });

  it('without locks starts at 5 and stops at what the quota leaves', () => {
    const choices = countChoices({
      competitorCap: 50,
      divedAsins: { used: 5978, limit: 6000 },
      lockedCount: 0,
    });
    expect(choices.options).toEqual([5, 10, 15, 20, 22]);
  });

  it('is stuck at the maximum when the locked competitors fill the tier', () => {
    const choices = countChoices({ competitorCap: 15, divedAsins: plenty, lockedCount: 15 });
    expect(choices.options).toEqual([15]);
    expect(choices.lockedAtMax).toBe(true);
  });

  it('with more places taken than the plan allows, offers only the maximum and says so', () => {
    const choices = countChoices({ competitorCap: 50, divedAsins: plenty, lockedCount: 51 });
    expect(choices.options).toEqual([50]);
    expect(choices.tooManyLocked).toBe(true);
    expect(effectiveCount(choices, null, { competitorCap: 50, divedAsins: plenty })).toBe(50);
    expect(
      countChoices({ competitorCap: 50, divedAsins: plenty, lockedCount: 50 }).tooManyLocked,
    ).toBe(false);
  });

  it('moves a count below the locked ones up, and one above the maximum down', () => {
    const input = { competitorCap: 30, divedAsins: plenty };
    const locked = countChoices({ ...input, lockedCount: 12 });
    expect(effectiveCount(locked, 5, input)).toBe(12);
    expect(effectiveCount(locked, null, input)).toBe(15);
    expect(effectiveCount(locked, 45, input)).toBe(30);
    expect(effectiveCount(countChoices({ ...input, lockedCount: 0 }), null, input)).toBe(15);
  });

  it('a schedule never goes below 2', () => {
    const choices = countChoices({
      competitorCap: 15,
      divedAsins: plenty,
      lockedCount: 0,
      floor: 2,
    });
    expect(choices.options).toEqual([5, 10, 15]);
    expect(
      countChoices({ competitorCap: 15, divedAsins: plenty, lockedCount: 1, floor: 2 }).options,
    ).toEqual([5, 10, 15]);
    expect(choices.min).toBe(2);
  });
});
