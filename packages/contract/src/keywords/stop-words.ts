/**
 * Stop words per language: words that do not change a search, dropped before keyword roots and
 * spellings are compared (docs/metrics.md "Keyword roots"). Each list keeps the same kinds of word
 * in its language: articles, "and" and "or", and the prepositions "for", "with", "in", "on", "at",
 * "of", "from", "to", "by", "as" (with their contractions: "im", "au", "del"); Japanese its
 * particles of the same roles. Every word is in its language's Snowball stop word list
 * (snowballstem.org, as published in `@orama/stopwords` 3.1.18); words that change a search
 * (negations such as "ohne", "sans", "sin", "zonder"; "under", "über") are left in the keyword.
 */
export const STOP_WORDS_BY_LANGUAGE: Readonly<Record<string, ReadonlySet<string>>> = {
  en: words('a an and as at by for from in of on or the to with'),
  de: words(
    'der die das den dem des ein eine einer eines einem einen und oder für mit in im an am auf aus bei von vom zu zum zur als',
  ),
  fr: words('le la les l un une des du de d et ou pour avec en dans à au aux sur par'),
  es: words('el la los las un una unos unas y o de del para con en a al por'),
  it: words('il lo la i gli le un uno una e o di del della dei delle per con in a al da su'),
  nl: words('de het een en of voor met in op aan van te uit bij als'),
  ja: words('の と や に で を は が へ から まで より'),
};

function words(list: string): ReadonlySet<string> {
  return new Set(list.split(' '));
}

/** The stop words of a language (its code: 'de'); English for a language without a list. */
export function stopWordsOf(language: string): ReadonlySet<string> {
  return STOP_WORDS_BY_LANGUAGE[language] ?? STOP_WORDS_BY_LANGUAGE.en!;
}
