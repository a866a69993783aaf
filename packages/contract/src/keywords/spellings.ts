import type { MarketplaceTld } from '../marketplaces';
import type { VolumeKeyword } from './roots';
import { createWordReader } from './words';

/**
 * The normalizer's rule (docs/metrics.md "Keyword spellings"): keywords that are the same search
 * spelled differently form one group. Two keywords are the same search when, after the shared word
 * rule (`words.ts`: lower case, hyphens and punctuation split words, stop words dropped, Porter
 * stems) and misspelled words replaced by their likely spelling:
 * - they have the same stems in any order (singular and plural, word order, stop words, hyphens), or
 * - they are the same letters once spaces and hyphens are taken out ("t shirt", "tshirt").
 * A word is taken for a misspelling of another when both are letters only, start with the same
 * letter, the longer has at least 6 letters and the shorter at least 5, and one letter dropped,
 * added, changed or two neighbours swapped turns one into the other; the one searched less is the
 * misspelling. Groups are then shaped by the user's decisions (`GroupDecisions`).
 */

/** Longer and shorter word lengths from which a one-letter difference is read as a misspelling. */
export const MISSPELLING_MIN_LONGER = 6;
export const MISSPELLING_MIN_SHORTER = 5;

/**
 * The user's decisions, keyword to group key: keywords with the same key are one group, whatever
 * the rule says. `splitGroupKey` keeps a keyword alone; a merge gives every member one new key.
 */
export type GroupDecisions = ReadonlyMap<string, string>;

export const splitGroupKey = (keyword: string) => `split:${keyword}`;
export const isMergeGroupKey = (key: string) => key.startsWith('merge:');

export interface SpellingGroup {
  /** The group's highest-volume keyword: the spelling it is shown by. */
  canonical: string;
  /** Sum of its keywords' search volume. */
  searchVolume: number;
  /** Highest search volume first. */
  keywords: VolumeKeyword[];
  /** Shaped by a user's split or merge rather than by the rule alone. */
  edited: boolean;
}

/**
 * Groups a keyword list by spelling, words stemmed in the marketplace's language; highest summed
 * search volume first.
 */
export function spellingGroups(
  keywords: readonly VolumeKeyword[],
  decisions: GroupDecisions = new Map(),
  tld?: MarketplaceTld,
): SpellingGroup[] {
  const read = createWordReader(tld);
  const words = keywords.map((k) => read(k.keyword));
  const spelled = spellingOf(words, keywords);
  const sets = new UnionFind(keywords.length);
  const firstByKey = new Map<string, number>();
  const join = (key: string, index: number) => {
    const first = firstByKey.get(key);
    if (first === undefined) firstByKey.set(key, index);
    else sets.union(first, index);
  };
  words.forEach((w, index) => {
    const stems = w.stems.map((stem) => spelled.get(stem) ?? stem);
    join(`o:${[...stems].sort().join(' ')}`, index);
    join(`c:${w.words.join('')}`, index);
    join(`c:${stems.join('')}`, index);
  });

  const auto = new Map<number, number[]>();
  keywords.forEach((_, index) => {
    const root = sets.find(index);
    const members = auto.get(root);
    if (members) members.push(index);
    else auto.set(root, [index]);
  });

  const final = new Map<string, { members: number[]; edited: boolean }>();
  const place = (key: string, index: number, edited: boolean) => {
    const group = final.get(key);
    if (group) {
      group.members.push(index);
      group.edited ||= edited;
    } else final.set(key, { members: [index], edited });
  };
  for (const [root, members] of auto) {
    const decided = members.filter((i) => decisions.has(keywords[i]!.keyword));
    const keys = new Set(decided.map((i) => decisions.get(keywords[i]!.keyword)!));
    const [only] = keys;
    // Keywords nobody decided about follow their partners into a merge, if all went to one.
    const freeKey = keys.size === 1 && isMergeGroupKey(only!) ? only! : `auto:${root}`;
    for (const index of members) {
      const key = decisions.get(keywords[index]!.keyword);
      if (key !== undefined) place(key, index, true);
      else place(freeKey, index, decided.length > 0);
    }
  }

  const groups: SpellingGroup[] = [];
  for (const { members, edited } of final.values()) {
    const list = members
      .map((i) => keywords[i]!)
      .sort((a, b) => b.searchVolume - a.searchVolume || compareText(a.keyword, b.keyword));
    groups.push({
      canonical: list[0]!.keyword,
      searchVolume: list.reduce((sum, k) => sum + k.searchVolume, 0),
      keywords: list.map(({ keyword, searchVolume }) => ({ keyword, searchVolume })),
      edited,
    });
  }
  return groups.sort(
    (a, b) =>
      b.searchVolume - a.searchVolume ||
      b.keywords.length - a.keywords.length ||
      compareText(a.canonical, b.canonical),
  );
}

