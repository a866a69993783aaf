import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps paths inside the app with their query', () => {
    expect(safeRedirect('/niche/1/niche-analysis/mkl')).toBe('/niche/1/niche-analysis/mkl');
    expect(safeRedirect('/space-management?tab=1')).toBe('/space-management?tab=1');
  });

  it('falls back to the start page for other sites and the auth pages', () => {
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect('https://example.com')).toBe('/');
    expect(safeRedirect('//example.com/x')).toBe('/');
    expect(safeRedirect('/\\example.com')).toBe('/');
    expect(safeRedirect('/sign-in?redirect=%2F')).toBe('/');
    expect(safeRedirect('/sign-up')).toBe('/');
  });
});
