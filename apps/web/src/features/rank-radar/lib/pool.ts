import type { PoolKeyword } from '@fathom/contract';

export const POOL_MESSAGES = {
  failed: 'Failed to get Rank Radar pool keywords',
  empty: 'No search terms in the pool.',
} as const;

/** Pool text search (spec §5): a case-insensitive substring match after trimming. */
export function searchPool(keywords: readonly PoolKeyword[], text: string): PoolKeyword[] {
  const needle = text.trim().toLowerCase();
  return needle ? keywords.filter((k) => k.keyword.toLowerCase().includes(needle)) : [...keywords];
}

export type PoolSelection = 'None' | 'All' | 'All with PPC Spend';

/** The pool's selection choices (spec §4): none, every term shown, or those with PPC spend. */
export function poolSelection(keywords: readonly PoolKeyword[], choice: PoolSelection) {
  if (choice === 'None') return new Set<string>();
  return new Set(
    keywords.filter((k) => choice === 'All' || (k.ppcSpend ?? 0) > 0).map((k) => k.keyword),
  );
}
