/**
 * Rank Radar seller data speed: the ad data (PPC figures and campaigns) of a tracker's 500 terms
 * over 90 days, read from a PPC fact table that also holds 90 days of 200 other trackers of 100
 * terms; and the import of a 50,000-row day of a search-term report. Runs on the embedded
 * database, then on PostgreSQL when BENCH_DATABASE_URL is set (a database of its own: trackers of
 * earlier runs are archived). `npx tsx bench/rank-radar-data.ts`; prints the issue's `name=value`
 * figures on stdout, the import time being the slower database's, and the details on stderr.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { addDays, marketplaceDate } from '@fathom/contract';
import {
  createSimulatedMarket,
  type MarketDataProvider,
  type PpcSearchTermRow,
} from '@fathom/market';
import { createServices } from '../apps/server/src/app';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { createAmazonConnectionsRepository } from '../apps/server/src/modules/amazon-connections/amazon-connections.repository';
import { createPpcImport } from '../apps/server/src/modules/ads-data/ppc.import';
import { createPpcRepository } from '../apps/server/src/modules/ads-data/ppc.repository';
import { percentile, round1 } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARMUP = 3;
const DAYS = 90;
const today = marketplaceDate('de');
const CAMPAIGNS = ['Exact', 'Phrase', 'Broad', 'Auto'];

const idOf = (result: unknown) => (result as { rows: { id: number }[] }).rows[0]!.id;

/**
 * A tracker of `keywords` terms with `days` collected days of ranks and of PPC facts up to
 * today (each term served by `campaigns` campaigns a day), written by SQL.
 */
async function seedTracker(
  db: Database['db'],
  orgId: number,
  connectionId: number,
  keywords: number,
  campaigns: number,
) {
  const trackerId = idOf(
    await db.execute(sql`insert into rank_trackers
      (organization_id, marketplace, asin, asins, title, start_date)
    values (${orgId}, 'de', 'B0BENCH000', '{B0BENCH000}', 'Bench tracker', ${addDays(today, -DAYS + 1)})
    returning id`),
  );
  await db.execute(sql`insert into rank_tracker_keywords (tracker_id, keyword, source, status, search_volume, relevancy)
    select ${trackerId}, 'bench term ' || g, 'dive', 'normal', 450 + (g * 7919) % 40000, 0.5
    from generate_series(1, ${keywords}) g`);
  await db.execute(sql`insert into rank_collections (tracker_id, day, status)
    select ${trackerId}, ${today}::date - d, 'done' from generate_series(0, ${DAYS - 1}) d`);
  await db.execute(sql`insert into rank_days (tracker_id, day, keyword_ids, organic_ranks,
      sponsored_ranks, impression_ranks, asins, top_asins)
    select ${trackerId}, ${today}::date - d, array_agg(k.id order by k.id),
      array_agg(1 + (k.id * 31 + d * 7) % 100 order by k.id)::smallint[],
      array_agg(case when (k.id + d) % 5 = 0 then 1 + (k.id + d) % 20 end order by k.id)::smallint[],
      array_agg(1 + (k.id * 13 + d) % 30 order by k.id)::smallint[], '{B0BENCH000}',
      array_agg(1 order by k.id)::smallint[]
    from rank_tracker_keywords k cross join generate_series(0, ${DAYS - 1}) d
    where k.tracker_id = ${trackerId} and (k.id + d) % 3 <> 0
    group by d`);
  // Four in five terms are advertised on a day.
  await db.execute(sql`insert into ppc_facts (tracker_id, search_term, day, campaign_name,
      match_type, connection_id, impressions, clicks, spend, sales, orders)
    select ${trackerId}, 'bench term ' || g, ${today}::date - d,
      'Bench ' || (array['Exact','Phrase','Broad','Auto'])[c], (array['EXACT','PHRASE','BROAD','AUTO'])[c],
      ${connectionId}, 100 + (g * 37 + d) % 900, 1 + (g + d) % 40, 50 + (g * 13 + d) % 3000,
      (g + d) % 7 * 1999, (g + d) % 7
    from generate_series(1, ${keywords}) g cross join generate_series(0, ${DAYS - 1}) d
      cross join generate_series(1, ${campaigns}) c
    where (g + d) % 5 <> 0`);
  return trackerId;
}

/** A day's report of 50,000 rows: 500 tracked terms and 4,500 others, ten campaigns each. */
function bigReport(day: string, asin: string): PpcSearchTermRow[] {
  const rows: PpcSearchTermRow[] = [];
  for (let term = 1; term <= 5000; term++)
    for (let c = 0; c < 10; c++)
      rows.push({
        startDate: day,
        endDate: day,
        campaignName: `Campaign ${c} - ${CAMPAIGNS[c % 4]}`,
        adGroupName: 'Bench',
        advertisedAsin: asin,
        matchType: (['EXACT', 'PHRASE', 'BROAD', 'AUTO'] as const)[c % 4]!,
        targeting: 'bench',
        searchTerm: term <= 500 ? `Bench Term ${term}` : `other term ${term}`,
        impressions: 100 + term,
        clicks: 1 + (term % 30),
        spend: 100 + term,
        sales: (term % 7) * 1999,
        orders: term % 7,
        currency: 'EUR',
      });
  return rows;
}

