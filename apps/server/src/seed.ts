import { createServices } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';

/** `npm run seed`: the demo organization on the configured database (PostgreSQL or embedded). */
const config = loadConfig();
if (config.mode !== 'demo') {
  console.error('The demo organization is only for demo mode (FATHOM_MODE=demo).');
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const services = createServices({ ...config, database, demo: true, role: 'api' });
// The demo's dives and histories are worked here: the organization is whole when this ends.
const created = await services.demo.seed();
console.log(created ? 'Demo organization created.' : 'Demo organization already exists.');
await database.close();
