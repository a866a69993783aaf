import { marketplace, marketplaceDate, type MarketplaceTld } from '@fathom/contract';

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

/**
 * A share from 0 to 1 as a percentage: whole for shares of a total (0.734 → 73%), with two
 * decimals for PROFITS' margins and returns (0.48716 → 48.72%), wherever they are shown.
 */
export function formatPercent(value: number, decimals: 0 | 2 = 0): string {
  const scale = 10 ** decimals;
  return `${(Math.round(value * 100 * scale) / scale).toFixed(decimals)}%`;
}

const priceFormats = new Map<MarketplaceTld, Intl.NumberFormat>();

/** Money held in cents, shown with two decimals in the marketplace's currency: €19.99. */
export function formatPrice(cents: number, tld: MarketplaceTld): string {
  let format = priceFormats.get(tld);
  if (!format) {
    const { locale, currency } = marketplace(tld);
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    priceFormats.set(tld, format);
  }
  return format.format(cents / 100);
}
