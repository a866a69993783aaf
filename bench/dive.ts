/**
 * Niche Dive speed: a full discovery and dive, from the start call until the niche is saved, on
 * the embedded database with the job queue running in process. `node --import tsx bench/dive.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { KNOWN_ASINS } from '@fathom/market';
import { createServices } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/client';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const dataDir = mkdtempSync(path.join(tmpdir(), 'fathom-bench-dive-'));
const database = await openDatabase({ dataDir });
const services = createServices({
  database,
  role: 'all',
  authSecret: 'bench-secret-bench-secret-bench-secret',
  baseUrl: 'http://localhost:3000',
  demo: false,
  logLevel: 'warn',
});
await services.queue.start({ work: true });

const { user } = await services.auth.api.signUpEmail({
  body: { name: 'Bench', email: 'bench@example.com', password: 'bench-password' },
});
const [org] = await services.orgs.organizationsOf(user.id);
await services.billing.startSubscription(org!.id, 'enterprise');

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const heroes = Object.values(KNOWN_ASINS).map((k) => k.strongHero);
const markets = Object.keys(KNOWN_ASINS) as (keyof typeof KNOWN_ASINS)[];

async function dive(size: number, run: number): Promise<number> {
  const marketplace = markets[run % markets.length]!;
  const id = `bench${size}x${run}`;
  const started = performance.now();
  const { sndId } = await services.dives.start(org!.id, user.id, {
    asin: heroes[run % heroes.length]!,
    marketplace,
    competitorsCount: size,
    origin: 'bench',
    progressBarId: `${id}snd`,
    triggerDive: {
      numberOfCompetitors: size,
      diveOrigin: 'bench',
      isFirstDive: true,
      progressBarId: `${id}dive`,
    },
    shouldCreateRankRadar: false,
    lockedAsins: [],
    excludedAsins: [],
  });
  for (;;) {
    const status = await services.dives.status(org!.id, sndId);
    if (status.status === 'completed') {
      const elapsed = performance.now() - started;
      const niche = await services.niches.get(
        user.id,
        Number(/\/niche\/(\d+)\//.exec(status.link!)![1]),
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
for (const size of [15, 50]) {
  const times: number[] = [];
  keywords.length = 0;
  for (let run = 0; run < RUNS; run++) times.push(await dive(size, run));
  times.sort((a, b) => a - b);
  const p50 = Math.round(percentile(times, 50));
  const p95 = Math.round(percentile(times, 95));
  const avgKeywords = Math.round(keywords.reduce((a, b) => a + b, 0) / keywords.length);
  console.log(
    `competitors=${size} dive_ms_p50=${p50} dive_ms_p95=${p95} keywords_avg=${avgKeywords} runs=${RUNS}`,
  );
}

await services.queue.stop();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
