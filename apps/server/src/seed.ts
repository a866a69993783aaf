import { createServices } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';

/** `npm run seed`: the demo organization on the configured database (PostgreSQL or embedded). */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const services = createServices({ ...config, database, role: 'api' });
// The demo's dives wait in the job queue for the server's workers.
await services.queue.start({ work: false });
const created = await services.demo.seed();
console.log(created ? 'Demo organization created.' : 'Demo organization already exists.');
await services.queue.stop();
await database.close();
