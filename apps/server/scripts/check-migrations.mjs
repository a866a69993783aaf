// Fails when the drizzle schema has changes that no committed migration contains: drizzle-kit
// generates into a scratch copy of the migrations, which must stay as it was.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const server = path.resolve(import.meta.dirname, '..');
const committed = path.join(server, 'drizzle');
// drizzle-kit reads --out relative to the working folder, so the scratch copy lives inside it.
const scratch = mkdtempSync(path.join(server, '.drift-'));
const sqlFiles = (dir) => readdirSync(dir).filter((f) => f.endsWith('.sql')).length;
try {
  cpSync(committed, scratch, { recursive: true });
  const output = execFileSync(
    'npx',
    [
      'drizzle-kit',
      'generate',
      '--dialect',
      'postgresql',
      '--schema',
      './src/db/schema/index.ts',
      '--out',
      `./${path.basename(scratch)}`,
    ],
    { cwd: server, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  if (!/No schema changes/.test(output) || sqlFiles(scratch) !== sqlFiles(committed)) {
    console.error(output);
    console.error(
      'The schema and the migrations disagree: run `npm run db:generate -w @fathom/server` and commit the result.',
    );
    process.exitCode = 1;
  } else {
    console.log('Migrations match the schema.');
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
