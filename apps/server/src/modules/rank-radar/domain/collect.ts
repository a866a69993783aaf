import type { KeywordRank } from '@fathom/market';

export interface BestRank {
  organicRank: number | null;
  sponsoredRank: number | null;
  impressionRank: number | null;
  topAsin: string | null;
}

const better = (a: number | null, b: number | null) =>
  a === null ? b : b === null ? a : Math.min(a, b);

/**
 * A tracker's rank per term for a day, over the parent and every variation: the best organic
 * rank (and the variation holding it), the best sponsored and impression ranks.
 */
export function bestRanks(rows: readonly KeywordRank[]): Map<string, BestRank> {
  const best = new Map<string, BestRank>();
  for (const row of rows) {
    const held = best.get(row.term);
    const organic = row.organicRank;
    if (!held) {
      best.set(row.term, {
        organicRank: organic,
        sponsoredRank: row.sponsoredRank,
        impressionRank: row.impressionRank,
        topAsin: organic === null ? null : (row.rankingAsin ?? row.asin),
      });
      continue;
    }
    if (organic !== null && (held.organicRank === null || organic < held.organicRank)) {
      held.organicRank = organic;
      held.topAsin = row.rankingAsin ?? row.asin;
    }
    held.sponsoredRank = better(held.sponsoredRank, row.sponsoredRank);
    held.impressionRank = better(held.impressionRank, row.impressionRank);
  }
  return best;
}
