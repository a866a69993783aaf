/**
 * HTTP throughput and latency of the real server: `node --import tsx bench/http.ts`.
 * Runs on the embedded database, then on PostgreSQL when BENCH_DATABASE_URL is set
 * (a database this script may fill with demo data). Every request accepts compressed answers,
 * as browsers do. FATHOM_BENCH_PORT sets the server's port. Prints name=value lines.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { prepareHttpData } from './http-data';
import { signIn, startServer } from './server';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const PORT = Number(process.env.FATHOM_BENCH_PORT ?? 3900);
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

async function load(url: string, connections: number, headers: Record<string, string> = {}) {
  const result = await autocannon({
    url,
    connections,
    duration: DURATION_S,
    headers: { ...BROWSER, ...headers },
  });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  // Timeouts (10 s) on an overloaded machine are counted and printed, not hidden.
  if (result.errors > 0) console.log(`# ${url}: ${result.errors} requests failed or timed out`);
  return result;
}

/** Waits until the server's workers have dived every demo niche, so no dive runs under load. */
async function demoDived(nichesUrl: string, cookie: string) {
  for (let waited = 0; waited < 600; waited++) {
    const niches = (await (await fetch(nichesUrl, { headers: { cookie } })).json()) as {
      jobCount: number;
    }[];
    if (niches.every((niche) => niche.jobCount > 0)) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('The demo niches were not dived within 10 minutes');
}

async function measure(db: 'pglite' | 'pg', databaseUrl?: string) {
  const dataDir = databaseUrl ? undefined : mkdtempSync(path.join(tmpdir(), 'fathom-bench-'));
  const { nicheId, organizationId } = await prepareHttpData({ databaseUrl, dataDir });
  const server = await startServer(PORT, databaseUrl, dataDir);
  try {
    const cookie = await signIn(server.url, 'demo@fathom.app', 'fathom-demo');
    await demoDived(`${server.url}/api/orgs/${organizationId}/niches`, cookie);
    const keywordsUrl = `${server.url}/api/niches/${nicheId}/keywords?list=mkl`;
    const sample = await fetch(keywordsUrl, { headers: { cookie, ...BROWSER } });
    const rows = ((await sample.json()) as unknown[]).length;
    const raw = await fetch(keywordsUrl, { headers: { cookie, 'accept-encoding': 'identity' } });
    const rawBytes = (await raw.arrayBuffer()).byteLength;

    const health = await load(`${server.url}/api/health`, 10);
    const read = await load(`${server.url}/api/orgs/${organizationId}/spaces`, 10, { cookie });
    const list = await load(`${server.url}/api/orgs/${organizationId}/niches`, 20, { cookie });
    const keywords = await load(keywordsUrl, 20, { cookie });
    const wire = (r: autocannon.Result) => Math.round(r.throughput.total / r.requests.total);
    const lines = {
      health_rps: Math.round(health.requests.average),
      authed_read_rps: Math.round(read.requests.average),
      authed_read_p99_ms: read.latency.p99,
      niches_list_rps: Math.round(list.requests.average),
      niches_list_p99_ms: list.latency.p99,
      niches_list_bytes: wire(list),
      keywords_1000x50_rps: Math.round(keywords.requests.average),
      keywords_1000x50_p99_ms: keywords.latency.p99,
      keywords_1000x50_rows: rows,
      keywords_1000x50_bytes: wire(keywords),
      keywords_1000x50_uncompressed_bytes: rawBytes,
    };
    for (const [name, value] of Object.entries(lines)) console.log(`${name}_${db}=${value}`);
  } finally {
    await server.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

await measure('pglite');
if (process.env.BENCH_DATABASE_URL) await measure('pg', process.env.BENCH_DATABASE_URL);
else console.log('pg=skipped (set BENCH_DATABASE_URL)');
