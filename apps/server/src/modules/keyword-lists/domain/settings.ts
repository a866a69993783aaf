import {
  median,
  type KeywordList,
  type KeywordSettingsPreview,
  type KeywordSettingsValues,
  type KeywordVolume,
  type MklSettings,
} from '@fathom/contract';
import {
  containsPhrase,
  DEFAULT_CHOICES,
  exclusionTest,
  keywordMetrics,
  listOf,
  normalizeKeyword,
  productStrengths,
  type KeywordMetrics,
  type KeywordRowData,
  type ListChoices,
  type ListFacts,
  type MklSettings as MklRules,
  type OklSettings as OklRules,
} from '../../niche-math/domain/keyword-lists';
import { pipelineFigures, type PipelineFigures } from '../../niche-math/domain/pipeline-figures';

/** The rules of docs/metrics.md "Keyword list settings", from the settings as saved. */
export interface ListRules {
  mkl: MklRules;
  okl: OklRules;
  choices: ListChoices;
}

export function rulesOf({ mklSettings: m, oklSettings: o }: KeywordSettingsValues): ListRules {
  return {
    mkl: {
      minRelevancy: m.minRelevancy,
      minSearchVolume: m.minSearchVolume,
      maxSearchVolume: m.maxSearchVolume,
    },
    okl: {
      outlierMaxRelevancy: o.outlierMaxRelevancy,
      outlierMaxRank: o.outlierMaxRank,
      outlierMinNumberWords: o.outlierMinNumberWords,
      outlierMinSearchVolume: o.outlierMinSearchVolume,
    },
    choices: {
      residueIncludedInMkl: m.residueIncludedInMkl,
      outliersIncludedInMkl: o.keywordsIncludedInMkl,
      excludedKeywords: m.excludedKeywords,
      excludedPhrases: m.excludedPhrases,
    },
  };
}

/** A keyword's facts, and whether it was added by hand. */
type Facts = ListFacts & { manual?: boolean };

/**
 * The list of a keyword under the rules: a keyword added by hand is on the master list unless an
 * exclusion names it; any other by the dive's rule (`listOf`).
 */
export function listUnder(rules: ListRules): (row: Facts) => KeywordList {
  const { mkl, okl, choices } = rules;
  const excluded = exclusionTest(choices);
  return (row) =>
    row.manual && !excluded(row.keyword) ? 'mkl' : listOf(row, mkl, okl, choices, excluded);
}

const volume = (rows: { searchVolume: number }[]): KeywordVolume => ({
  keywords: rows.length,
  searchVolume: rows.reduce((sum, r) => sum + r.searchVolume, 0),
});

const visibleUnder = (settings: KeywordSettingsValues) => {
  const list = listUnder(rulesOf(settings));
  return (row: Facts) => list(row) === 'mkl';
};

/**
 * What new settings would keep in the visible list (the MKL) and hide, against the saved ones:
 * both sort the same keywords by the same rule, so the current list is the saved settings' list.
 * `sorted`, when the caller sorted the rows under the new settings already (a save), is each
 * row's new list in the rows' order, and the rows are not sorted under them a second time.
 */
export function preview(
  rows: Facts[],
  saved: KeywordSettingsValues,
  next: KeywordSettingsValues,
  sorted?: readonly { list: KeywordList }[],
): KeywordSettingsPreview {
  const isNow = visibleUnder(saved);
  const willBe = sorted ? (_: Facts, at: number) => sorted[at]!.list === 'mkl' : visibleUnder(next);
  const current: Facts[] = [];
  const visible: Facts[] = [];
  const hidden: Facts[] = [];
  const shown: Facts[] = [];
  const removed: Facts[] = [];
  rows.forEach((row, at) => {
    const now = isNow(row);
    const then = willBe(row, at);
    if (now) current.push(row);
    (then ? visible : hidden).push(row);
    if (then && !now) shown.push(row);
    if (now && !then) removed.push(row);
  });
  return {
    total: volume(rows),
    current: volume(current),
    visible: volume(visible),
    hidden: volume(hidden),
    shown: volume(shown),
    removed: volume(removed),
  };
}

/** The MKL settings with what each exclusion hides in the latest dive (spec §3). */
export function withExclusionFigures(
  settings: KeywordSettingsValues,
  rows: Pick<ListFacts, 'keyword' | 'searchVolume'>[],
): MklSettings {
  const m = settings.mklSettings;
  const byKeyword = new Map(rows.map((r) => [normalizeKeyword(r.keyword), r.searchVolume]));
  const phraseExclusions = m.excludedPhrases.map((phrase) => ({
    phrase,
    ...figures(rows.filter((r) => containsPhrase(r.keyword, phrase))),
  }));
  const anyPhrase = exclusionTest({ ...DEFAULT_CHOICES, excludedPhrases: m.excludedPhrases });
  const total = figures(rows.filter((r) => anyPhrase(r.keyword)));
  return {
    ...m,
    keywordExclusions: m.excludedKeywords.map((keyword) => ({
      keyword,
      searchVolume: byKeyword.get(keyword) ?? 0,
    })),
    phraseExclusions,
    totalPhraseExclusionSearchVolume: total.searchVolume,
    totalPhraseExclusionKeywordsCount: total.keywordsCount,
  };
}

function figures(rows: { searchVolume: number }[]) {
  const v = volume(rows);
  return { searchVolume: v.searchVolume, keywordsCount: v.keywords };
}

export interface CompetitorFacts {
  asin: string;
  monthlySales: number;
  monthlyRevenueCents: number;
}

/** Everything a save changes: each keyword's list, each competitor's strength, the niche's figures. */
export interface Recomputed {
  /** Each keyword's list, in the order of the rows recomputed. */
  lists: { keyword: string; list: KeywordList }[];
  strengths: { asin: string; strength: number }[];
  figures: KeywordMetrics & PipelineFigures & { competitionStrength: number | null };
}

/**
 * The latest dive's lists under the settings, and every figure that depends on the visible list,
 * by the same rules as a dive (niche-math/domain): keyword counts and volumes, relevant and launch
 * keywords, each product's strength, competition strength and the pipeline figures.
 */
export function recompute(
  rows: (Omit<KeywordRowData, 'list' | 'sponsoredRanks'> & { manual?: boolean })[],
  competitors: CompetitorFacts[],
  settings: KeywordSettingsValues,
): Recomputed {
  // The lists' order does not matter here: each keyword is sorted into its list, not sorted.
  const list = listUnder(rulesOf(settings));
  const classified = rows.map((r) => ({
    ...r,
    sponsoredRanks: {},
    list: list(r),
  }));
  const strengthOf = productStrengths(
    competitors.map((c) => c.asin),
    classified,
  );
  const strengths = competitors.map((c) => ({ ...c, strength: strengthOf.get(c.asin)! }));
  return {
    lists: classified.map((r) => ({ keyword: r.keyword, list: r.list })),
    strengths: strengths.map(({ asin, strength }) => ({ asin, strength })),
    figures: {
      ...keywordMetrics(classified),
      competitionStrength: median(strengths.map((s) => s.strength)),
      ...pipelineFigures(classified, strengths),
    },
  };
}
