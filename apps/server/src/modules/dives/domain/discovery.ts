import { DIVE_TEXT, type MarketplaceTld, type ProgressErrorCode } from '@fathom/contract';
import type { MarketDataProvider, Product, ProviderContext } from '@fathom/market';
import { mapLimit, oneAtATime } from '../../../lib/concurrency';
import { MAX_RELEVANT_RANK } from '../../niche-math/domain/keyword-lists';

/** A hero ranking for this many terms or fewer cannot show who its competitors are. */
export const WEAK_HERO_MAX_TERMS = 5;
/** How many of the hero's best terms are searched to find competitors. */
export const SEED_TERMS = 25;
/**
 * How many calls a dive keeps in flight at once to its market data provider: real providers
 * answer in hundreds of milliseconds, so calls overlap, within what their rate limits allow.
 */
export const PROVIDER_CONCURRENCY = 10;

/** A failure whose message the user should read; its code tells clients what kind it is. */
export class DiveError extends Error {
  constructor(
    message: string,
    readonly code: ProgressErrorCode = 'FAILED',
  ) {
    super(message);
  }
}

export type Progress = (percentage: number, text: string) => Promise<void>;

export interface DiscoveryInput {
  market: MarketDataProvider;
  ctx: ProviderContext;
  marketplace: MarketplaceTld;
  date: string;
  hero: Product;
  /** How many products the niche holds, the hero included. */
  count: number;
  locked?: string[];
  excluded?: string[];
}

/**
 * Finds the hero's best competitors: searches the hero's strongest terms and scores every product
 * on the first pages by how high it ranks for how much search volume; one product per variation
 * family. Returns the niche's ASINs, hero first, then locked ones, then the best scored.
 */
export async function discoverCompetitors(
  input: DiscoveryInput,
  progress: Progress,
): Promise<string[]> {
  const { market, ctx, marketplace, date, hero } = input;
  await progress(5, 'Reading the search terms of the hero product');
  const reverse = await market.reverseAsin(ctx, marketplace, { asin: hero.asin, date });
  const ranked = (reverse?.terms ?? []).filter((t) => t.organicRank !== null);
  if (ranked.length <= WEAK_HERO_MAX_TERMS) throw new DiveError(DIVE_TEXT.weakHero, 'WEAK_HERO');

  const seeds = ranked
    .map((t) => ({ term: t.term, weight: t.searchVolume / Math.sqrt(t.organicRank!) }))
    .sort((a, b) => b.weight - a.weight)
    .slice(0, SEED_TERMS);

  // Pages are fetched side by side and scored in seed order, so the sums never depend on timing.
  const report = oneAtATime(progress);
  let searched = 0;
  const pages = await mapLimit(seeds, PROVIDER_CONCURRENCY, async (seed) => {
    const page = await market.searchResults(ctx, marketplace, { term: seed.term, date });
    searched++;
    await report(10 + Math.round((80 * searched) / seeds.length), `Searching "${seed.term}"`);
    return page;
  });
  const scores = new Map<string, number>();
  for (const page of pages) {
    const volume = Math.sqrt(page.searchVolume ?? 0);
    for (const { asin, rank } of page.organic) {
      if (rank > MAX_RELEVANT_RANK) continue;
      scores.set(asin, (scores.get(asin) ?? 0) + volume * (1 - (rank - 1) / MAX_RELEVANT_RANK));
    }
  }

  const excluded = new Set(input.excluded ?? []);
  // The count is the niche's size, the hero included: never more, whatever is locked.
  const locked = (input.locked ?? [])
    .filter((a) => a !== hero.asin && !excluded.has(a))
    .slice(0, Math.max(0, input.count - 1));
  const chosen = [hero.asin, ...locked];
  const needed = input.count - chosen.length;
  if (needed > 0) {
    const candidates = [...scores.entries()]
      .filter(([asin]) => !excluded.has(asin) && !chosen.includes(asin))
      .sort((a, b) => b[1] - a[1])
      .slice(0, needed * 3 + 10)
      .map(([asin]) => asin);
    // A locked or excluded product's colours and sizes are the same listing: none of them is taken.
    const looked = await market.getProducts(ctx, marketplace, {
      asins: [...candidates, ...locked, ...excluded],
      date,
    });
    const products = new Map(looked.map((p) => [p.asin, p]));
    const family = (p: Product | undefined, asin: string) => p?.parentAsin ?? asin;
    const families = new Set(
      [hero.asin, ...locked, ...excluded].map((a) =>
        family(a === hero.asin ? hero : products.get(a), a),
      ),
    );
    for (const asin of candidates) {
      if (chosen.length >= input.count) break;
      const key = family(products.get(asin), asin);
      if (!products.has(asin) || families.has(key)) continue;
      families.add(key);
      chosen.push(asin);
    }
  }
  await progress(100, DIVE_TEXT.discovered);
  return chosen.slice(0, Math.max(1, input.count));
}
