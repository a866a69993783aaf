/**
 * The HTTP figures of `npm run bench:check` (bench/check.ts): the real server in its own process
 * on PostgreSQL, its API role only (no worker runs a dive while it is timed), on the data of
 * bench/http.ts. Each round times `/api/health` first, the baseline every other figure is divided
 * by, then the authenticated read, the niche list and the 1,000-keyword list.
 */
import autocannon from 'autocannon';
import { prepareHttpData } from './http-data';
import { signIn, startServer } from './server';
import { percentile } from './stats';

const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

export interface HttpRound {
  health_rps: number;
  health_p99_ms: number;
  /** One request at a time: the 10th percentile of its times, in milliseconds. */
  health_alone_ms: number;
  authed_read_rps: number;
  authed_read_p99_ms: number;
  authed_read_alone_ms: number;
  niches_list_rps: number;
  niches_list_p99_ms: number;
  niches_list_alone_ms: number;
  keywords_1000x50_rps: number;
  keywords_1000x50_p99_ms: number;
  keywords_1000x50_alone_ms: number;
}

export interface HttpOptions {
  port: number;
  rounds: number;
  /** Seconds of load per figure and round. */
  seconds: number;
  /** The server's node options, e.g. bench/read-delay.mjs for the self-test. */
  nodeArgs?: string[];
  env?: Record<string, string>;
  /** Only the read and its baseline (the self-test). */
  readOnly?: boolean;
}

async function load(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { ...BROWSER, ...headers },
  });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

/**
 * One request at a time for `seconds`: the 10th percentile of the answer times, with no queue in
 * front of it (the fastest tenth: what the path costs when the busy machine lets it run).
 */
async function alone(url: string, seconds: number, headers: Record<string, string> = {}) {
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until || times.length < 20) {
    const started = performance.now();
    const res = await fetch(url, { headers: { ...BROWSER, ...headers } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    times.push(performance.now() - started);
  }
  return Math.round(percentile(times, 10) * 100) / 100;
}

export async function measureHttp(databaseUrl: string, options: HttpOptions): Promise<HttpRound[]> {
  const { nicheId, organizationId } = await prepareHttpData({ databaseUrl });
  const server = await startServer(options.port, databaseUrl, undefined, {
    nodeArgs: options.nodeArgs,
    serverArgs: ['--role=api'],
    env: options.env,
  });
  try {
    const cookie = await signIn(server.url, 'demo@fathom.app', 'fathom-demo');
    const health = `${server.url}/api/health`;
    const read = `${server.url}/api/orgs/${organizationId}/spaces`;
    const list = `${server.url}/api/orgs/${organizationId}/niches`;
    const keywords = `${server.url}/api/niches/${nicheId}/keywords?list=mkl`;
    const s = options.seconds;
    // Warm-up: the JIT, the session and membership caches, the prepared statements.
    await load(health, 10, 1);
    await load(read, 10, 1, { cookie });
    if (!options.readOnly) await load(keywords, 10, 1, { cookie });
    const rounds: HttpRound[] = [];
    for (let round = 0; round < options.rounds; round++) {
      // The baseline before and after the read, the better kept: a collection left by the
      // previous round's large answers must not slow the baseline alone.
      const before = await load(health, 10, s);
      const r = await load(read, 10, s, { cookie });
      const after = await load(health, 10, s);
      const h = before.rps >= after.rps ? before : after;
      const healthAlone = await alone(health, s / 2);
      const readAlone = await alone(read, s / 2, { cookie });
      const l = options.readOnly ? { rps: 0, p99: 0 } : await load(list, 20, s, { cookie });
      const k = options.readOnly ? { rps: 0, p99: 0 } : await load(keywords, 20, s, { cookie });
      const listAlone = options.readOnly ? 0 : await alone(list, s / 2, { cookie });
      const keywordsAlone = options.readOnly ? 0 : await alone(keywords, s / 2, { cookie });
      rounds.push({
        health_rps: h.rps,
        health_p99_ms: h.p99,
        health_alone_ms: healthAlone,
        authed_read_rps: r.rps,
        authed_read_p99_ms: r.p99,
        authed_read_alone_ms: readAlone,
        niches_list_rps: l.rps,
        niches_list_p99_ms: l.p99,
        niches_list_alone_ms: listAlone,
        keywords_1000x50_rps: k.rps,
        keywords_1000x50_p99_ms: k.p99,
        keywords_1000x50_alone_ms: keywordsAlone,
      });
    }
    return rounds;
  } finally {
    await server.stop();
  }
}
