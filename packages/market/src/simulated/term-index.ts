/**
 * Which products compete for each term, and how relevant each one is. A term's candidates are
 * worked out the first time the term is asked about, then kept with the marketplace's world.
 *
 * A family is indexed for a term of its own type with probability breadth ^ (2 - match): its
 * breadth (listing quality, 0.3 to 0.97) when its features match the term's modifiers, less when
 * they do not, so a well-optimised listing is indexed for nearly all its type's terms and a
 * mediocre one mostly for its own features. Every listing is indexed for its type's head term; a
 * weak family only for its few terms. Variation children share their family's terms (the featured
 * child always, the others for most of them). For a category's broad terms, a sample of the
 * category's families compete.
 *
 * The relevance score of a candidate is fixed: the match with the term, a per-(term, family)
 * affinity (why the top products share many terms but not in the same order), and for children
 * whether their colour or size is the one searched. Daily strength is added at query time
 * (ranking.ts). A candidate also stores its ramp threshold: a newly listed product is indexed
 * for a growing share of its terms over its first weeks.
 */
import type { Term } from './catalog';
import { hash3, roughGauss, unit } from './rng';
import type { Family, World } from './world';

/** A term's candidates, by product index. */
export class Candidates {
  constructor(
    readonly product: Uint16Array,
    /** Share of the ramp (0..255) a product must reach before it is indexed for the term. */
    readonly ramp: Uint8Array,
    /** Fixed relevance score of the candidate. */
    readonly score: Float32Array,
    /** The product types the candidates belong to. */
    readonly types: readonly number[],
  ) {}

  get length(): number {
    return this.product.length;
  }

  /** Position of a product among the candidates, or -1. */
  indexOf(product: number): number {
    let lo = 0;
    let hi = this.product.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const p = this.product[mid] ?? 0;
      if (p === product) return mid;
      if (p < product) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** Share of the term's parts (modifiers, colour, size, brand) the family has, 0..1. */
export function familyMatch(term: Term, family: Family): number {
  let slots = popcount(term.mask);
  let hits = popcount(term.mask & family.mask);
  if (term.color >= 0) {
    slots++;
    if (family.colorBits & (1 << term.color)) hits++;
  }
  if (term.size >= 0) {
    slots++;
    if (family.sizeBits & (1 << term.size)) hits++;
  }
  if (term.brand >= 0) {
    slots++;
    if (family.brand === term.brand) hits++;
  }
  return slots === 0 ? 1 : hits / slots;
}

function relevance(world: World, term: Term, family: Family, product: number, match: number) {
  const { key } = world;
  let score = 0.4 * roughGauss(hash3(key ^ 0x0aff, term.id, family.index));
  if (term.type < 0) {
    score += -1.4 + 0.5 * roughGauss(hash3(key ^ 0x0ca7, term.id, family.type));
  } else {
    score += 2 * Math.log(0.25 + 0.75 * match);
  }
  const color = world.products[product]?.color ?? -1;
  const size = world.products[product]?.size ?? -1;
  if (term.color >= 0 && color >= 0) score += color === term.color ? 0.4 : -1;
  if (term.size >= 0 && size >= 0) score += size === term.size ? 0.4 : -1;
  // A weak listing's few terms are its exact title phrases, where it does reasonably well.
  if (family.weak) score += 1.2;
  return score;
}

/** Typed arrays that grow as candidates are appended; reused for every term. */
class Entries {
  length = 0;
  product = new Uint16Array(1024);
  ramp = new Uint8Array(1024);
  score = new Float32Array(1024);

  push(product: number, ramp: number, score: number) {
    if (this.length === this.product.length) {
      const grow = <T extends Uint16Array | Uint8Array | Float32Array>(a: T, b: T): T => {
        b.set(a);
        return b;
      };
      const size = this.length * 2;
      this.product = grow(this.product, new Uint16Array(size));
      this.ramp = grow(this.ramp, new Uint8Array(size));
      this.score = grow(this.score, new Float32Array(size));
    }
    this.product[this.length] = product;
    this.ramp[this.length] = ramp;
    this.score[this.length] = score;
    this.length++;
  }

  take(types: readonly number[]): Candidates {
    const n = this.length;
    this.length = 0;
    const { product, ramp, score } = this;
    return new Candidates(product.slice(0, n), ramp.slice(0, n), score.slice(0, n), types);
  }
}

const scratch = new Entries();

function buildCandidates(world: World, term: Term): Candidates {
  const { catalog, families, key } = world;
  const push = (family: Family, threshold: number, others: number, match: number) => {
    const ramp = Math.min(255, Math.floor(threshold * 256));
    const { members } = family;
    for (let i = 0; i < members.length; i++) {
      const product = members[i] as number;
      if (i > 0 && unit(hash3(key ^ 0x51, term.id, product)) >= others) continue;
      scratch.push(product, ramp, relevance(world, term, family, product, match));
    }
  };
  if (term.type >= 0) {
    // Every real listing's title holds its product type, so all are indexed for the head term.
    const everyone = term.kind === 'head';
    for (const f of world.typeFamilies[term.type] ?? []) {
      const family = families[f] as Family;
      if (family.weak) {
        if (family.weakTerms.includes(term.id)) push(family, 0, 1, familyMatch(term, family));
        continue;
      }
      const draw = unit(hash3(key, term.id, f));
      if (!everyone && draw >= family.breadth) continue; // the chance never exceeds the breadth
      const match = familyMatch(term, family);
      const threshold = draw / (everyone ? 1 : family.breadth ** (2 - match));
      if (threshold < 1) push(family, threshold, 0.85, match);
    }
  } else {
    for (const type of catalog.categories[term.category]?.types ?? []) {
      for (const f of world.typeFamilies[type] ?? []) {
        const family = families[f] as Family;
        if (family.weak) continue;
        const threshold = unit(hash3(key, term.id, f)) / (0.35 * family.breadth);
        if (threshold < 1) push(family, threshold, 0.5, 0);
      }
    }
  }
  const types = term.type >= 0 ? [term.type] : (catalog.categories[term.category]?.types ?? []);
  return scratch.take(types);
}

/** The candidates of a term in a world, worked out on first use. */
export function candidates(world: World, term: number): Candidates {
  const known = world.candidates[term];
  if (known) return known;
  const info = world.catalog.terms[term];
  if (!info) throw new RangeError(`Unknown term ${term}`);
  const built = buildCandidates(world, info);
  world.candidates[term] = built;
  return built;
}

/** Terms a product can appear for: its type's terms and its category's broad terms. */
export function termRanges(world: World, product: number): [number, number][] {
  const type = world.catalog.types[world.products[product]?.type ?? 0];
  const category = world.catalog.categories[type?.category ?? 0];
  return [
    [type?.termStart ?? 0, type?.termEnd ?? 0],
    [category?.termStart ?? 0, category?.termEnd ?? 0],
  ];
}
