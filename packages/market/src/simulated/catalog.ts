/**
 * The seed-level catalogue shared by every marketplace: product types with their modifiers,
 * category brands, and the search terms shoppers use (generated in terms.ts), with lookup of a
 * term by its text.
 */
import { makeBrands } from './listing';
import { categoryTerms, typeTerms } from './terms';
import type { DraftTerm } from './terms';
import { CATEGORIES } from './vocabulary';
import type { CategorySpec, ProductTypeSpec } from './vocabulary';

export type TermKind = 'head' | 'synonym' | 'modified' | 'color' | 'size' | 'brand' | 'category';

export interface Modifier {
  text: string;
  /** Index of its group of alternatives; feature groups first, then suffix groups. */
  group: number;
  before: boolean;
}

export interface TypeInfo {
  index: number;
  category: number;
  spec: ProductTypeSpec;
  /** Features then suffixes; a modifier's index is its bit in product and term masks. */
  modifiers: Modifier[];
  /** Modifier indexes grouped as alternatives. */
  groups: number[][];
  termStart: number;
  termEnd: number;
}

export interface CategoryInfo {
  index: number;
  spec: CategorySpec;
  brands: string[];
  types: number[];
  termStart: number;
  termEnd: number;
}

export interface Term {
  id: number;
  text: string;
  kind: TermKind;
  /** Product type, or -1 for a category's broad term. */
  type: number;
  category: number;
  /** Modifier bits the term asks for. */
  mask: number;
  /** Colour / size index into the type's lists, brand index into the category's, or -1. */
  color: number;
  size: number;
  brand: number;
  /** Share of the type's head-term demand this term draws (category terms: of the category's). */
  weight: number;
}

export interface Catalog {
  seed: number;
  categories: CategoryInfo[];
  types: TypeInfo[];
  terms: Term[];
  termIds: Map<string, number>;
  /** Word -> ids of terms containing it, for matching free text to known terms. */
  wordIndex: Map<string, number[]>;
}

const BRANDS_PER_CATEGORY = 48;

export function normalizeTerm(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

function describeType(index: number, category: number, spec: ProductTypeSpec): TypeInfo {
  const modifiers: Modifier[] = [];
  const groups: number[][] = [];
  const addGroups = (list: readonly string[], before: boolean) => {
    for (const group of list) {
      const members: number[] = [];
      for (const text of group.split('|')) {
        members.push(modifiers.length);
        modifiers.push({ text, group: groups.length, before });
      }
      groups.push(members);
    }
  };
  addGroups(spec.features, true);
  addGroups(spec.suffixes, false);
  if (modifiers.length > 31) throw new Error(`Too many modifiers for ${spec.name}`);
  return { index, category, spec, modifiers, groups, termStart: 0, termEnd: 0 };
}

export function buildCatalog(seed: number): Catalog {
  const categories: CategoryInfo[] = [];
  const types: TypeInfo[] = [];
  CATEGORIES.forEach((spec, c) => {
    const brands = makeBrands(seed, c, spec.brandRoots, BRANDS_PER_CATEGORY);
    const info: CategoryInfo = { index: c, spec, brands, types: [], termStart: 0, termEnd: 0 };
    for (const typeSpec of spec.types) {
      info.types.push(types.length);
      types.push(describeType(types.length, c, typeSpec));
    }
    categories.push(info);
  });

  const terms: Term[] = [];
  const termIds = new Map<string, number>();
  const push = (drafts: DraftTerm[]) => {
    for (const { words, ...draft } of drafts) {
      const text = words.join(' ');
      if (termIds.has(text)) continue;
      termIds.set(text, terms.length);
      terms.push({ id: terms.length, text, ...draft });
    }
  };
  for (const info of types) {
    info.termStart = terms.length;
    const brands = categories[info.category]?.brands ?? [];
    push(typeTerms(seed, info, brands));
    info.termEnd = terms.length;
  }
  for (const category of categories) {
    category.termStart = terms.length;
    push(categoryTerms(seed, category));
    category.termEnd = terms.length;
  }

  const wordIndex = new Map<string, number[]>();
  for (const term of terms) {
    for (const word of new Set(term.text.split(' '))) {
      const list = wordIndex.get(word);
      if (list) list.push(term.id);
      else wordIndex.set(word, [term.id]);
    }
  }
  return { seed, categories, types, terms, termIds, wordIndex };
}

/**
 * The known term closest to free text: the same words in another order or with a word or two
 * more or less. Returns the term id and the word overlap (Jaccard, 0.5 or more), or null.
 */
export function closestTerm(
  catalog: Catalog,
  text: string,
): { id: number; overlap: number } | null {
  const words = [...new Set(normalizeTerm(text).split(' '))].filter((w) => w.length > 0);
  if (words.length === 0) return null;
  const lists = words
    .map((w) => catalog.wordIndex.get(w))
    .filter((list): list is number[] => list !== undefined)
    .sort((a, b) => a.length - b.length)
    .slice(0, 2);
  let best: { id: number; overlap: number } | null = null;
  for (const list of lists) {
    for (const id of list) {
      const term = catalog.terms[id];
      if (!term) continue;
      const termWords = new Set(term.text.split(' '));
      const shared = words.filter((w) => termWords.has(w)).length;
      const overlap = shared / (words.length + termWords.size - shared);
      if (overlap < 0.5) continue;
      if (!best || overlap > best.overlap || (overlap === best.overlap && id < best.id)) {
        best = { id, overlap };
      }
    }
  }
  return best;
}

/** Index of a product type by name, in the fixed catalogue order (the same for every seed). */
export function catalogTypeIndex(name: string): number {
  let index = 0;
  for (const category of CATEGORIES) {
    for (const spec of category.types) {
      if (spec.name === name) return index;
      index++;
    }
  }
  throw new Error(`Unknown product type ${name}`);
}
