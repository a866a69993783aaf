import type { MarketplaceTld } from '@fathom/contract';
import type { KnownAsins } from './asins';
import { knownAsins } from './asins';
import { DEFAULT_MARKET_SEED } from './market';

/**
 * Documented ASINs of the default simulated world, per marketplace (see docs/data-sources.md):
 * a strong hero that ranks for a few hundred terms, a weak hero that ranks for five or fewer,
 * and the parent of a four-colour variation family. They follow from DEFAULT_MARKET_SEED alone,
 * so they are the same in every process and cost nothing to compute.
 */
export const KNOWN_ASINS: Record<MarketplaceTld, KnownAsins> = knownAsins(DEFAULT_MARKET_SEED);
