/**
 * Niche page speed on a niche of 50 competitors (products of the simulated market) and 1,000
 * keywords with two dives: each figure is one function of `FIGURES`, timed as its endpoint answers
 * (the niche resolved for the caller, the service with its market reads, the answer as JSON). Uses PostgreSQL from BENCH_DATABASE_URL when set (its tables are
 * migrated there), the embedded database otherwise.
 * `npx tsx bench/niche-pages.ts`; prints `name=value` lines.
 */
import { createSimulatedMarket } from '@fathom/market';
import type { Services } from '../apps/server/src/app';
import type { Database } from '../apps/server/src/db/client';
import { insertNiche } from '../apps/server/src/test/niche-fixture';
import { benchOrganization } from './organization';
import { nicheKeywords } from './niche-keywords';
import { percentile, round1 } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const WARMUP = 10;
const COMPETITORS = 50;

/** What every figure may use: the services, the database and a niche of the bench's user. */
export interface BenchContext {
  services: Services;
  database: Database;
  userId: string;
  organizationId: number;
  nicheId: number;
  asins: string[];
}

/** A figure: its lines, `name=value`. */
type Figure = (ctx: BenchContext) => Promise<Record<string, number>>;

/** Times `answer` RUNS times after a warm-up; answers its 95th percentile in ms. */
async function p95(answer: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < WARMUP + RUNS; run++) {
    const started = performance.now();
    JSON.stringify(await answer());
    if (run >= WARMUP) times.push(performance.now() - started);
  }
  return round1(percentile(times, 95));
}

/** The niche as a route resolves it for the caller, and the caller's membership. */
const resolve = (ctx: BenchContext) => ctx.services.niches.resolve(ctx.userId, ctx.nicheId, false);

const FIGURES: Record<string, Figure> = {
  resolve: async (ctx) => ({ niche_resolve_p95_ms: await p95(() => resolve(ctx)) }),
  overview: async (ctx) => ({
    overview_p95_ms: await p95(async () => {
      const { member, niche } = await resolve(ctx);
      return ctx.services.nichePages.overview(member, niche);
    }),
  }),
  deepDive: async (ctx) => ({
    deep_dive_p95_ms: await p95(async () => {
      const { member, niche } = await resolve(ctx);
      return ctx.services.nichePages.deepDive(member, niche);
    }),
  }),
};

/**
 * 50 products of the simulated market (the top results of a search), so that what the deep dive
 * reads from the market for each competitor is real work.
 */
async function marketAsins(): Promise<string[]> {
  const market = createSimulatedMarket();
  const ctx = { orgId: null };
  const date = await market.latestDate(ctx, 'com');
  const page = await market.searchResults(ctx, 'com', { term: 'garlic press', date });
  const asins = page.organic.slice(0, COMPETITORS).map((r) => r.asin);
  if (asins.length < COMPETITORS) throw new Error(`only ${asins.length} products found`);
  return asins;
}

async function main() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const bench = await benchOrganization('np', { databaseUrl });
  try {
    const { database, services, user, orgId } = bench;
    const asins = await marketAsins();
    const nicheId = await insertNiche(database.db, {
      organizationId: orgId,
      label: `bench niche pages ${Date.now()}`,
      createdBy: user.id,
      asins,
      researches: [nicheKeywords(asins, 7), nicheKeywords(asins, 11)],
    });
    const ctx: BenchContext = {
      services,
      database,
      userId: user.id,
      organizationId: orgId,
      nicheId,
      asins,
    };
    console.log(`db=${databaseUrl ? 'pg' : 'pglite'}`);
    console.log(`competitors=${COMPETITORS}`);
    const only = process.argv.slice(2);
    for (const [name, figure] of Object.entries(FIGURES)) {
      if (only.length && !only.includes(name)) continue;
      for (const [line, value] of Object.entries(await figure(ctx)))
        console.log(`${line}=${value}`);
    }
  } finally {
    await bench.close();
  }
}

await main();
// The niche tracker's figures (tracker_365d_p95_ms, snapshot_10k_niches_s) on their own seed.
await import('./niche-tracker');
