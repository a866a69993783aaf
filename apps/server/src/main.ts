import { buildHttp, createServices, type AppOptions } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemo } from './modules/demo/demo.service';

const config = loadConfig();
const started = Date.now();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const options: AppOptions = { ...config, database, webDist: config.webDist };
const services = createServices(options);

if (config.demo && config.role !== 'worker')
  await seedDemo(database, services.auth, services.orgs, services.billing);
await services.queue.start({ work: config.role !== 'api' });

const app = config.role === 'worker' ? null : await buildHttp(services, options);
if (app) await app.listen({ port: config.port, host: config.host });
const where = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
console.log(
  `Fathom ${config.role === 'worker' ? 'worker' : `at ${config.baseUrl}`} (role ${config.role}) on ${where}, ready in ${Date.now() - started} ms`,
);

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
