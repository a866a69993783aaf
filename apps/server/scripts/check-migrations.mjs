// Fails when the drizzle schema has changes that no committed migration contains.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const server = path.resolve(import.meta.dirname, '..');
const committed = path.join(server, 'drizzle');
const scratch = mkdtempSync(path.join(tmpdir(), 'fathom-drift-'));
const sqlFiles = (dir) => readdirSync(dir).filter((f) => f.endsWith('.sql')).length;
try {
  cpSync(committed, scratch, { recursive: true });
  execFileSync(
    'npx',
    [
      'drizzle-kit',
      'generate',
      '--dialect',
      'postgresql',
      '--schema',
      './src/db/schema/index.ts',
      '--out',
      scratch,
    ],
    { cwd: server, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (sqlFiles(scratch) !== sqlFiles(committed)) {
    console.error(
      'The schema and the migrations disagree: run `npm run db:generate -w @fathom/server` and commit the result.',
    );
    process.exit(1);
  }
  console.log('Migrations match the schema.');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
