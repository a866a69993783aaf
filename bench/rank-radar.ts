/**
 * Rank Radar speed: the heatmap of a tracker of 500 terms over 90 days, read from a rank table
 * that also holds 365 days of that tracker and 90 days of 200 other trackers of 100 terms; its
 * compressed size; and the daily collection of 100,000 tracked terms (200 trackers of 500 terms)
 * from the simulated market. Runs on the embedded database, then on PostgreSQL when
 * BENCH_DATABASE_URL is set (a database of its own: trackers of earlier runs are archived).
 * `npx tsx bench/rank-radar.ts`; prints the issue's `name=value` figures on stdout, the
 * collection time being the slower database's, and the details on stderr.
 */
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { addDays, marketplaceDate } from '@fathom/contract';
import { createSimulatedMarket } from '@fathom/market';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import type { Services } from '../apps/server/src/app';
import type { Database } from '../apps/server/src/db/client';
import { benchOrganization } from './organization';
import { seedRankTracker, today } from './rank-radar-seed';
import { percentile, round1 } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARMUP = 3;

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

/**
 * The rank-change alerts of the collected day alone: each of the 200 trackers gets two rules and a
 * previous day (its ranks 7 places lower), then the day's collection runs again (nothing is left
 * to collect, so only the evaluation runs).
 */
async function alertsOfDay(
  db: Database['db'],
  collection: Services['rankRadarCollection'],
  day: string,
) {
  const collected = sql`select id from rank_trackers where title like 'Collect %' and archived_at is null`;
  await db.execute(sql`insert into rank_alert_rules (tracker_id, kind, threshold)
    select id, k.kind, k.n from (${collected}) t,
      (values ('leaves_top', 10), ('moves', 5)) as k(kind, n)`);
  await db.execute(sql`insert into rank_collections (tracker_id, day, status)
    select id, ${day}::date - 1, 'done' from (${collected}) t on conflict do nothing`);
  await db.execute(sql`insert into rank_days (tracker_id, day, keyword_ids, organic_ranks,
      sponsored_ranks, impression_ranks, asins, top_asins)
    select d.tracker_id, d.day - 1, d.keyword_ids,
      array(select least(r + 7, 120)::smallint from unnest(d.organic_ranks) with ordinality u(r, i)
        order by i),
      d.sponsored_ranks, d.impression_ranks, d.asins, d.top_asins
    from rank_days d where d.day = ${day}::date and d.tracker_id in (${collected})
    on conflict do nothing`);
  const started = performance.now();
  await collection.collect({ marketplace: 'com', day });
  const seconds = round1((performance.now() - started) / 1000);
  const [made] = (
    (await db.execute(
      sql`select count(*)::int as n from rank_alerts where day = ${day}::date`,
    )) as {
      rows: { n: number }[];
    }
  ).rows;
  return { seconds, alerts: made!.n };
}

interface Figures {
  heatmapP95: number;
  heatmapP50: number;
  payloadKb: number;
  rawKb: number;
  rootsP95: number;
  collectSeconds: number;
  alerts: { seconds: number; alerts: number };
}

/** The roots view's p95 over the same window: the tracked terms grouped by normalized root. */
async function rootsP95(
  insights: Services['rankRadarInsights'],
  scope: Parameters<Services['rankRadar']['heatmap']>[0],
  tracker: Parameters<Services['rankRadar']['heatmap']>[1],
  window: { from: string; to: string },
): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < WARMUP + RUNS; run++) {
    const started = performance.now();
    JSON.stringify(await insights.roots(scope, tracker, window));
    if (run >= WARMUP) times.push(performance.now() - started);
  }
  return round1(percentile(times, 95));
}

async function measure(databaseUrl?: string): Promise<Figures> {
  const bench = await benchOrganization('rr', { databaseUrl });
  try {
    const { database, services, orgId, member: scope } = bench;
    // A bench database kept from an earlier run: its trackers stop collecting (archived).
    await database.db.execute(
      sql`update rank_trackers set archived_at = now() where archived_at is null`,
    );
    const main = await seedRankTracker(database.db, orgId, 500, 365);
    for (let i = 0; i < 200; i++) await seedRankTracker(database.db, orgId, 100, 90);
    await database.db.execute(sql`analyze`);

    const tracker = await services.rankRadar.resolve(scope, main, false);
    const window = { from: addDays(today, -89), to: today, archived: 'false' as const };
    const times: number[] = [];
    let payload = '';
    for (let run = 0; run < WARMUP + RUNS; run++) {
      const started = performance.now();
      const map = await services.rankRadar.heatmap(scope, tracker, window);
      payload = JSON.stringify(map);
      if (run >= WARMUP) times.push(performance.now() - started);
    }
    const figures: Figures = {
      heatmapP95: round1(percentile(times, 95)),
      heatmapP50: round1(percentile(times, 50)),
      payloadKb: round1(gzipSync(payload).length / 1024),
      rawKb: round1(payload.length / 1024),
      rootsP95: await rootsP95(services.rankRadarInsights, scope, tracker, window),
      collectSeconds: 0,
      alerts: { seconds: 0, alerts: 0 },
    };

    const keywords = await seedCollection(database.db, orgId);
    const day = marketplaceDate('com');
    const started = performance.now();
    const result = await services.rankRadarCollection.collect({ marketplace: 'com', day });
    figures.collectSeconds = round1((performance.now() - started) / 1000);
    if (result.stored !== 200 || keywords !== 100_000)
      throw new Error(
        `collected ${result.stored} trackers of ${keywords} terms, not 200 of 100,000`,
      );
    figures.alerts = await alertsOfDay(database.db, services.rankRadarCollection, day);
    return figures;
  } finally {
    await bench.close();
  }
}

const started = performance.now();
const lite = await measure();
const pg = process.env.BENCH_DATABASE_URL ? await measure(process.env.BENCH_DATABASE_URL) : null;
const slower = pg && pg.collectSeconds > lite.collectSeconds ? pg : lite;
console.log(`heatmap_500x90_p95_ms_pg=${pg ? pg.heatmapP95 : 'skipped (set BENCH_DATABASE_URL)'}`);
console.log(`heatmap_500x90_p95_ms_pglite=${lite.heatmapP95}`);
console.log(`heatmap_payload_kb=${lite.payloadKb}`);
console.log(`collect_100k_keywords_s=${slower.collectSeconds}`);
console.log(`roots_p95_ms=${pg?.rootsP95 ?? lite.rootsP95}`);
// Details on stderr, so stdout holds exactly the issue's figures.
for (const [name, f] of [
  ['pglite', lite],
  ['pg', pg],
] as const)
  if (f)
    console.error(
      `# ${name}: heatmap p50 ${f.heatmapP50} ms, p95 ${f.heatmapP95} ms; payload ${f.payloadKb} KB gzipped (${f.rawKb} KB raw); collection ${f.collectSeconds} s; ${f.alerts.alerts} alerts of the collected day in ${f.alerts.seconds} s; roots p95 ${f.rootsP95} ms`,
    );
console.error(`# total ${round1((performance.now() - started) / 1000)} s`);
