/**
 * Rank Radar speed: the heatmap of a tracker of 500 terms over 90 days, read from a rank table
 * that also holds 365 days of that tracker and 90 days of 200 other trackers of 100 terms; its
 * compressed size; and the daily collection of 100,000 tracked terms (200 trackers of 500 terms)
 * from the simulated market. Runs on the embedded database, then on PostgreSQL when
 * BENCH_DATABASE_URL is set. `npx tsx bench/rank-radar.ts`; prints `name=value` lines.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { addDays, marketplaceDate } from '@fathom/contract';
import { createSimulatedMarket } from '@fathom/market';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import { createServices } from '../apps/server/src/app';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { percentile, round1 } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const WARMUP = 5;
const today = marketplaceDate('de');

/** A tracker with `keywords` terms and `days` days of ranks up to today, written by SQL. */
async function seedTracker(db: Database['db'], orgId: number, keywords: number, days: number) {
  const created = await db.execute(sql`insert into rank_trackers
      (organization_id, marketplace, asin, asins, title, start_date)
    values (${orgId}, 'de', 'B0BENCH000', '{B0BENCH000}', 'Bench tracker', ${addDays(today, -days + 1)})
    returning id`);
  const trackerId = (created as { rows: { id: number }[] }).rows[0]!.id;
  await db.execute(sql`insert into rank_tracker_keywords (tracker_id, keyword, source, status, search_volume, relevancy)
    select ${trackerId}, 'bench term ' || g, 'dive', 'normal', 450 + (g * 7919) % 40000, 0.5
    from generate_series(1, ${keywords}) g`);
  await db.execute(sql`insert into rank_collections (tracker_id, day, status)
    select ${trackerId}, ${today}::date - d, 'done' from generate_series(0, ${days - 1}) d`);
  // Two terms in three rank on a day; ranks wander from 1 to 100.
  await db.execute(sql`insert into keyword_ranks
      (tracker_id, day, keyword_id, organic_rank, sponsored_rank, impression_rank, top_asin)
    select ${trackerId}, ${today}::date - d, k.id, 1 + (k.id * 31 + d * 7) % 100,
      case when (k.id + d) % 5 = 0 then 1 + (k.id + d) % 20 end, 1 + (k.id * 13 + d) % 30, 'B0BENCH000'
    from rank_tracker_keywords k cross join generate_series(0, ${days - 1}) d
    where k.tracker_id = ${trackerId} and (k.id + d) % 3 <> 0`);
  return trackerId;
}

/** 200 trackers of 500 real terms of the simulated market, in the US marketplace. */
async function seedCollection(db: Database['db'], orgId: number) {
  const market = createSimulatedMarket();
  const { strongHero, variationParent } = KNOWN_ASINS.com;
  const heroes = [strongHero, variationParent];
  const found = await market.reverseAsin({ orgId: null }, 'com', { asin: strongHero, date: today });
  const terms = found!.terms.map((t) => t.term);
  const created = await db.execute(sql`
    insert into rank_trackers (organization_id, marketplace, asin, asins, title, start_date)
    select ${orgId}, 'com', ${strongHero}, ${`{${heroes.join(',')}}`}::text[], 'Collect ' || g, ${addDays(today, -1)}
    from generate_series(1, 200) g returning id`);
  const rows = (created as { rows: { id: number }[] }).rows;
  const list = `{${terms.map((t) => `"${t}"`).join(',')}}`;
  for (const { id } of rows)
    await db.execute(sql`insert into rank_tracker_keywords (tracker_id, keyword, source)
      select ${id}::int, t, 'dive' from unnest(${list}::text[]) t
      union all select ${id}::int, 'bench extra ' || g, 'manual'
      from generate_series(1, ${500 - terms.length}::int) g`);
  return rows.length * 500;
}

async function measure(name: 'pglite' | 'pg', databaseUrl?: string) {
  const dataDir = databaseUrl ? null : mkdtempSync(path.join(tmpdir(), 'fathom-bench-rr-'));
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: dataDir! });
  try {
    const services = createServices({
      database,
      role: 'api',
      authSecret: 'bench-secret-bench-secret-bench-secret',
      baseUrl: 'http://localhost:3000',
      demo: false,
      logLevel: 'silent',
    });
    const { user } = await services.auth.api.signUpEmail({
      body: {
        name: 'Bench',
        email: `bench-rr-${Date.now()}@example.com`,
        password: 'bench-password-rr',
      },
    });
    const [org] = await services.orgs.organizationsOf(user.id);
    const scope = { organizationId: org!.id, userId: user.id, role: 'owner' as const };
    const main = await seedTracker(database.db, org!.id, 500, 365);
    for (let i = 0; i < 200; i++) await seedTracker(database.db, org!.id, 100, 90);
    await database.db.execute(sql`analyze`);

    const window = { from: addDays(today, -89), to: today, archived: 'false' as const };
    const times: number[] = [];
    let payload = '';
    for (let run = 0; run < WARMUP + RUNS; run++) {
      const started = performance.now();
      const map = await services.rankRadar.heatmap(scope, main, window);
      payload = JSON.stringify(map);
      if (run >= WARMUP) times.push(performance.now() - started);
    }
    console.log(`heatmap_500x90_p95_ms_${name}=${round1(percentile(times, 95))}`);
    console.log(`heatmap_500x90_p50_ms_${name}=${round1(percentile(times, 50))}`);
    if (name === 'pglite') {
      console.log(`heatmap_payload_kb=${round1(gzipSync(payload).length / 1024)}`);
      console.log(`heatmap_payload_raw_kb=${round1(payload.length / 1024)}`);
    }

    const keywords = await seedCollection(database.db, org!.id);
    const day = marketplaceDate('com');
    const started = performance.now();
    const result = await services.rankRadarCollection.collect({ marketplace: 'com', day });
    const seconds = (performance.now() - started) / 1000;
    if (result.stored !== 200) throw new Error(`collected ${result.stored} trackers, not 200`);
    console.log(`collect_100k_keywords_s${name === 'pg' ? '_pg' : ''}=${round1(seconds)}`);
    console.log(`collect_keywords_${name}=${keywords}`);
  } finally {
    await database.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

await measure('pglite');
if (process.env.BENCH_DATABASE_URL) await measure('pg', process.env.BENCH_DATABASE_URL);
else console.log('heatmap_500x90_p95_ms_pg=skipped (set BENCH_DATABASE_URL)');
