import { describe, expect, it } from 'vitest';
import {
  countOf,
  competitionStrengthBand,
  keywordStrengthBand,
  launchKeywordsBand,
  medianDaysListedBand,
  medianReviewCountBand,
  relevantKeywordsBand,
} from './display';

describe('colour bands (spec: niche-pipeline §9)', () => {
  it.each([
    [competitionStrengthBand, [0.8, 0.6, 0.4, 0.39], ['red', 'orange', 'yellow', 'green']],
    [keywordStrengthBand, [0.8, 0.6, 0.4, 0.39], ['red', 'orange', 'yellow', 'green']],
    [relevantKeywordsBand, [29, 59, 149, 150], ['red', 'orange', 'yellow', 'green']],
    [medianDaysListedBand, [90, 365, 730, 731], ['red', 'orange', 'yellow', 'green']],
    [medianReviewCountBand, [1000, 800, 250, 249], ['red', 'orange', 'yellow', 'green']],
    [launchKeywordsBand, [9, 19, 29, 30], ['red', 'orange', 'yellow', 'green']],
  ])('%o colours its thresholds', (band, values, colours) => {
    expect(values.map((v) => band(v))).toEqual(colours);
  });
});

describe('countOf', () => {
  it("puts the noun in the count's number, with thousands separators", () => {
    expect(countOf(1, 'keyword')).toBe('1 keyword');
    expect(countOf(0, 'keyword')).toBe('0 keywords');
    expect(countOf(1250, 'keyword')).toBe('1,250 keywords');
    expect(countOf(2, 'research', 'researches')).toBe('2 researches');
  });
});