/**
 * Each misspelled stem with the stem it stands for (the most searched of its close spellings).
 * Close pairs are found by single-letter deletions, so a list of a thousand keywords never
 * compares every word with every other.
 */
function spellingOf(
  words: { stems: string[] }[],
  keywords: readonly VolumeKeyword[],
): Map<string, string> {
  const volume = new Map<string, number>();
  words.forEach((w, i) => {
    for (const stem of new Set(w.stems))
      volume.set(stem, (volume.get(stem) ?? 0) + keywords[i]!.searchVolume);
  });
  const vocabulary = [...volume.keys()].filter(
    (stem) => stem.length >= MISSPELLING_MIN_SHORTER && /^\p{L}+$/u.test(stem),
  );
  const byVariant = new Map<string, number[]>();
  vocabulary.forEach((stem, index) => {
    const variants = new Set([stem]);
    for (let at = 0; at < stem.length; at++) variants.add(stem.slice(0, at) + stem.slice(at + 1));
    for (const variant of variants) {
      const list = byVariant.get(variant);
      if (list) list.push(index);
      else byVariant.set(variant, [index]);
    }
  });
  const sets = new UnionFind(vocabulary.length);
  for (const list of byVariant.values()) {
    for (let i = 0; i < list.length; i++)
      for (let j = i + 1; j < list.length; j++) {
        const a = vocabulary[list[i]!]!;
        const b = vocabulary[list[j]!]!;
        if (sets.find(list[i]!) !== sets.find(list[j]!) && isMisspelling(a, b))
          sets.union(list[i]!, list[j]!);
      }
  }
  const best = new Map<number, string>();
  vocabulary.forEach((stem, index) => {
    const root = sets.find(index);
    const current = best.get(root);
    if (current === undefined || volume.get(stem)! > volume.get(current)!) best.set(root, stem);
  });
  const result = new Map<string, string>();
  vocabulary.forEach((stem, index) => {
    const target = best.get(sets.find(index))!;
    if (target !== stem) result.set(stem, target);
  });
  return result;
}

/** One letter dropped, added, changed or two neighbours swapped, within the length rule. */
export function isMisspelling(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length < MISSPELLING_MIN_SHORTER || long.length < MISSPELLING_MIN_LONGER) return false;
  if (long.length - short.length > 1 || a[0] !== b[0] || a === b) return false;
  return editDistanceAtMostOne(short, long);
}

function editDistanceAtMostOne(short: string, long: string): boolean {
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  if (short.length < long.length) return short.slice(i) === long.slice(i + 1);
  if (short.slice(i + 1) === long.slice(i + 1)) return true;
  return (
    short[i] === long[i + 1] && short[i + 1] === long[i] && short.slice(i + 2) === long.slice(i + 2)
  );
}

class UnionFind {
  private readonly parent: number[];
  constructor(size: number) {
    this.parent = Array.from({ length: size }, (_, i) => i);
  }
  find(i: number): number {
    let root = i;
    while (this.parent[root] !== root) root = this.parent[root]!;
    while (this.parent[i] !== root) {
      const next = this.parent[i]!;
      this.parent[i] = root;
      i = next;
    }
    return root;
  }
  union(a: number, b: number): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent[Math.max(ra, rb)] = Math.min(ra, rb);
  }
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
