import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpPglite, openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File of a migrated embedded database that every server test file starts from. */
    pgliteTemplate: string | null;
  }
}

/**
 * Migrates once for the whole server suite: PostgreSQL in place, the embedded database into a
 * dump that each test file loads instead of migrating its own.
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const database = await openDatabase({ databaseUrl });
  const queue = database.createQueue();
  await queue.start();
  await queue.stop({ graceful: false });
  if (databaseUrl) {
    await database.close();
    project.provide('pgliteTemplate', null);
    return;
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'fathom-test-template-'));
  const file = path.join(folder, 'pglite.tar');
  await writeFile(file, Buffer.from(await (await dumpPglite(database)).arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => rm(folder, { recursive: true, force: true });
}
