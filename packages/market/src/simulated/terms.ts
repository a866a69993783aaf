/**
 * Search terms of the simulated catalogue.
 *
 * Terms of a product type combine its head terms (name and synonyms) with modifiers, at most one
 * per group of alternatives: 'stainless steel garlic press', 'garlic press with peeler',
 * 'heavy duty stainless steel garlic press dishwasher safe', and word-order variants
 * ('garlic press stainless steel'), colours and sizes ('black garlic press'), 'best ...',
 * the plural, common misspellings ('galic press') and leading brands ('kelora garlic press'):
 * a few hundred per type. Each term carries a structural weight, the share of the type's
 * head-term demand it draws: the product of the popularity of its parts, which gives search
 * volume its long tail. Each category adds a few broad terms that span its types.
 */
import type { Term, TermKind, TypeInfo, CategoryInfo } from './catalog';
import { pluralName } from './listing';
import { Rng, hash2, hashString, unit } from './rng';

export interface DraftTerm extends Omit<Term, 'id' | 'text'> {
  words: string[];
}

/** Popularity of a modifier as a share of its head term's searches (0.01 to 0.09). */
function modifierPopularity(seed: number, text: string): number {
  return 0.01 + 0.08 * unit(hash2(seed, hashString(text))) ** 1.6;
}

/** Modifier combinations (at most one modifier per group): singles, pairs and triples. */
function combinations(info: TypeInfo): number[][] {
  const result: number[][] = [];
  const count = info.modifiers.length;
  const group = (i: number) => info.modifiers[i]?.group ?? -1;
  for (let a = 0; a < count; a++) {
    result.push([a]);
    for (let b = a + 1; b < count; b++) {
      if (group(b) === group(a)) continue;
      result.push([a, b]);
      for (let c = b + 1; c < count; c++) {
        if (group(c) !== group(b) && group(c) !== group(a)) result.push([a, b, c]);
      }
    }
  }
  return result;
}

/** A common misspelling: one letter dropped or two neighbours swapped in the longest word. */
function misspell(text: string, h: number): string {
  const words = text.split(' ');
  let w = 0;
  words.forEach((word, i) => {
    if (word.length > (words[w] ?? '').length) w = i;
  });
  const word = words[w] ?? '';
  const at = 1 + (h % Math.max(1, word.length - 2));
  words[w] =
    (h >>> 8) % 2 === 0
      ? word.slice(0, at) + word.slice(at + 1)
      : word.slice(0, at) + word.charAt(at + 1) + word.charAt(at) + word.slice(at + 2);
  return words.join(' ');
}

/** Generates the terms of one product type. */
export function typeTerms(seed: number, info: TypeInfo, brands: readonly string[]): DraftTerm[] {
  const { spec, modifiers } = info;
  const rng = new Rng(hash2(seed, 0x7e4d + info.index));
  const drafts: DraftTerm[] = [];
  const base = { type: info.index, category: info.category, color: -1, size: -1, brand: -1 };
  const name = spec.name;
  const heads = [name, ...spec.synonyms];
  const headWeights = heads.map((_, i) => (i === 0 ? 1 : 0.06 + 0.3 * rng.next()));
  const popularity = modifiers.map((m) => modifierPopularity(seed, m.text));
  const combos = combinations(info);

  const add = (kind: TermKind, parts: string[], mask: number, weight: number, extra = {}) => {
    const words = parts
      .filter((p) => p.length > 0)
      .join(' ')
      .split(' ');
    if (new Set(words).size < words.length) return; // a word repeated: not a real query
    drafts.push({ ...base, kind, mask, weight, words, ...extra });
  };
  /** The words of a modifier combination around a head, and its mask and weight factor. */
  const phrase = (combo: readonly number[], head: string, featuresAfter = false) => {
    const before: string[] = [];
    const after: string[] = [];
    let mask = 0;
    let factor = combo.length > 1 ? 1.5 : 1;
    for (const i of combo) {
      const m = modifiers[i];
      if (!m) continue;
      (m.before && !featuresAfter ? before : after).push(m.text);
      mask |= 1 << i;
      factor *= popularity[i] ?? 0;
    }
    return { parts: [...before, head, ...after], mask, factor };
  };

  heads.forEach((head, h) => {
    const hw = headWeights[h] ?? 0;
    add(h === 0 ? 'head' : 'synonym', [head], 0, hw);
    add('modified', ['best', head], 0, hw * (0.01 + 0.03 * rng.next()));
    for (const combo of combos) {
      const keep = h === 0 ? [1, 1, 0.5][combo.length - 1] : [1, 0.35, 0.08][combo.length - 1];
      if (!rng.chance(keep ?? 0)) continue;
      const { parts, mask, factor } = phrase(combo, head);
      add('modified', parts, mask, hw * factor);
      // Shoppers often put the feature after the product: 'garlic press stainless steel'.
      if (
        combo.length === 1 &&
        modifiers[combo[0] ?? -1]?.before &&
        rng.chance(h === 0 ? 0.8 : 0.3)
      ) {
        add('modified', phrase(combo, head, true).parts, mask, 0.5 * hw * factor);
      }
    }
  });
  add('modified', [pluralName(name)], 0, 0.02 + 0.05 * rng.next());
  for (let i = 0; i < 3; i++) {
    add(
      'modified',
      [misspell(name, hash2(seed, info.index * 8 + i))],
      0,
      0.002 + 0.01 * rng.next(),
    );
  }
  const variants = (kind: 'color' | 'size', values: readonly string[]) => {
    values.forEach((value, v) => {
      const vw = 0.004 + 0.03 * rng.next();
      const extra = kind === 'color' ? { color: v } : { size: v };
      heads.forEach((head, h) => {
        if (h === 0 || rng.chance(0.5))
          add(kind, [value, head], 0, vw * (headWeights[h] ?? 0), extra);
      });
      for (const combo of combos) {
        if (combo.length > 1 || !rng.chance(0.35)) continue;
        const { parts, mask, factor } = phrase(combo, name);
        add(kind, [value, ...parts], mask, 2 * vw * factor, extra);
      }
    });
  };
  variants('color', spec.colors);
  variants('size', spec.sizes);
  // Shoppers search a few of the category's leading brands together with the product type.
  for (const b of rng.sample([0, 1, 2, 3, 4, 5, 6, 7], 3)) {
    const brand = brands[b]?.toLowerCase();
    if (!brand) continue;
    const bw = 0.004 + 0.03 * rng.next();
    add('brand', [brand, name], 0, bw, { brand: b });
    if (rng.chance(0.6)) add('brand', [name, brand], 0, 0.3 * bw, { brand: b });
  }
  return drafts;
}

export function categoryTerms(seed: number, category: CategoryInfo): DraftTerm[] {
  return category.spec.generic.map((text, i) => ({
    kind: 'category' as const,
    type: -1,
    category: category.index,
    mask: 0,
    color: -1,
    size: -1,
    brand: -1,
    weight: 0.25 + 0.75 * unit(hash2(seed, hashString(text) + i)),
    words: text.split(' '),
  }));
}
