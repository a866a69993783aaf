import type { AppOptions } from './app';
import { loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { databaseErrorLine, startupLines } from './startup';

/** Start-up problems are one line that says what to check, not a stack trace. */
function fail(line: string): never {
  console.error(line);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  fail(`Fathom cannot start: ${(error as Error).message}`);
}
const started = Date.now();
let database: Database;
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
} catch (error) {
  fail(
    config.databaseUrl
      ? databaseErrorLine(config.databaseUrl, error)
      : `Could not open the embedded database in ${config.dataDir}: ${(error as Error).message}. Check that no other Fathom process uses this folder (FATHOM_DATA_DIR).`,
  );
}
// The application loads once the database is open: a wrong address fails before it compiles.
const { buildHttp, createServices } = await import('./app');
const demo = config.mode === 'demo';
const options: AppOptions = { ...config, database, demo, webDist: config.webDist };
const services = createServices(options);

if (!demo) {
  const present = await services.demo.accountsPresent();
  if (present.length)
    fail(
      `This database holds the demo accounts (${present.join(', ')}), whose password is public: production mode does not start on it. Give production a database of its own.`,
    );
}
// The demo is built whole (its niches dived, its trackers filled) before the server says it is
// ready, by this process and before its workers start: none of its work waits in the queue.
if (demo && config.role !== 'worker') {
  if ((await services.demo.accountsPresent()).length === 0)
    console.log(
      'First start: preparing the demo organization (diving its niches, filling its trackers)...',
    );
  await services.demo.seed();
}
await services.queue.start({ work: config.role !== 'api' });

const app = config.role === 'worker' ? null : await buildHttp(services, options);
if (app) {
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = (error as { code?: string }).code;
    fail(
      code === 'EADDRINUSE'
        ? `Port ${config.port} is already in use on ${config.host}: stop the other server or set PORT.`
        : `Fathom cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`,
    );
  }
}
const where = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
console.log(
  `Fathom ${config.role === 'worker' ? 'worker' : `at ${config.baseUrl}`} (role ${config.role}, ${config.mode} mode) on ${where}, ready in ${Date.now() - started} ms`,
);
if (app) for (const line of startupLines(config)) console.log(line);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping`);
  await app?.close();
  await services.queue.stop();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
