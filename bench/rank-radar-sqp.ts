/**
 * Rank Radar SQP speed: the SQP data of all 500 terms of a tracker over 90 days (13 weeks of
 * report rows), read from SQP tables that also hold 13 weeks of 200 other trackers of 100 terms.
 * Runs on the embedded database, then on PostgreSQL when BENCH_DATABASE_URL is set (a database of
 * its own). `npx tsx bench/rank-radar-sqp.ts`; prints `name=value` figures on stdout, details on
 * stderr.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { addDays, marketplaceDate } from '@fathom/contract';
import { createServices } from '../apps/server/src/app';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { percentile, round1 } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARMUP = 3;
const WEEKS = 13;
const today = marketplaceDate('de');
// The Saturday ending the last full week before today.
const lastWeekEnd = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 1) % 7 || 7));

/** A tracker of `keywords` terms with 13 completed SQP weeks of a row per term and week. */
async function seedTracker(db: Database['db'], orgId: number, keywords: number) {
  const created = await db.execute(sql`insert into rank_trackers
      (organization_id, marketplace, asin, asins, title, start_date)
    values (${orgId}, 'de', 'B0BENCH000', '{B0BENCH000}', 'SQP bench tracker', ${addDays(today, -89)})
    returning id`);
  const trackerId = (created as { rows: { id: number }[] }).rows[0]!.id;
  await db.execute(sql`insert into rank_tracker_keywords (tracker_id, keyword, source, status)
    select ${trackerId}, 'bench term ' || g, 'dive', 'normal' from generate_series(1, ${keywords}) g`);
  await db.execute(sql`insert into sqp_weeks (tracker_id, asin, end_date, status)
    select ${trackerId}, 'B0BENCH000', ${lastWeekEnd}::date - 7 * w, 'COMPLETED'
    from generate_series(0, ${WEEKS - 1}) w`);
  // Most terms are in most weeks' reports; one in eight is left out (NOT_MENTIONED).
  await db.execute(sql`insert into sqp_rows (tracker_id, search_query, end_date, asin,
      search_query_score, search_query_volume, days_with_data, impressions_total, impressions_asin,
      clicks_total, clicks_asin, cart_adds_total, cart_adds_asin, purchases_total, purchases_asin)
    select ${trackerId}, 'bench term ' || g, ${lastWeekEnd}::date - 7 * w, 'B0BENCH000',
      g, 5000 - g, 1 + (g + w) % 7, 40000 - g, 900 + g % 50, 1000, 40 + g % 9, 300, 12, 120, 5
    from generate_series(1, ${keywords}) g cross join generate_series(0, ${WEEKS - 1}) w
    where (g + w) % 8 <> 0`);
  return trackerId;
}

interface Figures {
  p95: number;
  p50: number;
}

async function measure(databaseUrl?: string): Promise<Figures> {
  const dataDir = databaseUrl ? null : mkdtempSync(path.join(tmpdir(), 'fathom-bench-sqp-'));
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
        email: `bench-sqp-${Date.now()}@example.com`,
        password: 'bench-password-sqp',
      },
    });
    const [org] = await services.orgs.organizationsOf(user.id);
    const scope = { organizationId: org!.id, userId: user.id, role: 'owner' as const };
    const main = await seedTracker(database.db, org!.id, 500);
    for (let i = 0; i < 200; i++) await seedTracker(database.db, org!.id, 100);
    await database.db.execute(sql`analyze`);
    const ids = (
      (await database.db.execute(
        sql`select id from rank_tracker_keywords where tracker_id = ${main} order by id`,
      )) as { rows: { id: number }[] }
    ).rows.map((r) => r.id);
    const body = { keywordIds: ids, from: addDays(today, -89), to: today };
    const times: number[] = [];
    for (let run = 0; run < WARMUP + RUNS; run++) {
      const started = performance.now();
      const answer = await services.sqp.data(scope, main, body);
      JSON.stringify(answer);
      if (run >= WARMUP) times.push(performance.now() - started);
      if (answer.keywords.length !== 500) throw new Error('not every term answered');
    }
    return { p95: round1(percentile(times, 95)), p50: round1(percentile(times, 50)) };
  } finally {
    await database.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

const started = performance.now();
const lite = await measure();
const pg = process.env.BENCH_DATABASE_URL ? await measure(process.env.BENCH_DATABASE_URL) : null;
console.log(`sqp_data_p95_ms=${pg ? pg.p95 : 'skipped (set BENCH_DATABASE_URL)'}`);
console.log(`sqp_data_p95_ms_pglite=${lite.p95}`);
for (const [name, f] of [
  ['pglite', lite],
  ['pg', pg],
] as const)
  if (f)
    console.error(`# ${name}: SQP data of 500 terms x 13 weeks p50 ${f.p50} ms, p95 ${f.p95} ms`);
console.error(`# total ${round1((performance.now() - started) / 1000)} s`);
