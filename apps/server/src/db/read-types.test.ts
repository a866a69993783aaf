import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testDatabase } from '../test/harness';
import type { Database } from './client';
import { parseRows } from './rows';

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(() => database.close());

// Values whose text does not depend on the session's time zone or interval style.
const SELECT = sql`select
  timestamp '2026-11-27 10:00:00' as ts,
  date '2026-11-27' as day,
  interval '3 days' as span,
  array[timestamp '2026-11-27 10:00:00'] as tss,
  array[date '2026-11-27', null] as days,
  array[12.50::numeric] as amounts,
  array[1, 2] as ints`;

const AS_WRITTEN = {
  ts: '2026-11-27 10:00:00',
  day: '2026-11-27',
  span: '3 days',
  tss: '{"2026-11-27 10:00:00"}',
  days: '{2026-11-27,NULL}',
  amounts: '{12.50}',
  ints: [1, 2],
};

describe('what the app reads from its database', () => {
  it('drizzle reads dates, timestamps and intervals as PostgreSQL writes them, in and out of transactions', async () => {
    // Each row as the driver answers it: `z.unknown()` passes it on untouched.
    const asAnswered = (result: unknown) => parseRows(z.unknown(), result);
    expect(asAnswered(await database.db.execute(SELECT))).toEqual([AS_WRITTEN]);
    const inTransaction = await database.db.transaction(async (tx) =>
      asAnswered(await tx.execute(SELECT)),
    );
    expect(inTransaction).toEqual([AS_WRITTEN]);
  });

  it('the job queue reads its times as Dates', async () => {
    const queue = database.createQueue();
    await queue.start();
    try {
      const name = `read-types-${randomBytes(4).toString('hex')}`;
      await queue.createQueue(name);
      const id = await queue.send(name, { n: 1 }, { startAfter: new Date('2030-01-01T00:00:00Z') });
      const job = await queue.getJobById(name, id!);
      expect(job).toMatchObject({ data: { n: 1 }, startAfter: new Date('2030-01-01T00:00:00Z') });
      expect(job?.createdOn).toBeInstanceOf(Date);
      await queue.deleteQueue(name);
    } finally {
      await queue.stop({ graceful: false });
    }
  });

  it.skipIf(process.env.TEST_DATABASE_URL)(
    "the embedded database still applies a query's own parsers for other types",
    async () => {
      // drizzle's own client: the embedded database as drizzle sees it.
      const client = (database.db as unknown as { $client: PGlite }).$client;
      const { rows } = await client.query('select $1::int as n, now()::date as day', [7], {
        parsers: { 23: (value: string) => `#${value}`, 1082: (value: string) => value },
      });
      expect(rows[0]).toEqual({ n: '#7', day: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) });
    },
  );
});
