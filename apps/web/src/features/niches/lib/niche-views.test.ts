import { describe, expect, it } from 'vitest';
import { nicheListPath, switchNichePath } from './niche-views';

describe('niche views', () => {
  it('names each keyword list in the address', () => {
    expect(nicheListPath(4, 'mkl')).toBe('/niche/4/niche-analysis/mkl');
    expect(nicheListPath(4, 'outlier')).toBe('/niche/4/niche-analysis/outliers');
    expect(nicheListPath(4, 'residue')).toBe('/niche/4/niche-analysis/residue');
  });

  it('keeps the current view when switching niche', () => {
    expect(switchNichePath('/niche/4/niche-analysis/residue', 9)).toBe(
      '/niche/9/niche-analysis/residue',
    );
    expect(switchNichePath('/niche/4/profits', 9)).toBe('/niche/9/profits');
    expect(switchNichePath('/niche/4', 9)).toBe('/niche/9');
    expect(switchNichePath('/', 9)).toBe('/niche/9/niche-analysis/mkl');
  });
});
