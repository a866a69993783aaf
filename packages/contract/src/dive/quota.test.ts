import { describe, expect, it } from 'vitest';
import {
  competitorCountOptions,
  isOfferedCount,
  initialCompetitorCount,
  isBelowThreshold,
  isExhausted,
  maxCompetitors,
  takenPlaces,
  wouldExceed,
} from './quota';

const plenty = { used: 0, limit: 1000 };

describe('competitor count', () => {
  it.each([
    [15, 15],
    [30, 30],
    [50, 50],
    [null, 15],
  ])('a plan capped at %s caps a dive at %d competitors', (competitorCap, cap) => {
    expect(maxCompetitors({ competitorCap, divedAsins: plenty })).toBe(cap);
  });

  it('offers steps of 5 up to the maximum', () => {
    expect(competitorCountOptions({ competitorCap: 30, divedAsins: plenty })).toEqual([
      5, 10, 15, 20, 25, 30,
    ]);
  });

  it('is bounded by the remaining quota', () => {
    expect(maxCompetitors({ competitorCap: 50, divedAsins: { used: 988, limit: 1000 } })).toBe(12);
    expect(
      competitorCountOptions({ competitorCap: 50, divedAsins: { used: 988, limit: 1000 } }),
    ).toEqual([5, 10, 12]);
  });

  it('starts at the remaining quota when it is below the threshold', () => {
    expect(
      initialCompetitorCount({ competitorCap: 50, divedAsins: { used: 93, limit: 100 } }),
    ).toBe(7);
    expect(initialCompetitorCount({ competitorCap: 50, divedAsins: plenty })).toBe(15);
    expect(initialCompetitorCount({ competitorCap: 15, divedAsins: plenty }, 10)).toBe(10);
  });

  it('keeps the default of 15 near the quota limit when more than 15 remain', () => {
    // 100 of 1500 left is below the 10% threshold, yet more than the default.
    const near = { used: 1400, limit: 1500 };
    expect(isBelowThreshold(near)).toBe(true);
    expect(initialCompetitorCount({ competitorCap: 30, divedAsins: near })).toBe(15);
    expect(initialCompetitorCount({ competitorCap: 50, divedAsins: near })).toBe(15);
    expect(
      initialCompetitorCount({ competitorCap: 30, divedAsins: { used: 1488, limit: 1500 } }),
    ).toBe(12);
  });

  it('counts the hero and the locked products once each as taken places', () => {
    expect(takenPlaces('B000000001', ['B000000002', 'B000000003'])).toBe(3);
    expect(takenPlaces('B000000002', ['B000000002', 'B000000003'])).toBe(2);
    expect(takenPlaces(null, ['B000000002'])).toBe(1);
  });

  it('never goes below the locked count', () => {
    expect(competitorCountOptions({ competitorCap: 30, divedAsins: plenty, minimum: 12 })).toEqual([
      12, 15, 20, 25, 30,
    ]);
    expect(competitorCountOptions({ competitorCap: 15, divedAsins: plenty, minimum: 15 })).toEqual([
      15,
    ]);
  });

  it('offers no 1 for the hero alone, and takes only offered counts', () => {
    expect(competitorCountOptions({ competitorCap: 15, divedAsins: plenty, minimum: 1 })).toEqual([
      5, 10, 15,
    ]);
    const input = { competitorCap: 50, divedAsins: plenty, minimum: 1 };
    expect([1, 12, 13, 51].filter((n) => isOfferedCount(n, input))).toEqual([]);
    expect([5, 10, 50].every((n) => isOfferedCount(n, input))).toBe(true);
    expect(isOfferedCount(4, { ...input, minimum: 4 })).toBe(true);
    expect(isOfferedCount(12, { ...input, divedAsins: { used: 988, limit: 1000 } })).toBe(true);
  });

  it('offers nothing when the quota is used up', () => {
    expect(
      competitorCountOptions({ competitorCap: 30, divedAsins: { used: 100, limit: 100 } }),
    ).toEqual([]);
  });
});

describe('quota', () => {
  it('is below threshold when at most 10% remains', () => {
    expect(isBelowThreshold({ used: 90, limit: 100 })).toBe(true);
    expect(isBelowThreshold({ used: 89, limit: 100 })).toBe(false);
    expect(isBelowThreshold({ used: 5, limit: null })).toBe(false);
  });

  it('is exhausted when nothing is left', () => {
    expect(isExhausted({ used: 100, limit: 100 })).toBe(true);
    expect(isExhausted({ used: 0, limit: 0 })).toBe(true);
    expect(isExhausted({ used: 99, limit: 100 })).toBe(false);
    expect(isExhausted({ used: 5000, limit: null })).toBe(false);
  });

  it('is exceeded when used plus requested passes the limit', () => {
    expect(wouldExceed({ used: 90, limit: 100 }, 10)).toBe(false);
    expect(wouldExceed({ used: 90, limit: 100 }, 11)).toBe(true);
    expect(wouldExceed({ used: 90, limit: null }, 1000)).toBe(false);
  });
});
