/**
 * `npm run bench:check`: quick versions of the benches on PostgreSQL, held to budgets that are
 * ratios to a baseline timed in the same run (bench/check-budgets.ts). It fails when a ratio is
 * over its budget by more than the machine's noise in this run (how far the baselines moved from
 * round to round). Then it checks itself: the same read figures against a server whose read path
 * waits 5 ms more (bench/read-delay.mjs) must fail, or the check fails.
 *
 * PostgreSQL: BENCH_DATABASE_URL (a database it may fill), else a database of its own on
 * 127.0.0.1:5432, created and dropped. `--self-test` runs the self-test alone. Writes the figures
 * to bench/.last-check.json, from which `npm run bench:report` writes docs/scaling.md's table.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import {
  DATA_BUDGETS,
  HTTP_BUDGETS,
  judge,
  median,
  noiseOf,
  READ_BUDGETS,
  type Verdict,
} from './check-budgets';
import { measureData } from './check-data';
import { measureHttp, type HttpRound } from './check-http';
import { repoRoot } from './server';

const ROUNDS = Number(process.env.BENCH_CHECK_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_CHECK_SECONDS ?? 2);
const PORT = Number(process.env.FATHOM_BENCH_PORT ?? 3950);
/** The slowdown the self-test adds to the read path, in milliseconds. */
const SELF_TEST_DELAY_MS = 5;
export const LAST_CHECK = path.join(repoRoot, 'bench', '.last-check.json');

const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432';
const psql = (command: string) =>
  execFileSync('psql', [`${ADMIN_URL}/postgres`, '-v', 'ON_ERROR_STOP=1', '-qc', command], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });

async function withDatabase<T>(run: (url: string) => Promise<T>): Promise<T> {
  if (process.env.BENCH_DATABASE_URL) return run(process.env.BENCH_DATABASE_URL);
  const name = `fathom_bench_check_${Date.now()}_${process.pid}`;
  psql(`create database ${name}`);
  try {
    return await run(`${ADMIN_URL}/${name}`);
  } finally {
    psql(`drop database if exists ${name} with (force)`);
  }
}

const print = (verdicts: Verdict[]) => {
  for (const v of verdicts)
    console.log(
      `${v.ok ? 'ok  ' : 'OVER'} ${v.figure}: ${v.value} (budget ${v.max}, noise ${Math.round(v.noise * 100)}%): ${v.ratio}`,
    );
};

/** The read figures against a server whose read path waits 5 ms more: the budget must catch it. */
async function selfTest(url: string): Promise<boolean> {
  console.log(`# self-test: the read path ${SELF_TEST_DELAY_MS} ms slower must be over budget`);
  const rounds = await measureHttp(url, {
    port: PORT + 1,
    rounds: ROUNDS,
    seconds: SECONDS,
    readOnly: true,
    nodeArgs: ['--import', path.join(repoRoot, 'bench', 'read-delay.mjs')],
    env: { FATHOM_BENCH_READ_DELAY_MS: String(SELF_TEST_DELAY_MS) },
  });
  const noise = noiseOf([rounds.map((r) => r.health_rps), rounds.map((r) => r.health_alone_ms)]);
  const verdicts = judge(READ_BUDGETS, rounds, noise);
  print(verdicts);
  const caught = verdicts.some((v) => !v.ok);
  console.log(
    caught
      ? '# self-test passed: the slowed read is over budget'
      : `# self-test FAILED: a read ${SELF_TEST_DELAY_MS} ms slower stays within budget`,
  );
  return caught;
}

const mid = (values: number[]) => Math.round(median(values) * 10) / 10;

function figuresOf(http: HttpRound[], p95: Record<string, number>) {
  const of = (key: keyof HttpRound) => mid(http.map((r) => r[key]));
  return {
    health_rps_pg: of('health_rps'),
    authed_read_rps_pg: of('authed_read_rps'),
    authed_read_p99_ms_pg: of('authed_read_p99_ms'),
    health_alone_ms_pg: of('health_alone_ms'),
    authed_read_alone_ms_pg: of('authed_read_alone_ms'),
    niches_list_p99_ms_pg: of('niches_list_p99_ms'),
    niches_list_alone_ms_pg: of('niches_list_alone_ms'),
    keywords_1000x50_p99_ms_pg: of('keywords_1000x50_p99_ms'),
    keywords_1000x50_alone_ms_pg: of('keywords_1000x50_alone_ms'),
    plain_select_p95_ms_pg: p95.plain_select!,
    pipeline_p95_ms_pg: p95.pipeline!,
    heatmap_500x90_p95_ms_pg: p95.heatmap_500x90!,
    ad_data_p95_ms: p95.ad_data!,
    sqp_data_p95_ms: p95.sqp_data!,
    settings_save_p95_ms: p95.settings_save!,
  };
}

function commit() {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
  return {
    commit: git('rev-parse', '--short', 'HEAD'),
    dirty: git('status', '--porcelain') !== '',
  };
}

async function check(url: string): Promise<boolean> {
  const started = performance.now();
  const loadBefore = loadavg()[0]!;
  const http = await measureHttp(url, { port: PORT, rounds: ROUNDS, seconds: SECONDS });
  console.log(`# HTTP figures in ${Math.round((performance.now() - started) / 1000)} s`);
  const data = await measureData(url, ROUNDS);
  console.log(
    `# HTTP and in-process figures in ${Math.round((performance.now() - started) / 1000)} s`,
  );
  const httpNoise = noiseOf([http.map((r) => r.health_rps), http.map((r) => r.health_alone_ms)]);
  const dataNoise = noiseOf([data.rounds.map((r) => r.plain_select)]);
  const verdicts = [
    ...judge(HTTP_BUDGETS, http, httpNoise),
    ...judge(DATA_BUDGETS, data.rounds, dataNoise),
  ];
  const figures = figuresOf(http, data.p95);
  for (const [name, value] of Object.entries(figures)) console.log(`${name}=${value}`);
  print(verdicts);
  const caught = process.env.BENCH_CHECK_SELF_TEST === 'false' || (await selfTest(url));
  const passed = verdicts.every((v) => v.ok) && caught;
  writeFileSync(
    LAST_CHECK,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        ...commit(),
        cpus: cpus().length,
        load: [loadBefore, loadavg()[0]!].map((l) => Math.round(l * 10) / 10),
        seconds: Math.round((performance.now() - started) / 1000),
        passed,
        selfTestCaught: caught,
        figures,
        verdicts,
        rounds: { http, data: data.rounds },
      },
      null,
      2,
    )}\n`,
  );
  return passed;
}

const ok = await withDatabase((url) =>
  process.argv.includes('--self-test') ? selfTest(url) : check(url),
);
console.log(ok ? 'bench:check passed' : 'bench:check FAILED');
process.exit(ok ? 0 : 1);
