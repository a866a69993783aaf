import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
  if (!databaseUrl) {
    project.provide('workerDatabaseUrls', []);
    project.provide('pgliteTemplate', await pgliteTemplate());
    return undefined;
  }
  await (await migrate(databaseUrl)).close();
  const workers = project.config.maxWorkers ?? availableParallelism();
  const urls = await copyPerWorker(databaseUrl, workers);
  project.provide('pgliteTemplate', null);
  project.provide('workerDatabaseUrls', urls);
  return () => dropCopies(databaseUrl, urls);
}

/** Migrates the database (and pg-boss's schema) and closes it. */
async function migrate(databaseUrl?: string) {
  const database = await openDatabase({ databaseUrl });
  const queue = database.createQueue();
  await queue.start();
  await queue.stop({ graceful: false });
  return database;
}

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The migrated embedded database's dump, kept under node_modules/.cache by the content of the
 * migrations and of package-lock.json (PGlite's and pg-boss's versions): a run whose schema has
 * not changed since the last one loads it instead of migrating again.
 */
async function pgliteTemplate(): Promise<string> {
  const hash = createHash('sha256');
  const migrations = path.join(serverDir, 'drizzle');
  for (const entry of (await readdir(migrations, { recursive: true })).sort()) {
    const file = path.join(migrations, entry);
    if ((await stat(file)).isFile()) hash.update(entry).update(await readFile(file));
  }
  hash.update(await readFile(path.resolve(serverDir, '../../package-lock.json')));
  const folder = path.resolve(serverDir, '../../node_modules/.cache/fathom-test');
  const file = path.join(folder, `pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  if (await stat(file).catch(() => null)) return file;
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  const database = await migrate();
  const partial = `${file}.${process.pid}`;
  await writeFile(partial, Buffer.from(await (await dumpPglite(database)).arrayBuffer()));
  await database.close();
  await rename(partial, file);
  return file;
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
