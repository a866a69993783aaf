import { describe, expect, it } from 'vitest';
import { formatEstimate, formatPrice } from './format';

describe('money', () => {
  it('shows prices to the cent and estimates in whole units of the currency', () => {
    expect(formatPrice(26_033_499, 'com')).toBe('$260,334.99');
    expect(formatEstimate(26_033_499, 'com')).toBe('$260,335');
    expect(formatEstimate(26_033_449, 'com')).toBe('$260,334');
    expect(formatEstimate(11_474_174, 'de')).toMatch(/^114\.742\s€$/);
    expect(formatEstimate(0, 'co.uk')).toBe('£0');
  });
});
