/**
 * HTTP throughput and latency of the real server: `node --import tsx bench/http.ts`.
 * Runs on the embedded database, then on PostgreSQL when BENCH_DATABASE_URL is set
 * (a database this script may fill with demo data). Prints name=value lines.
 */
import autocannon from 'autocannon';
import { signIn, startServer } from './server';

const DURATION_S = 10;
const CONNECTIONS = 10;

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return result;
}

async function measure(db: 'pglite' | 'postgres', databaseUrl?: string) {
  const server = await startServer(Number(process.env.FATHOM_BENCH_PORT ?? 3900), databaseUrl);
  try {
    const cookie = await signIn(server.url, 'demo@fathom.app', 'fathom-demo');
    const me = (await (await fetch(`${server.url}/api/me`, { headers: { cookie } })).json()) as {
      organizations: { id: number }[];
    };
    const health = await load(`${server.url}/api/health`);
    const read = await load(`${server.url}/api/orgs/${me.organizations[0]!.id}/spaces`, { cookie });
    console.log(`db=${db}`);
    console.log(`health_rps=${Math.round(health.requests.average)}`);
    console.log(`authed_read_rps=${Math.round(read.requests.average)}`);
    console.log(`authed_read_p99_ms=${read.latency.p99}`);
  } finally {
    await server.stop();
  }
}

await measure('pglite');
if (process.env.BENCH_DATABASE_URL) await measure('postgres', process.env.BENCH_DATABASE_URL);
else console.log('postgres=skipped (set BENCH_DATABASE_URL)');
