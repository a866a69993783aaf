import type { PpcMatchType } from '../../seller-reports';

/** Auto-targeting expressions, as the console and the API write them. */
const AUTO_TARGETS = new Set(['close-match', 'loose-match', 'substitutes', 'complements', '*']);

/**
 * The match type of a row: the keyword's (`EXACT`, `Phrase` ...), AUTO for an auto-targeting
 * expression (`close-match` ..., or the API's `TARGETING_EXPRESSION_PREDEFINED`), null for
 * product and category targeting.
 */
export function matchTypeOf(
  matchType: string | null,
  targeting: string | null,
): PpcMatchType | null {
  const m = (matchType ?? '').trim().toUpperCase();
  if (m === 'EXACT' || m === 'PHRASE' || m === 'BROAD') return m;
  if (m === 'TARGETING_EXPRESSION_PREDEFINED') return 'AUTO';
  if (targeting && AUTO_TARGETS.has(targeting.trim().toLowerCase())) return 'AUTO';
  return null;
}
