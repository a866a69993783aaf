import { mergeTerms, type TermObservation } from '../../niche-math/domain/keyword-lists';

/** What the market says of one term for one product on a date. */
export interface TermRank {
  asin: string;
  term: string;
  organicRank: number | null;
  sponsoredRank: number | null;
}

/** A keyword added by hand, with the figures a dive would give it (docs/metrics.md). */
export interface ManualRow {
  keyword: string;
  searchVolume: number;
  relevancy: number;
  wordCount: number;
  organicRanks: Record<string, number>;
  sponsoredRanks: Record<string, number>;
}

/**
 * Keywords added by hand, figured as a dive figures its own: the search volume on the market's
 * latest date (0 when the market has none), each product's organic rank (1 to 100) and sponsored
 * rank, and relevancy, the share of the niche's products ranking 45 or better.
 */
export function manualRows(
  terms: readonly string[],
  asins: readonly string[],
  volumes: ReadonlyMap<string, number>,
  ranks: readonly TermRank[],
): ManualRow[] {
  const found = new Map(ranks.map((r) => [`${r.asin}\u0000${r.term}`, r]));
  const observations = new Map<string, TermObservation[]>(
    asins.map((asin) => [
      asin,
      terms.map((term) => {
        const rank = found.get(`${asin}\u0000${term}`);
        return {
          term,
          searchVolume: volumes.get(term) ?? 0,
          organicRank: rank?.organicRank ?? null,
          sponsoredRank: rank?.sponsoredRank ?? null,
        };
      }),
    ]),
  );
  const rows = new Map(mergeTerms(observations).map((r) => [r.keyword, r]));
  return terms.map(
    (term) =>
      rows.get(term) ?? {
        keyword: term,
        searchVolume: volumes.get(term) ?? 0,
        relevancy: 0,
        wordCount: term.split(/\s+/).filter(Boolean).length,
        organicRanks: {},
        sponsoredRanks: {},
      },
  );
}
