/**
 * Niche Dive speed: a full discovery and dive, from the start call until the niche is saved, with
 * the job queue running in process, on the embedded database and, when BENCH_DATABASE_URL is set,
 * on that PostgreSQL database as well (its figures end in `_pg`). `node --import tsx bench/dive.ts`.
 * A last run gives every market data call 300 ms of latency, as a remote provider has.
 */
import { createSimulatedMarket } from '@fathom/market';
import { KNOWN_ASINS, withLatency } from '@fathom/market/simulated';
import { benchOrganization } from './organization';
import { percentile } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const LATENCY_RUNS = Number(process.env.BENCH_LATENCY_RUNS ?? 3);
const LATENCY_MS = 300;
const heroes = Object.values(KNOWN_ASINS).map((k) => k.strongHero);
const markets = Object.keys(KNOWN_ASINS) as (keyof typeof KNOWN_ASINS)[];

/** Every series of dives on one database; `suffix` ends the names of its figures. */
async function diveBench(databaseUrl: string | undefined, suffix: string) {
  let latency = 0;
  const market = withLatency(createSimulatedMarket(), () => latency);
  const bench = await benchOrganization('dive', {
    databaseUrl,
    market,
    role: 'all',
    logLevel: 'warn',
  });
  const { services, user, orgId } = bench;
  try {
    await services.queue.start({ work: true });
    await services.billing.startSubscription(orgId, 'enterprise');

    async function dive(size: number, run: number): Promise<number> {
      const marketplace = markets[run % markets.length]!;
      const id = `bench${size}x${run}`;
      const started = performance.now();
      const { sndId } = await services.dives.start(orgId, user.id, {
        asin: heroes[run % heroes.length]!,
        marketplace,
        competitorsCount: size,
        origin: 'bench',
        progressBarId: `${id}snd`,
        triggerDive: {
          numberOfCompetitors: size,
          diveOrigin: 'bench',
          progressBarId: `${id}dive`,
        },
        shouldCreateRankRadar: false,
        lockedAsins: [],
        excludedAsins: [],
      });
      for (;;) {
        const status = await services.dives.status(orgId, sndId);
        if (status.status === 'completed') {
          const elapsed = performance.now() - started;
          const { niche } = await services.niches.resolve(
            user.id,
            Number(/\/niche\/(\d+)\//.exec(status.link!)![1]),
            false,
          );
          if (niche.numCompetitors !== size)
            throw new Error(`asked for ${size} products, got ${niche.numCompetitors}`);
          keywords.push(niche.numKeywords);
          return elapsed;
        }
        if (status.status === 'failed') throw new Error(`dive failed: ${status.errorMessage}`);
        await new Promise((r) => setTimeout(r, 10));
      }
    }

    const keywords: number[] = [];
    async function series(size: number, runs: number, first = 0) {
      const times: number[] = [];
      keywords.length = 0;
      for (let run = first; run < first + runs; run++) times.push(await dive(size, run));
      const avgKeywords = Math.round(keywords.reduce((a, b) => a + b, 0) / keywords.length);
      return {
        p50: Math.round(percentile(times, 50)),
        p95: Math.round(percentile(times, 95)),
        avgKeywords,
      };
    }

    for (const size of [15, 50]) {
      const { p50, p95, avgKeywords } = await series(size, RUNS);
      console.log(
        `competitors=${size} dive_ms_p50${suffix}=${p50} dive_ms_p95${suffix}=${p95} keywords_avg=${avgKeywords} runs=${RUNS}`,
      );
    }

    // BENCH_LATENCY_RUNS=0 leaves the slow provider out.
    if (LATENCY_RUNS > 0) {
      latency = LATENCY_MS;
      const before = market.latency.calls;
      const slow = await series(50, LATENCY_RUNS, RUNS);
      const calls = Math.round((market.latency.calls - before) / LATENCY_RUNS);
      console.log(
        `competitors=50 latency_ms=${LATENCY_MS} provider_calls_per_dive=${calls} one_at_a_time_ms=${calls * LATENCY_MS} runs=${LATENCY_RUNS}`,
      );
      console.log(`dive_ms_p50_latency300${suffix}=${slow.p50}`);
      console.log(`dive_ms_p95_latency300${suffix}=${slow.p95}`);
    }
  } finally {
    await services.queue.stop();
    await bench.close();
  }
}

await diveBench(undefined, '');
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (databaseUrl) await diveBench(databaseUrl, '_pg');
