/**
 * Column headers as the files write them, made comparable: case, spacing, a trailing unit or
 * currency in brackets (`7 Day Total Sales ($)`, `Spend (EUR)`, `Price  ₹`, `Orders (#)`) and
 * punctuation that changed between years (`Click-Thru Rate (CTR)`, `Basket Adds` vs `Cart Adds`)
 * do not matter; the currency a header names is kept.
 */

const CURRENCY_OF: Record<string, string> = {
  $: 'USD',
  '£': 'GBP',
  '€': 'EUR',
  '¥': 'JPY',
  '￥': 'JPY',
  '₹': 'INR',
};
const CODES = new Set([
  'USD',
  'CAD',
  'MXN',
  'GBP',
  'EUR',
  'JPY',
  'INR',
  'AUD',
  'BRL',
  'SEK',
  'PLN',
  'AED',
  'SGD',
]);

export interface HeaderName {
  /** Lower case, single spaces, units and currency removed. */
  key: string;
  /** The currency the header names, if it names one. */
  currency: string | null;
}

export function headerName(text: string): HeaderName {
  let s = text
    .replace(/^\uFEFF/, '')
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();
  let currency: string | null = null;
  const unit = /\s*\(([^)]*)\)\s*$/.exec(s);
  if (unit) {
    const inner = unit[1]!.trim();
    if (CURRENCY_OF[inner]) currency = CURRENCY_OF[inner];
    else if (CODES.has(inner.toUpperCase())) currency = inner.toUpperCase();
    if (currency || inner === '#' || inner === '%') s = s.slice(0, unit.index);
  }
  const sign = /\s*([$£€¥￥₹])\s*$/.exec(s);
  if (sign) {
    currency = CURRENCY_OF[sign[1]!]!;
    s = s.slice(0, sign.index);
  }
  const key = s.toLowerCase().replace(/[-_]/g, ' ').replace(/\s+/g, ' ').trim();
  return { key, currency };
}
