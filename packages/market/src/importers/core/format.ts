import type { MarketplaceTld } from '@fathom/contract';
import type { MarketDate } from '../../provider';
import type { ImportFormat, ImportRecord, ImportRow } from '../types';
import type { FileState, Header, RowCells } from './cells';

/** One tabular format: how its header is recognised and how its rows become records. */
export interface TabularFormat {
  format: ImportFormat;
  /** What the file is, for the message of a header no format recognises. */
  label: string;
  detect(header: Header): boolean;
  open(header: Header, above: readonly ImportRow[], file: FileState): RowsReader;
}

export interface RowsReader {
  /** The marketplace as far as the file has shown it (its header, or the rows read so far). */
  marketplace(): MarketplaceTld | null;
  dataDate(): MarketDate | null;
  /** The records of one row; none when the row is left out (its problems are in `cells`). */
  read(cells: RowCells): ImportRecord[];
}

const BY_CURRENCY: Record<string, MarketplaceTld> = {
  USD: 'com',
  CAD: 'ca',
  MXN: 'com.mx',
  GBP: 'co.uk',
  INR: 'in',
  JPY: 'co.jp',
  AUD: 'com.au',
};

/** The marketplace a currency tells (EUR tells none: five marketplaces share it). */
export function marketplaceOfCurrency(currency: string | null): MarketplaceTld | null {
  return (currency && BY_CURRENCY[currency]) || null;
}

const BY_COUNTRY: Record<string, MarketplaceTld> = {
  us: 'com',
  'united states': 'com',
  ca: 'ca',
  canada: 'ca',
  mx: 'com.mx',
  mexico: 'com.mx',
  uk: 'co.uk',
  gb: 'co.uk',
  'united kingdom': 'co.uk',
  fr: 'fr',
  france: 'fr',
  de: 'de',
  germany: 'de',
  es: 'es',
  spain: 'es',
  it: 'it',
  italy: 'it',
  nl: 'nl',
  netherlands: 'nl',
  in: 'in',
  india: 'in',
  jp: 'co.jp',
  japan: 'co.jp',
  au: 'com.au',
  australia: 'com.au',
};

/** The marketplace a country cell or marketplace id names ('United States', 'DE', 'amazon.de'). */
export function marketplaceOfCountry(text: string | null): MarketplaceTld | null {
  if (!text) return null;
  const s = text
    .trim()
    .toLowerCase()
    .replace(/^(www\.)?amazon\./, '');
  return BY_COUNTRY[s] ?? (isTld(s) ? s : null);
}

const TLDS = new Set<string>(Object.values(BY_COUNTRY));
function isTld(s: string): s is MarketplaceTld {
  return TLDS.has(s);
}
