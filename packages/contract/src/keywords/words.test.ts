import { describe, expect, it } from 'vitest';
import { keywordRoots } from './roots';
import { spellingGroups } from './spellings';
import { stemWord, tokenize } from './words';

const rootsOf = (keywords: string[], tld?: Parameters<typeof keywordRoots>[1]) =>
  keywordRoots(
    keywords.map((keyword, i) => ({ keyword, searchVolume: 100 - i })),
    tld,
  ).roots.map((r) => [r.root, r.keywordCount]);

describe('words in the marketplace language', () => {
  it('stems the words of each European marketplace by its own language', () => {
    expect(['knoblauchpresse', 'knoblauchpressen'].map((w) => stemWord(w, 'de'))).toEqual([
      'knoblauchpress',
      'knoblauchpress',
    ]);
    expect(['presse', 'presses'].map((w) => stemWord(w, 'fr'))).toEqual(['press', 'press']);
    expect(['prensa', 'prensas'].map((w) => stemWord(w, 'es'))).toEqual(['prens', 'prens']);
    expect(['prensa', 'prensas'].map((w) => stemWord(w, 'com.mx'))).toEqual(['prens', 'prens']);
    expect(['spremiaglio', 'spremiagli'].map((w) => stemWord(w, 'it'))).toEqual([
      'spremiagl',
      'spremiagl',
    ]);
    expect(['lamp', 'lampen'].map((w) => stemWord(w, 'nl'))).toEqual(['lamp', 'lamp']);
  });

  it('keeps the English rule for English marketplaces and for no marketplace', () => {
    for (const tld of ['com', 'ca', 'co.uk', 'in', 'com.au'] as const)
      expect(stemWord('presses', tld)).toBe(stemWord('presses'));
    expect(stemWord('presses')).toBe('press');
    // The English rule leaves German plurals apart; the German one joins them.
    expect(rootsOf(['knoblauchpresse', 'knoblauchpressen'])).toEqual([
      ['knoblauchpresse', 1],
      ['knoblauchpressen', 1],
    ]);
    expect(rootsOf(['knoblauchpresse', 'knoblauchpressen'], 'de')).toEqual([
      ['knoblauchpresse', 2],
    ]);
  });

  it('finds the words of Japanese keywords, which have no spaces', () => {
    expect(tokenize('ガーリックプレス ステンレス製', 'co.jp')).toEqual([
      'ガーリック',
      'プレス',
      'ステンレス',
      '製',
    ]);
    expect(tokenize('ガーリックプレス')).toEqual(['ガーリックプレス']);
    expect(rootsOf(['ガーリックプレス', 'ガーリックプレス ステンレス'], 'co.jp')).toContainEqual([
      'ガーリック',
      2,
    ]);
  });

  it('groups spellings by the stems of the language', () => {
    const keywords = [
      { keyword: 'presse ail', searchVolume: 50 },
      { keyword: 'presses ail', searchVolume: 20 },
    ];
    expect(spellingGroups(keywords, new Map(), 'fr').map((g) => g.keywords.length)).toEqual([2]);
  });
});