interface Figures {
  adDataP95: number;
  adDataP50: number;
  importSeconds: number;
  facts: number;
}

async function measure(databaseUrl?: string): Promise<Figures> {
  const dataDir = databaseUrl ? null : mkdtempSync(path.join(tmpdir(), 'fathom-bench-rrd-'));
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
        email: `bench-rrd-${Date.now()}@example.com`,
        password: 'bench-password-rrd',
      },
    });
    const [org] = await services.orgs.organizationsOf(user.id);
    const member = { organizationId: org!.id, userId: user.id, role: 'owner' as const };
    await database.db.execute(
      sql`update rank_trackers set archived_at = now() where archived_at is null`,
    );
    const connectionId = idOf(
      await database.db.execute(sql`insert into amazon_connections
        (organization_id, kind, marketplace, provider, status, account_name, external_id)
      values (${org!.id}, 'amazon-ads', 'de', 'simulated', 'CONNECTED', 'Bench', 'bench')
      returning id`),
    );
    const main = await seedTracker(database.db, org!.id, connectionId, 500, 2);
    for (let i = 0; i < 200; i++) await seedTracker(database.db, org!.id, connectionId, 100, 1);
    // Past days' facts as autovacuum leaves them after their import (visibility map set).
    await database.db.execute(sql`vacuum analyze`);
    const facts = (
      (await database.db.execute(sql`select count(*)::int as id from ppc_facts`)) as {
        rows: { id: number }[];
      }
    ).rows[0]!.id;

    const terms = (
      (await database.db.execute(
        sql`select id from rank_tracker_keywords where tracker_id = ${main} order by id`,
      )) as { rows: { id: number }[] }
    ).rows.map((r) => r.id);
    const body = { keywordIds: terms, from: addDays(today, -(DAYS - 1)), to: today };
    const times: number[] = [];
    for (let run = 0; run < WARMUP + RUNS; run++) {
      const started = performance.now();
      const answer = await services.ppc.adData(member, main, body);
      JSON.stringify(answer);
      if (run >= WARMUP) times.push(performance.now() - started);
      if (answer.totalAdDataKeywordCount !== 500) throw new Error('ad data of the wrong terms');
    }

    // The import of one 50,000-row day into a tracker of its own (the report is prepared).
    await database.db.execute(
      sql`update rank_trackers set archived_at = now() where archived_at is null`,
    );
    const target = await seedTracker(database.db, org!.id, connectionId, 500, 0);
    const day = addDays(today, 1);
    const rows = bigReport(day, 'B0BENCH000');
    const market: MarketDataProvider = Object.assign(
      Object.create(createSimulatedMarket()) as MarketDataProvider,
      { ppcSearchTermReport: () => Promise.resolve({ status: 'COMPLETED' as const, rows }) },
    );
    const importer = createPpcImport({
      repo: createPpcRepository(database.db),
      connections: createAmazonConnectionsRepository(database.db),
      market,
      queue: { send: () => Promise.resolve(undefined) },
      log: { error: () => {}, warn: () => {} },
    });
    const started = performance.now();
    const result = await importer.importDay({ connectionId, day });
    const importSeconds = round1((performance.now() - started) / 1000);
    if (result.stored !== 50_000) throw new Error(`imported ${result.stored} rows, not 50,000`);
    void target;
    return {
      adDataP95: round1(percentile(times, 95)),
      adDataP50: round1(percentile(times, 50)),
      importSeconds,
      facts,
    };
  } finally {
    await database.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

const started = performance.now();
const lite = await measure();
const pg = process.env.BENCH_DATABASE_URL ? await measure(process.env.BENCH_DATABASE_URL) : null;
const slower = pg && pg.importSeconds > lite.importSeconds ? pg : lite;
console.log(`ad_data_p95_ms_pg=${pg ? pg.adDataP95 : 'skipped (set BENCH_DATABASE_URL)'}`);
console.log(`ad_data_p95_ms_pglite=${lite.adDataP95}`);
console.log(`ppc_import_50k_s=${slower.importSeconds}`);
for (const [name, f] of [
  ['pglite', lite],
  ['pg', pg],
] as const)
  if (f)
    console.error(
      `# ${name}: ad data of 500 terms x ${DAYS} days p50 ${f.adDataP50} ms, p95 ${f.adDataP95} ms over ${f.facts} fact rows; 50,000-row day imported in ${f.importSeconds} s`,
    );
console.error(`# total ${round1((performance.now() - started) / 1000)} s`);
