/**
 * Numbers as Amazon's pages print them in each language: prices (`$1,234.56`, `1.234,56 €`,
 * `1 234,56 €`, `￥2,980`, `£12.99`), counts (`1,234`, `1.234`, `1 234`, `12,345個`, `(1.2K)`)
 * and star ratings (`4.5 out of 5 stars`, `4,5 von 5 Sternen`, `5つ星のうち4.5`).
 *
 * A price never has more than two decimals, so a separator followed by one or two digits at the
 * end is the decimal one and every other separator groups thousands; this reads a German page
 * shown in English (`€12.99` on amazon.de) as well as one in German.
 */
import type { MinorUnits } from '../../provider';

/** Spaces that group thousands: normal, no-break and narrow no-break (French pages). */
const GROUP_SPACES = /[\s\u00a0\u202f\u2009]/g;

/** The number of a price text and its currency; null when no price can be read from it. */
export interface ReadPrice {
  amount: MinorUnits;
  /** ISO code told by the symbol; null for `$`, which several marketplaces share. */
  currency: string | null;
}

const SYMBOLS: [RegExp, string | null][] = [
  [/€|\bEUR\b/, 'EUR'],
  [/£|\bGBP\b/, 'GBP'],
  [/[￥¥]|\bJPY\b|円/, 'JPY'],
  [/\bUSD\b|US\$/, 'USD'],
  [/\$/, null],
];

function symbolCurrency(text: string): string | null | undefined {
  for (const [pattern, code] of SYMBOLS) if (pattern.test(text)) return code;
  return undefined;
}

/** `1.234,56`, `1,234.56`, `1 234,56`, `2,980`: digits with separators, as a number, or null. */
export function readDecimal(raw: string): number | null {
  const text = raw.replace(GROUP_SPACES, ' ').trim();
  if (!/^\d[\d., ]*$/.test(text)) return null;
  const lastSep = Math.max(text.lastIndexOf('.'), text.lastIndexOf(','));
  let whole = text;
  let fraction = '';
  if (lastSep >= 0 && /^\d{1,2}$/.test(text.slice(lastSep + 1))) {
    whole = text.slice(0, lastSep);
    fraction = text.slice(lastSep + 1);
  }
  // What is left groups thousands with one kind of separator, by threes.
  if (!/^\d{1,3}(?:([., ])\d{3})?(?:\1\d{3})*$/.test(whole) && !/^\d+$/.test(whole)) return null;
  const digits = whole.replace(/[., ]/g, '');
  return Number(`${digits}.${fraction || '0'}`);
}

/**
 * A price as printed, in hundredths of its currency (`￥2,980` is 298000, as for every currency).
 * A range (`$12.99 - $19.99`) reads as its lower end.
 */
export function readPrice(raw: string): ReadPrice | null {
  const text = raw.replace(/\s+/g, ' ').trim();
  const first = text.split(/\s[-–~〜]\s/)[0] ?? text;
  const number = /\d[\d.,\s\u00a0\u202f]*\d|\d/.exec(first);
  if (!number) return null;
  const value = readDecimal(number[0].trim());
  if (value === null) return null;
  const currency = symbolCurrency(first);
  return { amount: Math.round(value * 100), currency: currency ?? null };
}

const ABBREVIATIONS: Record<string, number> = {
  k: 1_000,
  mil: 1_000,
  mila: 1_000,
  tsd: 1_000,
  m: 1_000_000,
  mio: 1_000_000,
  万: 10_000,
};

/**
 * A count as printed: `1,234`, `1.234`, `1 234`, `12,345個の評価`, and abbreviated as newer search
 * pages show them: `(1.2K)`, `1,2 k`, `1,2 mil`, `1,2 Tsd.`, `1.2万`; null when none.
 */
export function readCount(raw: string): number | null {
  const text = raw.replace(GROUP_SPACES, ' ');
  const abbreviated = /(\d+(?:[.,]\d+)?)\s?(mila|mil|tsd|mio|k|m|万)(?![a-zà-ü])/i.exec(text);
  if (abbreviated?.[1] && abbreviated[2]) {
    const value = Number(abbreviated[1].replace(',', '.'));
    return Math.round(value * (ABBREVIATIONS[abbreviated[2].toLowerCase()] ?? 1));
  }
  const number = /\d{1,3}(?:([.,' ])\d{3})(?:\1\d{3})*(?!\d)|\d+/.exec(text);
  if (!number) return null;
  return Number(number[0].replace(/[.,' ]/g, ''));
}

/**
 * A star rating as printed in any of the layouts (`4.5 out of 5 stars`, `4,5 von 5 Sternen`,
 * `4,5 de 5 estrellas`, `4,5 sur 5 étoiles`, `4,5 su 5 stelle`, `5つ星のうち4.5`); null when none.
 */
export function readRating(raw: string): number | null {
  const text = raw.replace(/\s+/g, ' ').trim();
  const japanese = /5つ星のうち\s*(\d(?:[.,]\d)?)/.exec(text);
  const western = /(\d(?:[.,]\d)?)\s*(?:out of|von|de|sur|su|van|of)\s*5/i.exec(text);
  const bare = /^(\d(?:[.,]\d)?)$/.exec(text);
  const found = japanese?.[1] ?? western?.[1] ?? bare?.[1];
  if (!found) return null;
  const value = Number(found.replace(',', '.'));
  return value >= 0 && value <= 5 ? value : null;
}
