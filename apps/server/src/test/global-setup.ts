import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpPglite, openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File of a migrated embedded database that every server test file starts from. */
    pgliteTemplate: string | null;
    /** On PostgreSQL, one copy of the migrated database per test worker, by pool id - 1. */
    workerDatabaseUrls: string[];
  }
}

/**
 * Migrates once for the whole server suite. On PostgreSQL the migrated database is the template
 * of one database per test worker, so workers running files side by side never share a job queue;
 * the embedded database becomes a dump that each worker loads instead of migrating its own.
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const database = await openDatabase({ databaseUrl });
  const queue = database.createQueue();
  await queue.start();
  await queue.stop({ graceful: false });
  if (databaseUrl) {
    await database.close();
    const workers = project.config.maxWorkers ?? availableParallelism();
    const urls = await copyPerWorker(databaseUrl, workers);
    project.provide('pgliteTemplate', null);
    project.provide('workerDatabaseUrls', urls);
    return () => dropCopies(databaseUrl, urls);
  }
  project.provide('workerDatabaseUrls', []);
  const folder = await mkdtemp(path.join(tmpdir(), 'fathom-test-template-'));
  const file = path.join(folder, 'pglite.tar');
  await writeFile(file, Buffer.from(await (await dumpPglite(database)).arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => rm(folder, { recursive: true, force: true });
}

/** Runs statements on the server's maintenance database, outside the databases they copy. */
async function onServer(databaseUrl: string, statements: string[]) {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

const nameOf = (databaseUrl: string) => decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function copyPerWorker(databaseUrl: string, workers: number): Promise<string[]> {
  const template = nameOf(databaseUrl);
  const urls = Array.from({ length: workers }, (_, i) => {
    const url = new URL(databaseUrl);
    url.pathname = `/${template}_w${i + 1}`;
    return url.toString();
  });
  await onServer(
    databaseUrl,
    urls.flatMap((url) => [
      `drop database if exists ${quoted(nameOf(url))} with (force)`,
      `create database ${quoted(nameOf(url))} template ${quoted(template)}`,
    ]),
  );
  return urls;
}

function dropCopies(databaseUrl: string, urls: string[]) {
  return onServer(
    databaseUrl,
    urls.map((url) => `drop database if exists ${quoted(nameOf(url))} with (force)`),
  );
}
