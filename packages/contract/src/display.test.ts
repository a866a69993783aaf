import { describe, expect, it } from 'vitest';
import {
  compactNumber,
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

describe('compact numbers (spec: rank-radar §5)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1_000, '1,000'],
    [9_870, '9,870'],
    [10_000, '10,000'],
    [10_001, '10k'],
    [12_345, '12.3k'],
    [325_012, '325k'],
    [1_000_000, '1,000k'],
    [1_250_000, '1.3m'],
    [123_456_789, '123m'],
  ])('%d reads %s', (n, shown) => expect(compactNumber(n)).toBe(shown));
});
