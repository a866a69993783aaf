import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { PgBoss, fromPglite } from 'pg-boss';
import { pgliteClients } from './pglite-clients';
import * as schema from './schema';

export interface QueueSupervision {
  superviseIntervalSeconds?: number;
  monitorIntervalSeconds?: number;
}

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The database and what rides on it: notifications and the job queue's connection. */
export interface Database {
  driver: 'pglite' | 'postgres';
  db: Db;
  /** Runs `fn` for every NOTIFY on `channel`; resolves to a function that stops listening. */
  listen(channel: string, fn: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /** A job queue on this database; `options` tune how often it supervises its jobs. */
  createQueue(options?: QueueSupervision): PgBoss;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; undefined keeps it in memory. */
  dataDir?: string | undefined;
  /** An embedded database's dump (`dumpPglite`) to start from instead of an empty one. */
  pgliteDump?: Blob | undefined;
}

/** Opens the database named by the options and brings its schema up to date. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(options.dataDir, options.pgliteDump);
}

const pglites = new WeakMap<Database, PGlite>();

/** A copy of an embedded database's files, for opening the same data again many times. */
export function dumpPglite(database: Database): Promise<Blob> {
  const client = pglites.get(database);
  if (!client) throw new Error('only an embedded database can be dumped');
  return client.dumpDataDir('none');
}

async function openPglite(dataDir: string | undefined, dump?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = new PGlite({
    ...(dataDir && { dataDir: path.join(dataDir, 'pglite') }),
    ...(dump && { loadDataDir: dump }),
  });
  await client.waitReady;
  const { forDrizzle, forQueue } = pgliteClients(client);
  const db = drizzlePglite(forDrizzle, { schema });
  await migratePglite(db, { migrationsFolder });
  const database: Database = {
    driver: 'pglite',
    db,
    listen: (channel, fn) => client.listen(channel, fn),
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    createQueue: (options = {}) =>
      new PgBoss({ db: fromPglite(forQueue), schema: 'pgboss', ...options }),
    close: () => client.close(),
  };
  pglites.set(database, client);
  return database;
}

async function openPostgres(connectionString: string): Promise<Database> {
  await migrateUnderLock(connectionString);
  // No JIT: the app's statements are short, and compiling a grid query's expressions (about
  // 200 ms) costs more than running it (docs/scaling.md, pipeline).
  const pool = new pg.Pool({ connectionString, max: 10, options: '-c jit=off' });
  const db = drizzlePg(pool, { schema });
  const listeners: pg.Client[] = [];
  return {
    driver: 'postgres',
    db: db as unknown as Db,
    listen: async (channel, fn) => {
      const client = new pg.Client({ connectionString });
      await client.connect();
      client.on('notification', (msg) => {
        if (msg.channel === channel && msg.payload !== undefined) fn(msg.payload);
      });
      // A lost listening connection would silently stop realtime delivery: fail loudly instead.
      client.on('error', (error) => {
        throw new Error(`Lost the LISTEN connection for ${channel}`, { cause: error });
      });
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      listeners.push(client);
      return async () => {
        listeners.splice(listeners.indexOf(client), 1);
        await client.end();
      };
    },
    notify: async (channel, payload) => {
      await db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    createQueue: (options = {}) =>
      new PgBoss({ connectionString, schema: 'pgboss', max: 4, ...options }),
    close: async () => {
      await Promise.all(listeners.splice(0).map((c) => c.end()));
      await pool.end();
    },
  };
}

/** Several processes may start at once on one PostgreSQL database: one migrates, the others wait. */
async function migrateUnderLock(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(7261001)');
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.end();
  }
}
