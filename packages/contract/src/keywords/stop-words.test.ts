import { describe, expect, it } from 'vitest';
import type { MarketplaceTld } from '../marketplaces';
import { spellingGroups } from './spellings';
import { STOP_WORDS_BY_LANGUAGE, stopWordsOf } from './stop-words';

/** The sizes of the spelling groups the keywords make in a marketplace, largest first. */
const groups = (keywords: string[], tld: MarketplaceTld) =>
  spellingGroups(
    keywords.map((keyword) => ({ keyword, searchVolume: 10 })),
    new Map(),
    tld,
  )
    .map((g) => g.keywords.length)
    .sort((a, b) => b - a);

describe('stop words by marketplace', () => {
  it('leaves out the articles and prepositions of the marketplace’s language', () => {
    expect(groups(['knoblauchpresse für die küche', 'knoblauchpresse küche'], 'de')).toEqual([2]);
    expect(groups(['presse à ail', 'presse ail'], 'fr')).toEqual([2]);
    expect(groups(['prensa de ajo', 'prensa ajo'], 'es')).toEqual([2]);
    expect(groups(['prensa de ajo', 'prensa ajo'], 'com.mx')).toEqual([2]);
    expect(groups(['spremiaglio in acciaio', 'spremiaglio acciaio'], 'it')).toEqual([2]);
    expect(groups(['knoflookpers van rvs', 'knoflookpers rvs'], 'nl')).toEqual([2]);
    expect(groups(['コーヒー の 保存', 'コーヒー 保存'], 'co.jp')).toEqual([2]);
  });

  it('keeps words that change a search, and other languages’ words in English marketplaces', () => {
    expect(groups(['gourde sans bpa', 'gourde bpa'], 'fr')).toEqual([1, 1]);
    expect(groups(['trinkflasche ohne bpa', 'trinkflasche bpa'], 'de')).toEqual([1, 1]);
    expect(groups(['presse für ail', 'presse ail'], 'com')).toEqual([1, 1]);
    expect(groups(['garlic press for kitchen', 'garlic press kitchen'], 'com')).toEqual([2]);
  });

  it('has a list for every language a marketplace is read in, English for any other', () => {
    expect(Object.keys(STOP_WORDS_BY_LANGUAGE).sort()).toEqual(
      ['de', 'en', 'es', 'fr', 'it', 'ja', 'nl'].sort(),
    );
    expect(stopWordsOf('sv')).toBe(STOP_WORDS_BY_LANGUAGE.en);
  });
});
