// Writes the API's OpenAPI document, as the server serves it at /api/openapi.json, to
// docs/api/openapi.json. With --check it writes nothing and fails when the committed document
// differs: a change of the API changes the document in the same commit.
import { readFileSync, writeFileSync } from 'node:fs';
import { buildHttp, createServices, type AppOptions } from '../src/app';
import { openDatabase } from '../src/db/client';

const file = new URL('../../../docs/api/openapi.json', import.meta.url);
const database = await openDatabase({});
const options: AppOptions = {
  database,
  role: 'api',
  authSecret: 'x'.repeat(32),
  baseUrl: 'http://localhost:3000',
  demo: false,
  logLevel: 'silent',
};
const app = await buildHttp(createServices(options), options);
await app.ready();
const document = `${JSON.stringify(app.swagger(), null, 2)}\n`;
await app.close();
await database.close();

if (!process.argv.includes('--check')) {
  writeFileSync(file, document);
} else if (readFileSync(file, 'utf8') !== document) {
  console.error('docs/api/openapi.json is not the document the server serves: run npm run openapi');
  process.exit(1);
}
