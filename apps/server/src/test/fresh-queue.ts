import { sql } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { testDatabase } from './harness';

// A test file starts on a queue without the jobs an earlier file of its worker left waiting (the
// demo's backfills, dives a test did not wait for): they belong to that file's organizations, and
// running them here would only slow this file's own work down.
beforeAll(async () => {
  const database = await testDatabase();
  try {
    await database.db.execute(sql`delete from pgboss.job where state in ('created', 'retry')`);
  } finally {
    await database.close();
  }
});
