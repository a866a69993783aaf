import autocannon from 'autocannon';
import { prepareHttpData } from './http-data';
import { signIn, startServer } from './server';
const url0 = process.env.BENCH_DATABASE_URL!;
const { organizationId } = await prepareHttpData({ databaseUrl: url0 });
const server = await startServer(3950, url0);
try {
  const cookie = await signIn(server.url, 'demo@fathom.app', 'fathom-demo');
  const url = `${server.url}/api/orgs/${organizationId}/niches`;
  for (const c of [1, 20]) {
    const r = await autocannon({
      url,
      connections: c,
      duration: Number(process.env.D ?? 8),
      headers: { cookie, 'accept-encoding': 'gzip, deflate, br' },
    });
    console.log(
      `c=${c} rps=${Math.round(r.requests.average)} p50=${r.latency.p50} p99=${r.latency.p99} bytes=${Math.round(r.throughput.total / r.requests.total)}`,
    );
  }
} finally {
  await server.stop();
}
