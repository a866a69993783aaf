import { describe, expect, it } from 'vitest';
import { competitionStrengthBand, medianReviewCountBand } from './bands';

describe('colour bands', () => {
  it.each([
    [0.95, 'red'],
    [0.8, 'red'],
    [0.63, 'orange'],
    [0.6, 'orange'],
    [0.4, 'yellow'],
    [0.39, 'green'],
  ] as const)('competition strength %d is %s', (strength, band) => {
    expect(competitionStrengthBand(strength)).toBe(band);
  });

  it('bands the median review count', () => {
    expect(medianReviewCountBand(1000)).toBe('red');
    expect(medianReviewCountBand(800)).toBe('orange');
    expect(medianReviewCountBand(250)).toBe('yellow');
    expect(medianReviewCountBand(249)).toBe('green');
  });
});
