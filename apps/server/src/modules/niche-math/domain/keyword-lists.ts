import type { KeywordList } from '@fathom/contract';

/** A competitor ranks "relevantly" for a term when its organic rank is at most this (spec §9). */
export const MAX_RELEVANT_RANK = 45;
/** Search volume a new listing can realistically rank for (spec: rankable keyword search volume). */
export const LAUNCH_SV_MIN = 700;
export const LAUNCH_SV_MAX = 7999;
/** A relevant keyword: at least half of the niche's products rank for it. */
export const RELEVANT_KEYWORD_RELEVANCY = 0.5;

/** Master keyword list settings; defaults keep every keyword at least 30% relevant. */
export interface MklSettings {
  minRelevancy: number;
  minSearchVolume: number;
  maxSearchVolume: number | null;
}

/** Outlier keyword list settings; the defaults are the spec's. */
export interface OklSettings {
  outlierMaxRelevancy: number;
  outlierMaxRank: number;
  outlierMinNumberWords: number;
  outlierMinSearchVolume: number;
}

export const DEFAULT_MKL: MklSettings = {
  minRelevancy: 0.3,
  minSearchVolume: 0,
  maxSearchVolume: null,
};
export const DEFAULT_OKL: OklSettings = {
  outlierMaxRelevancy: 0.3,
  outlierMaxRank: 30,
  outlierMinNumberWords: 1,
  outlierMinSearchVolume: 2000,
};

/** What one product's reverse-ASIN lookup says about one term. */
export interface TermObservation {
  term: string;
  searchVolume: number;
  organicRank: number | null;
  sponsoredRank: number | null;
}

export interface KeywordRowData {
  keyword: string;
  list: KeywordList;
  searchVolume: number;
  relevancy: number;
  wordCount: number;
  organicRanks: Record<string, number>;
  sponsoredRanks: Record<string, number>;
}

export function wordCount(term: string): number {
  return term.split(/\s+/).filter(Boolean).length;
}

/**
 * Merges every product's terms into keyword rows. Relevancy is the share of the niche's products
 * whose organic rank for the term is at most 45.
 */
export function mergeTerms(
  observations: Map<string, TermObservation[]>,
): Omit<KeywordRowData, 'list'>[] {
  const products = observations.size;
  const byTerm = new Map<
    string,
    Omit<KeywordRowData, 'list' | 'relevancy'> & { relevant: number }
  >();
  for (const [asin, terms] of observations) {
    for (const t of terms) {
      let row = byTerm.get(t.term);
      if (!row) {
        row = {
          keyword: t.term,
          searchVolume: t.searchVolume,
          wordCount: wordCount(t.term),
          organicRanks: {},
          sponsoredRanks: {},
          relevant: 0,
        };
        byTerm.set(t.term, row);
      }
      if (t.organicRank !== null && t.organicRank <= 100) {
        row.organicRanks[asin] = t.organicRank;
        if (t.organicRank <= MAX_RELEVANT_RANK) row.relevant++;
      }
      if (t.sponsoredRank !== null) row.sponsoredRanks[asin] = t.sponsoredRank;
    }
  }
  return [...byTerm.values()].map(({ relevant, ...row }) => ({
    ...row,
    relevancy: products ? relevant / products : 0,
  }));
}

/**
 * What the lists are decided from: a keyword's figures with either its ranks or, read by the
 * database, the best of them.
 */
export type ListFacts = Pick<
  KeywordRowData,
  'keyword' | 'searchVolume' | 'relevancy' | 'wordCount'
> &
  ({ organicRanks: Record<string, number> } | { bestRank: number | null });

/** The best rank any product of the niche has for the row. */
function bestRank(row: ListFacts): number {
  if ('bestRank' in row) return row.bestRank ?? Number.POSITIVE_INFINITY;
  const ranks = Object.values(row.organicRanks);
  return ranks.length ? Math.min(...ranks) : Number.POSITIVE_INFINITY;
}

export function inMkl(row: ListFacts, mkl: MklSettings): boolean {
  return (
    row.relevancy >= mkl.minRelevancy &&
    row.searchVolume >= mkl.minSearchVolume &&
    (mkl.maxSearchVolume === null || row.searchVolume <= mkl.maxSearchVolume)
  );
}

/** A high-volume term few products rank for, but at least one ranks well. */
export function isOutlier(row: ListFacts, okl: OklSettings): boolean {
  return (
    row.relevancy <= okl.outlierMaxRelevancy &&
    bestRank(row) <= okl.outlierMaxRank &&
    row.wordCount >= okl.outlierMinNumberWords &&
    row.searchVolume >= okl.outlierMinSearchVolume
  );
}

/**
 * What a niche's settings add to the thresholds: outliers or the residue shown in the master list,
 * and keywords excluded from it, exactly or by a phrase they contain (docs/metrics.md).
 */
export interface ListChoices {
  residueIncludedInMkl: boolean;
  outliersIncludedInMkl: boolean;
  /** Normalized (`normalizeKeyword`) keywords and phrases. */
  excludedKeywords: readonly string[];
  excludedPhrases: readonly string[];
}

