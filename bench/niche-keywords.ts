/** The keywords of a bench niche, the same for every run of a seed. */
import { DEFAULT_KEYWORD_SETTINGS, type KeywordSettingsValues } from '@fathom/contract';
import { classify, mergeTerms } from '../apps/server/src/modules/niche-math/domain/keyword-lists';
import { random } from './stats';

const KEYWORDS = 1_000;

/** 1,000 terms seen by `asins`, merged and sorted into lists as a dive does. */
export function nicheKeywords(asins: string[], seed: number) {
  const next = random(seed);
  const words = ['steel', 'easy', 'kitchen', 'heavy duty', 'mincer', 'crusher', 'rocker'];
  const terms = Array.from({ length: KEYWORDS }, (_, i) => ({
    term: `garlic press ${words[i % words.length]} ${i}`,
    searchVolume: 100 + Math.floor(next() ** 3 * 60_000),
    share: next(),
  }));
  const observations = new Map(
    asins.map((asin) => [
      asin,
      terms.flatMap((t) =>
        next() < t.share
          ? [
              {
                term: t.term,
                searchVolume: t.searchVolume,
                organicRank: 1 + Math.floor(next() * 100),
                sponsoredRank: next() < 0.05 ? 1 + Math.floor(next() * 20) : null,
              },
            ]
          : [],
      ),
    ]),
  );
  return classify(mergeTerms(observations));
}

/** Settings a user would try one after another: volumes, relevancy, exclusions, inclusions. */
export function settingsFor(run: number): KeywordSettingsValues {
  const { mklSettings, oklSettings } = DEFAULT_KEYWORD_SETTINGS;
  return {
    mklSettings: {
      ...mklSettings,
      minRelevancy: [0.3, 0.2, 0.4][run % 3]!,
      minSearchVolume: (run % 5) * 400,
      maxSearchVolume: run % 4 === 0 ? 40_000 : null,
      excludedKeywords:
        run % 2 ? [`garlic press steel ${run}`, `garlic press easy ${run + 1}`] : [],
      excludedPhrases: run % 3 === 0 ? ['heavy duty', `rocker ${run}`] : [],
      residueIncludedInMkl: run % 7 === 0,
    },
    oklSettings: { ...oklSettings, keywordsIncludedInMkl: run % 2 === 0 },
  };
}
