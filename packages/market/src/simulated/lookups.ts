/**
 * What the simulated market's answers are read from: the ranking of a day, a search term's result
 * page and the catalogue's matches for terms (both cached for every simulated market of the
 * process) and the known products of a list of ASINs.
 */
import { Lru } from './lru';
import type { Page, RankDay, TermRef } from './ranking';
import { computePage, rankDay, resolveTerm, termDay } from './ranking';
import { findProduct } from './views';
import type { ProductRecord, World } from './world';
import { getDayState } from './worlds';

/** Search result pages, shared by all simulated markets of the process. */
const pages = new Lru<string, Page>(4000);

/** Search terms resolved to the catalogue (a fuzzy match for unknown ones), shared likewise. */
const resolved = new Lru<string, TermRef | null>(50_000);

/** The days from `from` to `to`, both included. */
export function rangeDays(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

export function rankDayOn(world: World, day: number): RankDay {
  return rankDay(world, getDayState(world, day));
}

export function termPage(seed: number, world: World, ref: TermRef, day: number): Page {
  const key = `${seed}|${world.profile.tld}|${ref.text}|${day}`;
  return pages.getOrCreate(key, () => computePage(termDay(rankDayOn(world, day), ref)));
}

/** The catalogue's terms for a list of search terms, each once; unmatched ones are left out. */
export function termRefs(seed: number, world: World, terms: readonly string[]): TermRef[] {
  return [...new Set(terms)]
    .map((text) =>
      resolved.getOrCreate(`${seed}|${world.profile.tld}|${text}`, () =>
        resolveTerm(world.catalog, text),
      ),
    )
    .filter((ref): ref is TermRef => ref !== null);
}

/** Known products of a list of ASINs, each once; a parent stands for its children. */
export function knownProducts(world: World, asins: readonly string[]): ProductRecord[] {
  const found = new Map<string, ProductRecord>();
  for (const asin of asins) {
    const product = findProduct(world, asin);
    if (product) found.set(product.asin, product);
  }
  return [...found.values()];
}