export const DEFAULT_CHOICES: ListChoices = {
  residueIncludedInMkl: false,
  outliersIncludedInMkl: false,
  excludedKeywords: [],
  excludedPhrases: [],
};

/** A keyword as exclusions match it: lower case, spaces trimmed and collapsed. */
export function normalizeKeyword(keyword: string): string {
  return keyword.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Whether the phrase occurs in the keyword as whole words ("garlic press" in "a garlic press"). */
export function containsPhrase(keyword: string, phrase: string): boolean {
  return ` ${normalizeKeyword(keyword)} `.includes(` ${phrase} `);
}

/** Whether the choices exclude the keyword: named exactly, or containing an excluded phrase. */
export function exclusionTest(choices: ListChoices): (keyword: string) => boolean {
  const exact = new Set(choices.excludedKeywords);
  const phrases = choices.excludedPhrases.map((p) => ` ${p} `);
  if (!exact.size && !phrases.length) return () => false;
  return (keyword) => {
    const k = normalizeKeyword(keyword);
    if (exact.has(k)) return true;
    const padded = ` ${k} `;
    return phrases.some((p) => padded.includes(p));
  };
}

/**
 * The list a keyword is on: the master list when it passes the MKL thresholds, else an outlier
 * when it passes the OKL ones, else the residue. Included outliers and residue join the master
 * list; an excluded keyword never does (it stays an outlier, or goes to the residue).
 */
export function listOf(
  row: ListFacts,
  mkl: MklSettings,
  okl: OklSettings,
  choices: ListChoices,
  excluded: (keyword: string) => boolean = exclusionTest(choices),
): KeywordList {
  const base: KeywordList = inMkl(row, mkl) ? 'mkl' : isOutlier(row, okl) ? 'outlier' : 'residue';
  if (excluded(row.keyword)) return base === 'mkl' ? 'residue' : base;
  if (base === 'outlier' && choices.outliersIncludedInMkl) return 'mkl';
  if (base === 'residue' && choices.residueIncludedInMkl) return 'mkl';
  return base;
}

/** Master list first, then outliers from what is left, and the residue is everything else. */
export function classify(
  rows: Omit<KeywordRowData, 'list'>[],
  mkl: MklSettings = DEFAULT_MKL,
  okl: OklSettings = DEFAULT_OKL,
  choices: ListChoices = DEFAULT_CHOICES,
): KeywordRowData[] {
  const excluded = exclusionTest(choices);
  return rows
    .map((row) => ({ ...row, list: listOf(row, mkl, okl, choices, excluded) }))
    .sort((a, b) => b.searchVolume - a.searchVolume || a.keyword.localeCompare(b.keyword));
}

/**
 * The hero keyword names the niche: of the master list, the term that best combines search volume
 * with how many products rank for it (volume times relevancy squared), shortest on a tie.
 */
export function heroKeyword(rows: KeywordRowData[]): string | null {
  let best: KeywordRowData | null = null;
  let bestScore = -1;
  for (const row of rows) {
    if (row.list !== 'mkl') continue;
    const score = row.searchVolume * row.relevancy ** 2;
    if (
      score > bestScore ||
      (score === bestScore && best && row.keyword.length < best.keyword.length)
    ) {
      best = row;
      bestScore = score;
    }
  }
  return best?.keyword ?? null;
}

/**
 * Each product's strength in the niche: the share of the master list's search volume for which it
 * ranks at most 45. 0.8 or more is a very strong competitor. One pass over the rows for every
 * product (a row's ranks are read once, not once per product).
 */
export function productStrengths(
  asins: readonly string[],
  rows: readonly Pick<KeywordRowData, 'list' | 'searchVolume' | 'organicRanks'>[],
): Map<string, number> {
  const held = new Map<string, number>(asins.map((asin) => [asin, 0]));
  let total = 0;
  for (const row of rows) {
    if (row.list !== 'mkl') continue;
    total += row.searchVolume;
    for (const asin in row.organicRanks) {
      const sum = held.get(asin);
      if (sum !== undefined && row.organicRanks[asin]! <= MAX_RELEVANT_RANK)
        held.set(asin, sum + row.searchVolume);
    }
  }
  for (const [asin, sum] of held) held.set(asin, total ? sum / total : 0);
  return held;
}

export interface KeywordMetrics {
  numKeywords: number;
  totalSvOfKeywords: number;
  numVisibleKeywords: number;
  totalSvOfVisibleKeywords: number;
  numRelevantKeywords: number;
  numLaunchKeywords: number;
}

export function keywordMetrics(rows: KeywordRowData[]): KeywordMetrics {
  const mkl = rows.filter((r) => r.list === 'mkl');
  const sum = (list: KeywordRowData[]) => list.reduce((s, r) => s + r.searchVolume, 0);
  return {
    numKeywords: rows.length,
    totalSvOfKeywords: sum(rows),
    numVisibleKeywords: mkl.length,
    totalSvOfVisibleKeywords: sum(mkl),
    numRelevantKeywords: mkl.filter((r) => r.relevancy >= RELEVANT_KEYWORD_RELEVANCY).length,
    numLaunchKeywords: mkl.filter(
      (r) => r.searchVolume >= LAUNCH_SV_MIN && r.searchVolume <= LAUNCH_SV_MAX,
    ).length,
  };
}
