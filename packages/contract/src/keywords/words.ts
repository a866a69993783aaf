import { stemmer as dutch } from '@orama/stemmers/dutch';
import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as german } from '@orama/stemmers/german';
import { stemmer as italian } from '@orama/stemmers/italian';
import { stemmer as spanish } from '@orama/stemmers/spanish';
import { stemmer as english } from 'stemmer';
import { marketplace, type MarketplaceTld } from '../marketplaces';
import { stopWordsOf } from './stop-words';

/**
 * The words of a keyword as the root and spelling rules compare them (docs/metrics.md "Keyword
 * roots"): lower case, split on anything that is not a letter or a digit (so hyphens and
 * punctuation separate words), apostrophes dropped ("men's" is "mens"), and each word reduced to
 * its stem in the marketplace's language: the Porter stemmer of the `stemmer` package for English
 * ("presses" and "press" are "press"), the Snowball stemmers of `@orama/stemmers` for German,
 * French, Spanish, Italian and Dutch ("knoblauchpressen" and "knoblauchpresse" are
 * "knoblauchpress"). Japanese is written without spaces: its words are found by `Intl.Segmenter`
 * and kept as they are. Stop words are those of the same language (`stop-words.ts`). Without a
 * marketplace, keywords are read as English.
 */

type Stemmer = (word: string) => string;

const STEMMERS: Record<string, Stemmer> = {
  en: english,
  de: german,
  fr: french,
  es: spanish,
  it: italian,
  nl: dutch,
  ja: (word) => word,
};

const languageOf = (tld: MarketplaceTld | undefined): string =>
  tld ? marketplace(tld).locale.split('-')[0]! : 'en';

const APOSTROPHES = /['\u2019`]/g;
const SEPARATORS = /[^\p{L}\p{N}]+/u;

let japaneseWords: Intl.Segmenter | undefined;

/** The words of a keyword, lower case, in order (stop words kept). */
export function tokenize(keyword: string, tld?: MarketplaceTld): string[] {
  const text = keyword.normalize('NFKC').toLowerCase().replace(APOSTROPHES, '');
  if (languageOf(tld) === 'ja') {
    japaneseWords ??= new Intl.Segmenter('ja', { granularity: 'word' });
    return [...japaneseWords.segment(text)]
      .filter((part) => part.isWordLike)
      .flatMap((part) => part.segment.split(SEPARATORS))
      .filter((word) => word.length > 0);
  }
  return text.split(SEPARATORS).filter((word) => word.length > 0);
}

/**
 * A word's stem in the marketplace's language (English without one); digits and words of one or
 * two letters are kept as they are.
 */
export function stemWord(word: string, tld?: MarketplaceTld): string {
  if (word.length < 3 || /\d/.test(word)) return word;
  return (STEMMERS[languageOf(tld)] ?? english)(word);
}

/** A keyword's words with their stems, stop words left out (unless the keyword is only those). */
export interface KeywordWords {
  /** The words as typed (lower case). */
  words: string[];
  /** Their stems, one per word. */
  stems: string[];
}

/**
 * Splits and stems keywords of a marketplace (English without one), remembering each word's stem:
 * one list of a thousand keywords has a few hundred distinct words.
 */
export function createWordReader(tld?: MarketplaceTld): (keyword: string) => KeywordWords {
  const stems = new Map<string, string>();
  const stemOf = (word: string) => {
    let stem = stems.get(word);
    if (stem === undefined) {
      stem = stemWord(word, tld);
      stems.set(word, stem);
    }
    return stem;
  };
  const stopWords = stopWordsOf(languageOf(tld));
  return (keyword) => {
    const all = tokenize(keyword, tld);
    const kept = all.filter((word) => !stopWords.has(word));
    const words = kept.length > 0 ? kept : all;
    return { words, stems: words.map(stemOf) };
  };
}
