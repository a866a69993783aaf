import {
  currencyDecimals,
  marketplace,
  marketplaceDate,
  type MarketplaceTld,
} from '@fathom/contract';

/**
 * Formats an ISO timestamp as yyyy-MM-dd in the user's time zone or, given a marketplace, as the
 * day it was there: a research is dated by its marketplace's day, as the Deep dive and the
 * schedules date it, wherever the user is.
 */
export function formatDate(value: string, tld?: MarketplaceTld): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  if (tld) return marketplaceDate(tld, date);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The form every day is shown and typed in (spec: "Dates use the format yyyy-MM-dd"). */
export const DAY_FORMAT = 'yyyy-MM-dd';
export const NOT_A_DAY = `Enter a date as ${DAY_FORMAT}`;

/** Whether text is a real day written as yyyy-MM-dd. */
export function isDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
}

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A whole number with thousands separators: 12,345. */
export function formatNumber(value: number): string {
  return integer.format(value);
}

/**
 * A score from 0 to 1 (relevancy, competition strength) with two decimals, as the settings take
 * it: 0.3 → 0.30.
 */
export function formatScore(value: number): string {
  return value.toFixed(2);
}

/** A share from 0 to 1 as a whole percentage: 0.734 → 73%. */
export function formatPercent(value: number): string {
  return `${Math.round(value * 100)}%`;
}

/** A ratio from 0 to 1 that is often small, with one decimal: 0.0734 → 7.3%. */
export function formatRatio(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}

/**
 * A return on price or cost as PROFITS computes it (net revenue %, ROI %), with two decimals:
 * 0.2534 → 25.34%.
 */
export function formatReturn(value: number): string {
  return `${(value * 100).toFixed(2)}%`;
}

/** A marketplace as sellers name it, by its site: amazon.com, amazon.co.uk. */
export function formatMarketplace(tld: string): string {
  return `amazon.${tld}`;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Money in at most `decimals` decimals, and never more than its currency's minor unit has. */
function money(cents: number, tld: MarketplaceTld, decimals: 0 | 2): string {
  const key = `${tld} ${decimals}`;
  let format = moneyFormats.get(key);
  if (!format) {
    const { locale, currency } = marketplace(tld);
    const digits = Math.min(decimals, currencyDecimals(currency));
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    moneyFormats.set(key, format);
  }
  return format.format(cents / 100);
}

/**
 * Money held in cents, shown in the marketplace's currency with its minor unit: €19.99; yen,
 * which have none, in whole units: ￥2,980.
 */
export function formatPrice(cents: number, tld: MarketplaceTld): string {
  return money(cents, tld, 2);
}

/**
 * An estimate of money (revenue from estimated sales), rounded to whole units of the
 * marketplace's currency: 26,033,499 cents → $260,335. Cents would claim a precision it lacks.
 */
export function formatEstimate(cents: number, tld: MarketplaceTld): string {
  return money(cents, tld, 0);
}
