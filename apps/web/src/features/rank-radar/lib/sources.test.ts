import { describe, expect, it } from 'vitest';
import { sourcesOf, viewOf } from './sources';

describe('heatmap rank sources (spec §4)', () => {
  it('turns the sources on into a view: both is impressionVsOrganic, none the default', () => {
    expect(viewOf(['organic'])).toBe('organic');
    expect(viewOf(['impression'])).toBe('impression');
    expect(viewOf(['impression', 'organic'])).toBe('impressionVsOrganic');
    expect(viewOf([])).toBe('organic');
  });

  it('reads a view back as its sources', () => {
    expect(sourcesOf('impressionVsOrganic')).toEqual(['organic', 'impression']);
    expect(sourcesOf('impression')).toEqual(['impression']);
  });
});
