/** The twelve Amazon marketplaces Fathom supports, keyed by their domain suffix (spec: niche-dive §3, §9). */
export const MARKETPLACES = [
  {
    tld: 'com',
    code: 'US',
    name: 'United States',
    currency: 'USD',
    locale: 'en-US',
    utcOffset: '-08:00',
  },
  { tld: 'ca', code: 'CA', name: 'Canada', currency: 'CAD', locale: 'en-CA', utcOffset: '-08:00' },
  {
    tld: 'com.mx',
    code: 'MX',
    name: 'Mexico',
    currency: 'MXN',
    locale: 'es-MX',
    utcOffset: '-06:00',
  },
  {
    tld: 'co.uk',
    code: 'UK',
    name: 'United Kingdom',
    currency: 'GBP',
    locale: 'en-GB',
    utcOffset: '+00:00',
  },
  { tld: 'fr', code: 'FR', name: 'France', currency: 'EUR', locale: 'fr-FR', utcOffset: '+01:00' },
  { tld: 'de', code: 'DE', name: 'Germany', currency: 'EUR', locale: 'de-DE', utcOffset: '+01:00' },
  { tld: 'es', code: 'ES', name: 'Spain', currency: 'EUR', locale: 'es-ES', utcOffset: '+01:00' },
  { tld: 'it', code: 'IT', name: 'Italy', currency: 'EUR', locale: 'it-IT', utcOffset: '+01:00' },
  {
    tld: 'nl',
    code: 'NL',
    name: 'Netherlands',
    currency: 'EUR',
    locale: 'nl-NL',
    utcOffset: '+01:00',
  },
  { tld: 'in', code: 'IN', name: 'India', currency: 'INR', locale: 'en-IN', utcOffset: '+05:30' },
  {
    tld: 'co.jp',
    code: 'JP',
    name: 'Japan',
    currency: 'JPY',
    locale: 'ja-JP',
    utcOffset: '+09:00',
  },
  {
    tld: 'com.au',
    code: 'AU',
    name: 'Australia',
    currency: 'AUD',
    locale: 'en-AU',
    utcOffset: '+11:00',
  },
] as const;

export type Marketplace = (typeof MARKETPLACES)[number];
export type MarketplaceTld = Marketplace['tld'];

export const MARKETPLACE_TLDS = MARKETPLACES.map((m) => m.tld) as unknown as readonly [
  MarketplaceTld,
  ...MarketplaceTld[],
];

export const DEFAULT_MARKETPLACE: MarketplaceTld = 'com';

export function isMarketplaceTld(value: string): value is MarketplaceTld {
  return MARKETPLACES.some((m) => m.tld === value);
}

export function marketplace(tld: MarketplaceTld): Marketplace {
  const found = MARKETPLACES.find((m) => m.tld === tld);
  if (!found) throw new Error(`Unknown marketplace ${tld}`);
  return found;
}

/** Offset of the marketplace's local time from UTC, in minutes. */
export function utcOffsetMinutes(tld: MarketplaceTld): number {
  const [sign, hh, mm] = /^([+-])(\d\d):(\d\d)$/.exec(marketplace(tld).utcOffset)!.slice(1);
  const minutes = Number(hh) * 60 + Number(mm);
  return sign === '-' ? -minutes : minutes;
}

/** The marketplace-local calendar date (yyyy-MM-dd) at a given instant. */
export function marketplaceDate(tld: MarketplaceTld, at: Date = new Date()): string {
  const local = new Date(at.getTime() + utcOffsetMinutes(tld) * 60_000);
  return local.toISOString().slice(0, 10);
}

export type Currency = Marketplace['currency'];

/**
 * US dollars per unit of each marketplace's currency: fixed rates (mid-market, rounded, as of
 * 2026-12-01) by which the pipeline compares money across marketplaces. Cells keep showing the
 * marketplace's own currency; only sorting and filtering money fields use these.
 */
export const USD_PER_UNIT: Record<Currency, number> = {
  USD: 1,
  CAD: 0.72,
  MXN: 0.055,
  GBP: 1.27,
  EUR: 1.08,
  INR: 0.012,
  JPY: 0.0066,
  AUD: 0.65,
};

/** Money of a marketplace, in cents of its currency, as US cents at the fixed rates (rounded). */
export function toUsdCents(cents: number, tld: MarketplaceTld): number {
  return Math.round(cents * USD_PER_UNIT[marketplace(tld).currency]);
}

/** What the pipeline's money columns say about how they sort and filter. */
export const MONEY_COMPARED_IN_USD =
  'Sorted and filtered in US dollars: other currencies are converted at fixed rates.';
