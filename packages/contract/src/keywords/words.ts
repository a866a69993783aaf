import { stemmer } from 'stemmer';

/**
 * The words of a keyword as the root and spelling rules compare them (docs/metrics.md "Keyword
 * roots"): lower case, split on anything that is not a letter or a digit (so hyphens and
 * punctuation separate words), apostrophes dropped ("men's" is "mens"), and each word reduced to
 * its stem by the Porter stemmer of the `stemmer` package ("presses" and "press" are "press").
 */

/** Words that do not change a search: dropped before roots and spellings are compared. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'from',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

const APOSTROPHES = /['\u2019`]/g;
const SEPARATORS = /[^\p{L}\p{N}]+/u;

/** The words of a keyword, lower case, in order (stop words kept). */
export function tokenize(keyword: string): string[] {
  return keyword
    .normalize('NFKC')
    .toLowerCase()
    .replace(APOSTROPHES, '')
    .split(SEPARATORS)
    .filter((word) => word.length > 0);
}

/** A word's stem; digits and words of one or two letters are kept as they are. */
export function stemWord(word: string): string {
  return word.length < 3 || /\d/.test(word) ? word : stemmer(word);
}

/** A keyword's words with their stems, stop words left out (unless the keyword is only those). */
export interface KeywordWords {
  /** The words as typed (lower case). */
  words: string[];
  /** Their stems, one per word. */
  stems: string[];
}

/**
 * Splits and stems keywords, remembering each word's stem: one list of a thousand keywords has a
 * few hundred distinct words.
 */
export function createWordReader(): (keyword: string) => KeywordWords {
  const stems = new Map<string, string>();
  const stemOf = (word: string) => {
    let stem = stems.get(word);
    if (stem === undefined) {
      stem = stemWord(word);
      stems.set(word, stem);
    }
    return stem;
  };
  return (keyword) => {
    const all = tokenize(keyword);
    const kept = all.filter((word) => !STOP_WORDS.has(word));
    const words = kept.length > 0 ? kept : all;
    return { words, stems: words.map(stemOf) };
  };
}
