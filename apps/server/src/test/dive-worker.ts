import { createSimulatedMarket } from '@fathom/market';
import { withLatency } from '@fathom/market/simulated';
import { createServices } from '../app';
import { openDatabase } from '../db/client';
import type { JobTimings } from '../jobs/registry';

/**
 * A worker process for tests, on the PostgreSQL database of TEST_DATABASE_URL, configured by
 * FATHOM_TEST_WORKER (JSON): `marketDelayMs` slows every market call, so a dive is still working
 * when the test kills the process; `jobTimings` replaces the production timings.
 */
const options = JSON.parse(process.env.FATHOM_TEST_WORKER ?? '{}') as {
  marketDelayMs?: number;
  jobTimings?: JobTimings;
};

const started = Date.now();
const database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL });
const services = createServices({
  database,
  role: 'worker',
  authSecret: 'worker-test-secret-worker-test-secret',
  baseUrl: 'http://localhost:3000',
  demo: false,
  logLevel: 'warn',
  market: withLatency(createSimulatedMarket(), options.marketDelayMs ?? 0),
  jobTimings: options.jobTimings,
});
await services.queue.start({ work: true });
console.log(`test worker ready in ${Date.now() - started} ms`);

process.on('SIGTERM', () => {
  void services.queue
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
});
