import { describe, expect, it } from 'vitest';
import { isMisspelling, splitGroupKey, spellingGroups } from './spellings';

const kw = (keyword: string, searchVolume: number) => ({ keyword, searchVolume });
const members = (groups: ReturnType<typeof spellingGroups>) =>
  groups.map((g) => g.keywords.map((k) => k.keyword).sort());

describe('spelling groups', () => {
  it('groups plurals, word order, stop words, hyphens and spacing under the top keyword', () => {
    const groups = spellingGroups([
      kw('garlic press', 1000),
      kw('garlic presses', 300),
      kw('press for garlic', 100),
      kw('t-shirt', 500),
      kw('tshirt', 50),
      kw('t shirts', 40),
      kw('dog bed', 80),
    ]);
    expect(groups[0]).toMatchObject({
      canonical: 'garlic press',
      searchVolume: 1400,
      edited: false,
    });
    expect(members(groups)).toEqual([
      ['garlic press', 'garlic presses', 'press for garlic'],
      ['t shirts', 't-shirt', 'tshirt'],
      ['dog bed'],
    ]);
  });

  it('groups misspellings of longer words, the more searched spelling leading', () => {
    const groups = spellingGroups([
      kw('garlic press', 900),
      kw('galic press', 30),
      kw('gralic press', 20),
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.canonical).toBe('garlic press');
  });

  it('keeps short words and different first letters apart', () => {
    expect(isMisspelling('garlic', 'galic')).toBe(true);
    expect(isMisspelling('garlic', 'gralic')).toBe(true);
    expect(isMisspelling('shirt', 'skirt')).toBe(false);
    expect(isMisspelling('holder', 'folder')).toBe(false);
    expect(isMisspelling('holder', 'holders')).toBe(true);
    expect(isMisspelling('press', 'dress')).toBe(false);
    const groups = spellingGroups([kw('phone holder', 100), kw('phone folder', 90)]);
    expect(groups).toHaveLength(2);
  });

  it('takes a split keyword out of its group, the rest staying together', () => {
    const list = [kw('garlic press', 1000), kw('garlic presses', 300), kw('press garlic', 100)];
    const groups = spellingGroups(list, new Map([['garlic press', splitGroupKey('garlic press')]]));
    expect(members(groups)).toEqual([['garlic press'], ['garlic presses', 'press garlic']]);
    expect(groups.every((g) => g.edited)).toBe(true);
  });

  it('merges groups given one key, and new keywords follow their partners into the merge', () => {
    const merged = new Map([
      ['garlic press', 'merge:1'],
      ['garlic crusher', 'merge:1'],
    ]);
    const groups = spellingGroups(
      [kw('garlic press', 1000), kw('garlic crusher', 200), kw('garlic presses', 50)],
      merged,
    );
    expect(members(groups)).toEqual([['garlic crusher', 'garlic press', 'garlic presses']]);
    expect(groups[0]).toMatchObject({
      canonical: 'garlic press',
      searchVolume: 1250,
      edited: true,
    });
  });

  it('ignores decisions about keywords no longer in the list', () => {
    const groups = spellingGroups([kw('mat', 5)], new Map([['rug', 'merge:2']]));
    expect(groups).toEqual([
      { canonical: 'mat', searchVolume: 5, keywords: [kw('mat', 5)], edited: false },
    ]);
  });
});
