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

describe('money without a minor unit', () => {
  it('shows yen in whole units, as prices and as estimates', () => {
    expect(formatPrice(298_000, 'co.jp')).toMatch(/^[¥￥]2,980$/);
    expect(formatPrice(298_050, 'co.jp')).toMatch(/^[¥￥]2,981$/);
    expect(formatEstimate(298_049, 'co.jp')).toMatch(/^[¥￥]2,980$/);
    // Currencies with cents keep them.
    expect(formatPrice(298_050, 'com')).toBe('$2,980.50');
  });
});
