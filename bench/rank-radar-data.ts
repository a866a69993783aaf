/**
 * Rank Radar seller data speed: the ad data (PPC figures and campaigns) and the SQP data of a
 * tracker's 500 terms over 90 days (13 weeks of SQP report rows), read from fact tables that also
 * hold 90 days and 13 weeks of 200 other trackers of 100 terms; and the import of a 50,000-row
 * day of a search-term report. Runs on the embedded database, then on PostgreSQL when
 * BENCH_DATABASE_URL is set (a database of its own: trackers of earlier runs are archived).
 * `npx tsx bench/rank-radar-data.ts`; prints the issue's `name=value` figures on stdout (the read
 * times PostgreSQL's, the import time the slower database's) with the embedded database's read
 * times beside them, and the details on stderr.
 */
import { sql } from 'drizzle-orm';
import { addDays } from '@fathom/contract';
import { createSimulatedMarket, type MarketDataProvider } from '@fathom/market';
import { createAmazonConnectionsRepository } from '../apps/server/src/modules/amazon-connections/amazon-connections.repository';
import { createPpcImport } from '../apps/server/src/modules/ads-data/ppc.import';
import { createPpcRepository } from '../apps/server/src/modules/ads-data/ppc.repository';
import { benchOrganization } from './organization';
import { bigReport, seedRankRadarBench, seedRankTracker, today } from './rank-radar-seed';
import { percentile, round1 } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARMUP = 3;
const DAYS = 90;

interface Times {
  p50: number;
  p95: number;
}

/** Times `answer` RUNS times after a warm-up, its answer made JSON as the endpoint sends it. */
async function timed<T>(answer: () => Promise<T>, check: (answer: T) => void): Promise<Times> {
  const times: number[] = [];
  for (let run = 0; run < WARMUP + RUNS; run++) {
    const started = performance.now();
    const result = await answer();
    JSON.stringify(result);
    if (run >= WARMUP) times.push(performance.now() - started);
    check(result);
  }
  return { p50: round1(percentile(times, 50)), p95: round1(percentile(times, 95)) };
}

interface Figures {
  adData: Times;
  sqpData: Times;
  importSeconds: number;
  facts: number;
}

async function measure(databaseUrl?: string): Promise<Figures> {
  const bench = await benchOrganization('rrd', { databaseUrl });
  try {
    const { database, services, orgId, member } = bench;
    const { db } = database;
    const { main, terms, connectionId } = await seedRankRadarBench(db, orgId, DAYS, 200);
    const facts = (
      (await db.execute(sql`select count(*)::int as id from ppc_facts`)) as {
        rows: { id: number }[];
      }
    ).rows[0]!.id;

    const tracker = await services.rankRadar.resolve(member, main, false);
    const body = { keywordIds: terms, from: addDays(today, -(DAYS - 1)), to: today };
    const adData = await timed(
      () => services.ppc.adData(tracker, body),
      (answer) => {
        if (answer.totalAdDataKeywordCount !== 500) throw new Error('ad data of the wrong terms');
      },
    );
    const sqpData = await timed(
      () => services.sqp.data(member, tracker, body),
      (answer) => {
        if (answer.keywords.length !== 500) throw new Error('not every term has SQP data');
      },
    );

    // The import of one 50,000-row day into a tracker of its own (the report is prepared).
    await db.execute(sql`update rank_trackers set archived_at = now() where archived_at is null`);
    await seedRankTracker(db, orgId, 500, DAYS);
    const day = addDays(today, 1);
    const rows = bigReport(day, 'B0BENCH000');
    const market: MarketDataProvider = Object.assign(
      Object.create(createSimulatedMarket()) as MarketDataProvider,
      { ppcSearchTermReport: () => Promise.resolve({ status: 'COMPLETED' as const, rows }) },
    );
    const importer = createPpcImport({
      repo: createPpcRepository(db),
      connections: createAmazonConnectionsRepository(db),
      market,
      queue: { send: () => Promise.resolve(undefined) },
      log: { error: () => {}, warn: () => {} },
    });
    const started = performance.now();
    const result = await importer.importDay({ connectionId, day });
    const importSeconds = round1((performance.now() - started) / 1000);
    if (result.stored !== 50_000) throw new Error(`imported ${result.stored} rows, not 50,000`);
    return { adData, sqpData, importSeconds, facts };
  } finally {
    await bench.close();
  }
}

const started = performance.now();
// PostgreSQL first: the embedded database, closed, leaves memory behind that slows the reads
// timed after it.
const pg = process.env.BENCH_DATABASE_URL ? await measure(process.env.BENCH_DATABASE_URL) : null;
const lite = await measure();
const slower = pg && pg.importSeconds > lite.importSeconds ? pg : lite;
const skipped = 'skipped (set BENCH_DATABASE_URL)';
console.log(`ad_data_p95_ms=${pg ? pg.adData.p95 : skipped}`);
console.log(`sqp_data_p95_ms=${pg ? pg.sqpData.p95 : skipped}`);
console.log(`ppc_import_50k_s=${slower.importSeconds}`);
console.log(`ad_data_p95_ms_pglite=${lite.adData.p95}`);
console.log(`sqp_data_p95_ms_pglite=${lite.sqpData.p95}`);
for (const [name, f] of [
  ['pglite', lite],
  ['pg', pg],
] as const)
  if (f)
    console.error(
      `# ${name}: ad data of 500 terms x ${DAYS} days p50 ${f.adData.p50} ms, p95 ${f.adData.p95} ms over ${f.facts} fact rows; SQP data of 500 terms x 13 weeks p50 ${f.sqpData.p50} ms, p95 ${f.sqpData.p95} ms; 50,000-row day imported in ${f.importSeconds} s`,
    );
console.error(`# total ${round1((performance.now() - started) / 1000)} s`);
