import { createServices } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemo } from './modules/demo/demo.service';

/** `npm run seed`: the demo organization on the configured database (PostgreSQL or embedded). */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const services = createServices({ ...config, database, role: 'api' });
const created = await seedDemo(
  database,
  services.auth,
  services.orgs,
  services.billing,
  services.work,
);
console.log(created ? 'Demo organization created.' : 'Demo organization already exists.');
await database.close();
