/**
 * The twelve Amazon marketplaces Fathom supports, keyed by their domain suffix (spec: niche-dive
 * §3, §9), each with the IANA time zone of its local time, so daylight saving time is kept (the
 * spec's offsets, such as -08:00 for com, are those zones' standard or summer offsets).
 */
export const MARKETPLACES = [
  {
    tld: 'com',
    code: 'US',
    name: 'United States',
    currency: 'USD',
    locale: 'en-US',
    timeZone: 'America/Los_Angeles',
  },
  {
    tld: 'ca',
    code: 'CA',
    name: 'Canada',
    currency: 'CAD',
    locale: 'en-CA',
    timeZone: 'America/Vancouver',
  },
  {
    tld: 'com.mx',
    code: 'MX',
    name: 'Mexico',
    currency: 'MXN',
    locale: 'es-MX',
    timeZone: 'America/Mexico_City',
  },
  {
    tld: 'co.uk',
    code: 'UK',
    name: 'United Kingdom',
    currency: 'GBP',
    locale: 'en-GB',
    timeZone: 'Europe/London',
  },
  {
    tld: 'fr',
    code: 'FR',
    name: 'France',
    currency: 'EUR',
    locale: 'fr-FR',
    timeZone: 'Europe/Paris',
  },
  {
    tld: 'de',
    code: 'DE',
    name: 'Germany',
    currency: 'EUR',
    locale: 'de-DE',
    timeZone: 'Europe/Berlin',
  },
  {
    tld: 'es',
    code: 'ES',
    name: 'Spain',
    currency: 'EUR',
    locale: 'es-ES',
    timeZone: 'Europe/Madrid',
  },
  {
    tld: 'it',
    code: 'IT',
    name: 'Italy',
    currency: 'EUR',
    locale: 'it-IT',
    timeZone: 'Europe/Rome',
  },
  {
    tld: 'nl',
    code: 'NL',
    name: 'Netherlands',
    currency: 'EUR',
    locale: 'nl-NL',
    timeZone: 'Europe/Amsterdam',
  },
  {
    tld: 'in',
    code: 'IN',
    name: 'India',
    currency: 'INR',
    locale: 'en-IN',
    timeZone: 'Asia/Kolkata',
  },
  {
    tld: 'co.jp',
    code: 'JP',
    name: 'Japan',
    currency: 'JPY',
    locale: 'ja-JP',
    timeZone: 'Asia/Tokyo',
  },
  {
    tld: 'com.au',
    code: 'AU',
    name: 'Australia',
    currency: 'AUD',
    locale: 'en-AU',
    timeZone: 'Australia/Sydney',
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

const FIXED_OFFSET = /^([+-])(\d\d):(\d\d)$/;

/**
 * Minutes a time zone is ahead of UTC at an instant: an IANA zone (its daylight saving time
 * included) or a fixed ±HH:MM offset. The one time zone rule of the product.
 */
export function zoneOffsetMinutes(zone: string, at: Date = new Date()): number {
  const fixed = FIXED_OFFSET.exec(zone);
  if (fixed) {
    const minutes = Number(fixed[2]) * 60 + Number(fixed[3]);
    return fixed[1] === '-' ? -minutes : minutes;
  }
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)!.value);
  const local = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((local - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** A zone's offset at an instant as ±HH:MM. */
export function formatOffset(minutes: number): string {
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${minutes < 0 ? '-' : '+'}${hh}:${mm}`;
}

/** The local date (yyyy-MM-dd) of an instant in a time zone. */
export function zoneDate(zone: string, at: Date = new Date()): string {
  return new Date(at.getTime() + zoneOffsetMinutes(zone, at) * 60_000).toISOString().slice(0, 10);
}

/** The instant a local date (yyyy-MM-dd) starts in a time zone. */
export function zoneDayStart(zone: string, date: string): Date {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  // The offset of the instant itself: once more from the first guess, for a change that day.
  const guess = midnightUtc - zoneOffsetMinutes(zone, new Date(midnightUtc)) * 60_000;
  return new Date(midnightUtc - zoneOffsetMinutes(zone, new Date(guess)) * 60_000);
}

/** Offset of the marketplace's local time from UTC at an instant, in minutes. */
export function utcOffsetMinutes(tld: MarketplaceTld, at: Date = new Date()): number {
  return zoneOffsetMinutes(marketplace(tld).timeZone, at);
}

/** The marketplace-local calendar date (yyyy-MM-dd) at a given instant. */
export function marketplaceDate(tld: MarketplaceTld, at: Date = new Date()): string {
  return zoneDate(marketplace(tld).timeZone, at);
}

export type Currency = Marketplace['currency'];

/**
 * Decimals a currency's amounts are shown and exported with: its minor unit (2 for dollars, euros,
 * pounds; 0 for yen, which has none in use).
 */
export function currencyDecimals(currency: Currency): number {
  return (
    new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}

/** Money in cents of a currency as the amount its figures show: 298,050 JPY cents → 2,981. */
export function moneyAmount(cents: number, currency: Currency): number {
  const decimals = currencyDecimals(currency);
  return Math.round(cents / 10 ** (2 - decimals)) / 10 ** decimals;
}

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
