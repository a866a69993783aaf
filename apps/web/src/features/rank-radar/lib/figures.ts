import type { MarketplaceTld } from '@fathom/contract';
import { formatNumber, formatPrice } from '../../../lib/format';

/** How the PPC and SQP figures read (spec §3 adData, sqpData): '–' where there is no figure. */
type Figure = number | null | undefined;

/** Money in the marketplace currency: $1,234.50. */
export const money = (n: Figure, tld: MarketplaceTld) =>
  n === null || n === undefined ? '–' : formatPrice(Math.round(n * 100), tld);

/** A percentage with 2 decimals: 12.34%. */
export const percent = (n: Figure) => (n === null || n === undefined ? '–' : `${n.toFixed(2)}%`);

/** A count with thousands separators: 12,345. */
export const count = (n: Figure) => (n === null || n === undefined ? '–' : formatNumber(n));
