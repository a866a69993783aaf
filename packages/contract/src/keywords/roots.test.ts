import { describe, expect, it } from 'vitest';
import { keywordRoots } from './roots';
import { tokenize } from './words';

const list = [
  { keyword: 'garlic press', searchVolume: 1000 },
  { keyword: 'garlic presses', searchVolume: 300 },
  { keyword: 'stainless steel garlic press', searchVolume: 200 },
  { keyword: 'press for garlic', searchVolume: 100 },
  { keyword: 'garlic peeler', searchVolume: 400 },
];

const rootOf = (key: string) => keywordRoots(list).roots.find((r) => r.key === key);

describe('keyword roots', () => {
  it('sums the search volume of every keyword containing a word root, plural or not', () => {
    expect(rootOf('press')).toMatchObject({
      root: 'press',
      wordCount: 1,
      broadSearchVolume: 1600,
      keywordCount: 4,
      keywords: [
        'garlic press',
        'garlic presses',
        'stainless steel garlic press',
        'press for garlic',
      ],
    });
    expect(rootOf('garlic')!.broadSearchVolume).toBe(2000);
    expect(rootOf('garlic')!.broadSearchVolumeRatio).toBe(1);
  });

  it('makes two-word roots of neighbouring words, stop words left out', () => {
    expect(rootOf('garlic press')).toMatchObject({ broadSearchVolume: 1500, keywordCount: 3 });
    expect(rootOf('press garlic')).toMatchObject({ keywords: ['press for garlic'] });
    expect(rootOf('for')).toBeUndefined();
    expect(rootOf('stainless steel')!.broadSearchVolumeRatio).toBeCloseTo(0.1);
  });

  it('shows a root as its highest-volume keyword spells it, highest broad volume first', () => {
    const { roots, totalSearchVolume, keywordCount } = keywordRoots(list);
    expect(totalSearchVolume).toBe(2000);
    expect(keywordCount).toBe(5);
    expect(roots[0]!.root).toBe('garlic');
    expect(roots.map((r) => r.broadSearchVolume)).toEqual(
      [...roots.map((r) => r.broadSearchVolume)].sort((a, b) => b - a),
    );
    const presses = keywordRoots([
      { keyword: 'garlic presses', searchVolume: 50 },
      { keyword: 'press', searchVolume: 10 },
    ]);
    expect(presses.roots.find((r) => r.key === 'press')!.root).toBe('presses');
  });

  it('counts a keyword once per root even when the word repeats', () => {
    const { roots } = keywordRoots([{ keyword: 'press press', searchVolume: 10 }]);
    expect(roots.find((r) => r.key === 'press')).toMatchObject({
      broadSearchVolume: 10,
      keywordCount: 1,
    });
  });

  it('answers no roots and no ratio for an empty list', () => {
    expect(keywordRoots([])).toEqual({ totalSearchVolume: 0, keywordCount: 0, roots: [] });
    const zero = keywordRoots([{ keyword: 'mat', searchVolume: 0 }]);
    expect(zero.roots[0]!.broadSearchVolumeRatio).toBe(0);
  });

  it('splits words on hyphens and punctuation, and drops apostrophes', () => {
    expect(tokenize("Men's T-Shirt, XL")).toEqual(['mens', 't', 'shirt', 'xl']);
  });
});
