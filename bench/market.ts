/**
 * Benchmark of the simulated marketplace (packages/market).
 * Run from the repository root: node --import tsx bench/market.ts
 *
 * world_start_ms: building every marketplace's world, from a fresh process.
 * reverse_asin_p50_ms / serp_p50_ms: medians over a few hundred calls spread over marketplaces,
 * products, terms and dates (most dates are new to the process, so day state is computed too).
 * rss_mb: resident memory at the end.
 */
import { MARKETPLACES } from '@fathom/contract';
import type { MarketplaceTld } from '@fathom/contract';
import { createSimulatedMarket, type ProviderContext } from '@fathom/market';
import { KNOWN_ASINS } from '@fathom/market/simulated';

const CALLS = 400;

/** A small deterministic generator, so every run measures the same calls. */
function generator(seed: number) {
  let state = seed >>> 0;
  return (n: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return Math.floor((state / 4294967296) * n);
  };
}

function dateAt(offset: number): string {
  return new Date(Date.UTC(2025, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

async function timed<T>(run: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const value = await run();
  return [performance.now() - start, value];
}

const market = createSimulatedMarket();
const ctx: ProviderContext = { orgId: null };
const tlds = MARKETPLACES.map((m) => m.tld);
const pick = generator(20240917);

const [startMs] = await timed(async () => {
  for (const tld of tlds) {
    await market.getProducts(ctx, tld, {
      asins: [KNOWN_ASINS[tld].strongHero],
      date: '2026-01-15',
    });
  }
});

// Products and terms to query: the documented heroes and what their head terms' pages show.
const asins = new Map<MarketplaceTld, string[]>();
const terms = new Map<MarketplaceTld, string[]>();
for (const tld of tlds) {
  const known = KNOWN_ASINS[tld];
  const reverse = await market.reverseAsin(ctx, tld, {
    asin: known.strongHero,
    date: '2026-01-15',
  });
  const heroTerms = reverse?.terms.map((t) => t.term) ?? [];
  terms.set(tld, heroTerms);
  const page = await market.searchResults(ctx, tld, {
    term: heroTerms[1] ?? '',
    date: '2026-01-15',
  });
  asins.set(tld, [known.strongHero, known.variationParent, ...page.organic.map((r) => r.asin)]);
}

const reverseTimes: number[] = [];
const reverseTerms: number[] = [];
for (let i = 0; i < CALLS; i++) {
  const tld = tlds[pick(tlds.length)] as MarketplaceTld;
  const list = asins.get(tld) ?? [];
  const asin = list[pick(list.length)] ?? KNOWN_ASINS[tld].strongHero;
  const [ms, result] = await timed(() =>
    market.reverseAsin(ctx, tld, { asin, date: dateAt(pick(690)) }),
  );
  reverseTimes.push(ms);
  reverseTerms.push(result?.terms.length ?? 0);
}

const serpTimes: number[] = [];
for (let i = 0; i < CALLS; i++) {
  const tld = tlds[pick(tlds.length)] as MarketplaceTld;
  const list = terms.get(tld) ?? [];
  const term = list[pick(list.length)] ?? '';
  const [ms] = await timed(() => market.searchResults(ctx, tld, { term, date: dateAt(pick(690)) }));
  serpTimes.push(ms);
}

console.log(`world_start_ms=${startMs.toFixed(0)}`);
console.log(`reverse_asin_p50_ms=${percentile(reverseTimes, 0.5).toFixed(2)}`);
console.log(`reverse_asin_p95_ms=${percentile(reverseTimes, 0.95).toFixed(2)}`);
console.log(`reverse_asin_terms_p50=${percentile(reverseTerms, 0.5)}`);
console.log(`serp_p50_ms=${percentile(serpTimes, 0.5).toFixed(2)}`);
console.log(`serp_p95_ms=${percentile(serpTimes, 0.95).toFixed(2)}`);
console.log(`rss_mb=${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)}`);
