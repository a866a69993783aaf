import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, interpolate } from './interpolation';
import {
  clampKeywordCount,
  isCountKey,
  isShownRank,
  keywordCountStep,
  looselyOutOfQuota,
  maxTrackerKeywords,
  median,
  normalizeSearchTerm,
  rankBucket,
  strictlyOutOfQuota,
} from './ranks';

describe('missing days of a rank series (§4)', () => {
  it('fills a gap of up to 3 days between two ranked days with their rounded average', () => {
    expect(interpolate([10, undefined, undefined, undefined, 15])).toEqual({
      values: [10, 13, 13, 13, 15],
      filled: [1, 2, 3],
    });
  });

  it('leaves longer gaps, gaps at the edges and gaps beside an unranked day blank', () => {
    expect(interpolate([4, undefined, undefined, undefined, undefined, 8]).filled).toEqual([]);
    expect(interpolate([undefined, 4, undefined]).values).toEqual([null, 4, null]);
    expect(interpolate([4, undefined, null]).values).toEqual([4, null, null]);
  });
});

describe('days', () => {
  it('lists every day of a window across a month end and steps by days', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(daysBetween('2026-03-02', '2026-03-01')).toEqual([]);
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('ranks as the heatmap shows them', () => {
  it('colours organic and impression ranks in nine buckets, unranked last', () => {
    expect([1, 2, 6, 7, 100, 101].map((r) => rankBucket(r, 'organic'))).toEqual([0, 1, 1, 2, 7, 8]);
    expect([1, 3, 20, 21].map((r) => rankBucket(r, 'impression'))).toEqual([0, 1, 7, 8]);
    expect(rankBucket(null, 'organic')).toBe(8);
  });

  it('shows ranks 1 to 100 only', () => {
    expect([1, 100, 101, null].map(isShownRank)).toEqual([true, true, false, false]);
  });

  it('stores a search term trimmed, single-spaced and in lower case', () => {
    expect(normalizeSearchTerm('  Garlic   PRESS\tSteel ')).toBe('garlic press steel');
  });

  it('takes the median of an odd and an even count, none of nothing', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});

describe('the count selector of a new tracker (§5, §9)', () => {
  it('steps by 5 below a maximum of 100 and by 25 from there', () => {
    expect([keywordCountStep(99), keywordCountStep(100)]).toEqual([5, 25]);
  });

  it('caps the count at 500, the visible keywords and the quota left', () => {
    expect(maxTrackerKeywords(800, null)).toBe(500);
    expect(maxTrackerKeywords(120, null)).toBe(120);
    expect(maxTrackerKeywords(800, 40)).toBe(40);
    expect(maxTrackerKeywords(800, -3)).toBe(0);
  });

  it('clamps a typed count into 0..max', () => {
    expect([
      clampKeywordCount(900, 500),
      clampKeywordCount(-2, 500),
      clampKeywordCount(NaN, 500),
    ]).toEqual([500, 0, 0]);
    expect(clampKeywordCount(12.7, 500)).toBe(12);
  });

  it('accepts digits, Backspace and Enter only', () => {
    expect(['7', 'Backspace', 'Enter', 'e', '-', '.'].map(isCountKey)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('checks quota strictly for a request and loosely for the limit', () => {
    expect(strictlyOutOfQuota(490, 500, 10)).toBe(false);
    expect(strictlyOutOfQuota(490, 500, 11)).toBe(true);
    expect(strictlyOutOfQuota(10_000, null, 1)).toBe(false);
    expect([looselyOutOfQuota(499, 500), looselyOutOfQuota(500, 500)]).toEqual([false, true]);
  });
});
