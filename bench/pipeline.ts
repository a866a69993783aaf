/**
 * The niche pipeline's speed: `npx tsx bench/pipeline.ts`. Seeds 100,000 niches across 20
 * organizations (bench/pipeline-data.ts) into PostgreSQL when BENCH_DATABASE_URL is set (a
 * database this script may fill) and into the embedded database, then times the pipeline's
 * service, the code path of its endpoint: page 1 and page 200 of the biggest organization
 * (50,000 niches) scoped by tags, with a text and a numeric filter and sorted on a metric, and the
 * CSV export of every organization (100,000 rows in all). Prints name=value lines; BENCH_ONLY=pg
 * or pglite runs one of the two.
 */
import { Writable } from 'node:stream';
import { PipelineQuery, PipelineView } from '@fathom/contract';
import { createServices } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/client';
import { seedPipeline, SEED_NICHES, view } from './pipeline-data';
import { percentile, round1 } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const WARMUP = 5;

/** Counts what the export writes and drops it, as a fast client would. */
function sink() {
  let bytes = 0;
  let lines = 0;
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines++;
      done();
    },
  });
  return { out, done: () => ({ bytes, lines }) };
}

async function measure(db: 'pg' | 'pglite', databaseUrl?: string) {
  const started = performance.now();
  const database = await openDatabase({ databaseUrl });
  const services = createServices({
    database,
    role: 'api',
    authSecret: 'bench-secret-bench-secret-bench-secret',
    baseUrl: 'http://localhost:3000',
    demo: false,
    logLevel: 'warn',
  });
  try {
    const orgs = await seedPipeline(database);
    const seeded = orgs.reduce((n, o) => n + o.niches, 0);
    if (seeded !== SEED_NICHES) throw new Error(`seeded ${seeded} niches, not ${SEED_NICHES}`);
    console.log(`# ${db}: seeded in ${Math.round(performance.now() - started)} ms`);
    const big = orgs[0]!;
    const owner = {
      organizationId: big.organizationId,
      userId: big.ownerId,
      role: 'owner' as const,
    };
    const member = { ...owner, userId: big.memberId, role: 'member' as const };

    // `fresh`: every call asks for a view not asked before (its volume floor moves by one), as
    // the first page after a change to the organization's niches is made.
    const time = async (scope: typeof owner | typeof member, page: number, fresh = false) => {
      const base = view(big);
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < WARMUP + RUNS; i++) {
        const filters = fresh
          ? [base.filters[0]!, { ...base.filters[1]!, value: String(5000 - i) }]
          : base.filters;
        const query = PipelineQuery.parse({ ...base, filters, page });
        const t0 = performance.now();
        const json = await services.pipeline.pageJson(scope, query);
        if (i >= WARMUP) times.push(performance.now() - t0);
        const body = JSON.parse(json) as { data: unknown[]; total: number };
        if (body.data.length !== 50) throw new Error(`page ${page} has ${body.data.length} rows`);
        total = body.total;
      }
      return { p95: round1(percentile(times, 95)), p50: round1(percentile(times, 50)), total };
    };
    const first = await time(owner, 1);
    const deep = await time(owner, 200);
    const asMember = await time(member, 1);
    const fresh = await time(owner, 1, true);
    console.log(`pipeline_p95_ms_${db}=${first.p95}`);
    console.log(`pipeline_p50_ms_${db}=${first.p50}`);
    console.log(`pipeline_deep_page_p95_ms_${db}=${deep.p95}`);
    console.log(`pipeline_member_p95_ms_${db}=${asMember.p95}`);
    console.log(`pipeline_new_view_p95_ms_${db}=${fresh.p95}`);
    console.log(`pipeline_matching_${db}=${first.total}`);

    const everything = PipelineView.parse({});
    const t0 = performance.now();
    let lines = 0;
    for (const org of orgs) {
      const scope = {
        organizationId: org.organizationId,
        userId: org.ownerId,
        role: 'owner' as const,
      };
      const { out, done } = sink();
      await services.pipeline.export(scope, everything, 'csv', out);
      lines += done().lines - 1;
    }
    const seconds = (performance.now() - t0) / 1000;
    if (lines !== SEED_NICHES) throw new Error(`exported ${lines} rows, not ${SEED_NICHES}`);
    return { seconds: Math.round(seconds * 100) / 100, seeded };
  } finally {
    await database.close();
  }
}

// BENCH_ONLY=pg or pglite runs one database only.
const only = process.env.BENCH_ONLY;
const lite = only === 'pg' ? undefined : await measure('pglite');
const pg =
  process.env.BENCH_DATABASE_URL && only !== 'pglite'
    ? await measure('pg', process.env.BENCH_DATABASE_URL)
    : undefined;
if (!process.env.BENCH_DATABASE_URL) console.log('pg=skipped (set BENCH_DATABASE_URL)');
console.log(`export_100k_rows_s=${(pg ?? lite)!.seconds}`);
if (lite) console.log(`export_100k_rows_s_pglite=${lite.seconds}`);
console.log(`pipeline_seed_rows=${(lite ?? pg)!.seeded}`);
