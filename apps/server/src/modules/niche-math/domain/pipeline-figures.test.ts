import { describe, expect, it } from 'vitest';
import type { KeywordRowData } from './keyword-lists';
import {
  keywordStrength,
  lowerQuartile,
  masterListRange,
  percentile,
  pipelineFigures,
  upperQuartile,
  veryStrongCompetitors,
} from './pipeline-figures';

const row = (
  list: KeywordRowData['list'],
  searchVolume: number,
  relevancy: number,
): Pick<KeywordRowData, 'list' | 'searchVolume' | 'relevancy'> => ({
  list,
  searchVolume,
  relevancy,
});

const rows = [
  row('mkl', 9000, 0.8),
  row('mkl', 1000, 0.3),
  row('mkl', 3000, 0.5),
  row('mkl', 2000, 0.4),
  // Outliers and residue are outside the master list: they change none of its figures.
  row('outlier', 50_000, 0.1),
  row('residue', 10, 0),
];

describe('the master list range', () => {
  it('is the lowest relevancy and the lowest and highest search volume of the master list', () => {
    expect(masterListRange(rows)).toEqual({
      minRelevancy: 0.3,
      minSearchVolume: 1000,
      maxSearchVolume: 9000,
    });
  });

  it('is empty without a master list', () => {
    expect(masterListRange([row('residue', 500, 0.1)])).toEqual({
      minRelevancy: null,
      minSearchVolume: null,
      maxSearchVolume: null,
    });
  });
});

describe('keyword strength', () => {
  it('is the share of the master list volume that at least half of the niche ranks for', () => {
    // 9000 and 3000 of 15,000 searches have relevancy 0.5 or more.
    expect(keywordStrength(rows)).toBeCloseTo(12_000 / 15_000, 10);
  });

  it('is 0 when no term is held by half the niche, 1 when every term is, null without terms', () => {
    expect(keywordStrength([row('mkl', 100, 0.49)])).toBe(0);
    expect(keywordStrength([row('mkl', 100, 0.5), row('mkl', 50, 1)])).toBe(1);
    expect(keywordStrength([row('outlier', 100, 0.9)])).toBeNull();
  });
});

describe('very strong competitors', () => {
  it('counts the competitors with strength 0.8 or more and their share', () => {
    expect(veryStrongCompetitors([0.8, 0.95, 0.79, 0.2, 1])).toEqual({
      numVeryStrongCompetitors: 3,
      percentVeryStrongCompetitors: 0.6,
    });
    expect(veryStrongCompetitors([0.1, 0.5])).toEqual({
      numVeryStrongCompetitors: 0,
      percentVeryStrongCompetitors: 0,
    });
  });

  it('is unknown for a niche without competitors', () => {
    expect(veryStrongCompetitors([])).toEqual({
      numVeryStrongCompetitors: null,
      percentVeryStrongCompetitors: null,
    });
  });
});

describe('the lower and higher ranges of a median', () => {
  it('is the lower quartile, interpolated between the closest values', () => {
    expect(lowerQuartile([40, 10, 30, 20, 50])).toBe(20);
    // Position 0.75 between 10 and 20.
    expect(lowerQuartile([10, 20, 30, 40])).toBe(17.5);
    expect(lowerQuartile([7])).toBe(7);
    expect(lowerQuartile([])).toBeNull();
  });

  it('is the upper quartile for the higher range, interpolated the same way', () => {
    expect(upperQuartile([40, 10, 30, 20, 50])).toBe(40);
    // Position 2.25 between 30 and 40.
    expect(upperQuartile([10, 20, 30, 40])).toBe(32.5);
    expect(upperQuartile([7])).toBe(7);
    expect(upperQuartile([])).toBeNull();
  });

  it('agrees with the median at the 50th percentile', () => {
    expect(percentile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(percentile([5, 1, 3], 0.5)).toBe(3);
  });
});

describe('the pipeline figures of a niche', () => {
  it('combine the keyword and product figures, with whole units and cents', () => {
    const products = [
      { strength: 0.9, monthlySales: 100, monthlyRevenueCents: 199_900 },
      { strength: 0.5, monthlySales: 301, monthlyRevenueCents: 300_000 },
      { strength: 0.85, monthlySales: 200, monthlyRevenueCents: 250_001 },
      { strength: 0.3, monthlySales: 50, monthlyRevenueCents: 90_000 },
    ];
    expect(pipelineFigures(rows, products)).toEqual({
      minRelevancy: 0.3,
      minSearchVolume: 1000,
      maxSearchVolume: 9000,
      keywordStrength: 0.8,
      // Sales sorted 50, 100, 200, 301: a quarter of the way is 50 + 0.75 * 50 = 87.5.
      medianSalesLower: 88,
      // Three quarters of the way is 200 + 0.25 * 101 = 225.25.
      medianSalesHigher: 225,
      // Revenue sorted 90,000, 199,900, ...: 90,000 + 0.75 * 109,900 = 172,425.
      medianRevenueLowerCents: 172_425,
      // Sorted ..., 250,001, 300,000: 250,001 + 0.25 * 49,999 = 262,500.75.
      medianRevenueHigherCents: 262_501,
      numVeryStrongCompetitors: 2,
      percentVeryStrongCompetitors: 0.5,
    });
  });
});
