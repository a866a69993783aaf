import type { MarketplaceTld } from '../marketplaces';
import { createWordReader } from './words';

/** A keyword with the search volume its roots add up. */
export interface VolumeKeyword {
  keyword: string;
  searchVolume: number;
}

/** One root of a keyword list (docs/metrics.md "Keyword roots"). */
export interface KeywordRoot {
  /** The root as shown: the spelling of its highest-volume keyword. */
  root: string;
  /** The normalized root: its stems, separated by a space. */
  key: string;
  /** 1 for a single word, 2 for a two-word phrase. */
  wordCount: 1 | 2;
  /** Sum of the search volume of the keywords containing the root. */
  broadSearchVolume: number;
  /** broadSearchVolume over the list's total search volume (0 to 1). */
  broadSearchVolumeRatio: number;
  keywordCount: number;
  /** The keywords containing the root, highest search volume first. */
  keywords: string[];
}

export interface KeywordRoots {
  /** Search volume of the whole list: what each ratio is taken of. */
  totalSearchVolume: number;
  keywordCount: number;
  /** Highest broad search volume first; then more keywords; then the root's text. */
  roots: KeywordRoot[];
}

interface Building {
  key: string;
  wordCount: 1 | 2;
  volume: number;
  keywords: VolumeKeyword[];
  /** The spelling of the root in its highest-volume keyword, with that volume. */
  shown: string;
  shownVolume: number;
}

/**
 * Collapses a keyword list into its normalized roots: every word (stop words aside) and every two
 * neighbouring words of a keyword is a root of it, compared by their stems, so "dog beds" and
 * "dog bed" share the roots "dog", "bed" and "dog bed". A keyword counts once for each root it
 * contains, however often the root occurs in it. Words are stemmed in the marketplace's language.
 */
export function keywordRoots(
  keywords: readonly VolumeKeyword[],
  tld?: MarketplaceTld,
): KeywordRoots {
  const read = createWordReader(tld);
  const roots = new Map<string, Building>();
  let total = 0;
  const add = (key: string, wordCount: 1 | 2, shown: string, keyword: VolumeKeyword) => {
    let root = roots.get(key);
    if (!root) {
      root = { key, wordCount, volume: 0, keywords: [], shown, shownVolume: -1 };
      roots.set(key, root);
    }
    root.volume += keyword.searchVolume;
    root.keywords.push(keyword);
    if (keyword.searchVolume > root.shownVolume) {
      root.shown = shown;
      root.shownVolume = keyword.searchVolume;
    }
  };
  for (const keyword of keywords) {
    total += keyword.searchVolume;
    const { words, stems } = read(keyword.keyword);
    const seen = new Set<string>();
    for (let i = 0; i < stems.length; i++) {
      const single = stems[i]!;
      if (!seen.has(single)) {
        seen.add(single);
        add(single, 1, words[i]!, keyword);
      }
      if (i + 1 < stems.length) {
        const pair = `${single} ${stems[i + 1]!}`;
        if (!seen.has(pair)) {
          seen.add(pair);
          add(pair, 2, `${words[i]!} ${words[i + 1]!}`, keyword);
        }
      }
    }
  }
  const result: KeywordRoot[] = [];
  for (const root of roots.values()) {
    result.push({
      root: root.shown,
      key: root.key,
      wordCount: root.wordCount,
      broadSearchVolume: root.volume,
      broadSearchVolumeRatio: total > 0 ? root.volume / total : 0,
      keywordCount: root.keywords.length,
      keywords: [...root.keywords]
        .sort((a, b) => b.searchVolume - a.searchVolume || compareText(a.keyword, b.keyword))
        .map((k) => k.keyword),
    });
  }
  result.sort(
    (a, b) =>
      b.broadSearchVolume - a.broadSearchVolume ||
      b.keywordCount - a.keywordCount ||
      compareText(a.root, b.root),
  );
  return { totalSearchVolume: total, keywordCount: keywords.length, roots: result };
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
