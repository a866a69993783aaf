import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineJob } from '@fathom/contract';
import type { Database } from '../db/client';
import { testDatabase } from '../test/harness';
import { checkHandlers, handler, JobQueue } from './registry';

const definitions = {
  'test.flaky': defineJob({
    payload: z.object({ key: z.string() }),
    retryLimit: 3,
    retryDelaySeconds: 0,
    expireInSeconds: 60,
    concurrency: 1,
    batchSize: 1,
  }),
};

const batched = (concurrency: number, batchSize: number) => ({
  'test.batched': defineJob({
    payload: z.object({ key: z.string() }),
    retryLimit: 1,
    retryDelaySeconds: 0,
    expireInSeconds: 60,
    concurrency,
    batchSize,
  }),
});

describe('job registry', () => {
  it('refuses a job without a handler, with two, or a handler without a job', () => {
    expect(() => checkHandlers(definitions, [])).toThrow('job test.flaky has no handler');
    const h = { name: 'test.flaky' };
    expect(() => checkHandlers(definitions, [h, h])).toThrow('job test.flaky has 2 handlers');
    expect(() => checkHandlers(definitions, [h, { name: 'test.other' }])).toThrow(
      'handler for unknown job test.other',
    );
    expect(() => checkHandlers(definitions, [h])).not.toThrow();
  });

  describe('on the database', () => {
    let database: Database;
    beforeAll(async () => {
      database = await testDatabase();
    });
    afterAll(() => database.close());

    it('retries a job that throws until it succeeds', async () => {
      const attempts: string[] = [];
      let done!: () => void;
      const finished = new Promise<void>((resolve) => (done = resolve));
      const queue = new JobQueue(database.createQueue(), definitions, [
        handler(definitions, 'test.flaky', ({ key }) => {
          attempts.push(key);
          if (attempts.length < 3) return Promise.reject(new Error('temporary failure'));
          done();
          return Promise.resolve();
        }),
      ]);
      await queue.start({ work: true });
      await queue.send('test.flaky', { key: 'k1' });
      await finished;
      await queue.stop();
      expect(attempts).toEqual(['k1', 'k1', 'k1']);
    });

    it('takes waiting jobs in one batch and retries only the job that threw', async () => {
      const defs = batched(1, 3);
      const attempts: string[] = [];
      let done!: () => void;
      const finished = new Promise<void>((resolve) => (done = resolve));
      const handlers = [
        handler(defs, 'test.batched', ({ key }) => {
          attempts.push(key);
          if (attempts.length === 4) done();
          return key === 'b' && attempts.length < 4
            ? Promise.reject(new Error('temporary failure'))
            : Promise.resolve();
        }),
      ];
      // All three wait in the queue before the worker's first fetch, so it takes them together.
      const sender = new JobQueue(database.createQueue(), defs, handlers);
      await sender.start({ work: false });
      for (const key of ['a', 'b', 'c']) await sender.send('test.batched', { key });
      const worker = new JobQueue(database.createQueue(), defs, handlers);
      await worker.start({ work: true });
      await finished;
      await worker.stop();
      await sender.stop();
      expect(attempts.slice(0, 3).sort()).toEqual(['a', 'b', 'c']);
      expect(attempts[3]).toBe('b');
    });

    it('runs as many jobs at once as its concurrency', async () => {
      const defs = batched(2, 1);
      let release!: () => void;
      const bothRunning = new Promise<void>((resolve) => (release = resolve));
      const running: string[] = [];
      const queue = new JobQueue(database.createQueue(), defs, [
        handler(defs, 'test.batched', async ({ key }) => {
          running.push(key);
          if (running.length === 2) release();
          // Each job waits for the other: one worker alone would never finish the first.
          await bothRunning;
        }),
      ]);
      await queue.start({ work: true });
      await queue.send('test.batched', { key: 'x' });
      await queue.send('test.batched', { key: 'y' });
      await bothRunning;
      await queue.stop();
      expect(running.sort()).toEqual(['x', 'y']);
    });

    it('keeps one queued job per key of a singleton job, and refuses one sent without a key', async () => {
      const defs = {
        'test.once': defineJob({
          payload: z.object({ key: z.string() }),
          retryLimit: 0,
          retryDelaySeconds: 0,
          expireInSeconds: 60,
          singleton: true,
          concurrency: 1,
          batchSize: 1,
        }),
      };
      const queue = new JobQueue(database.createQueue(), defs, [
        handler(defs, 'test.once', () => Promise.resolve()),
      ]);
      await queue.start({ work: false });
      const first = await queue.send('test.once', { key: 'a' }, { singletonKey: 'a' });
      expect(first).toBeTruthy();
      expect(await queue.send('test.once', { key: 'a' }, { singletonKey: 'a' })).toBeNull();
      expect(await queue.send('test.once', { key: 'b' }, { singletonKey: 'b' })).toBeTruthy();
      await expect(queue.send('test.once', { key: 'c' })).rejects.toThrow(
        'test.once jobs are sent with a singletonKey',
      );
      await queue.stop();
    });

    it('works the jobs sent inside workHere in this process, chained ones after their sender, before it resolves', async () => {
      const defs = {
        'test.here': defineJob({
          payload: z.object({ key: z.string() }),
          retryLimit: 2,
          retryDelaySeconds: 600,
          expireInSeconds: 60,
          concurrency: 1,
          batchSize: 1,
        }),
      };
      const done: string[] = [];
      let tries = 0;
      const queue: JobQueue<typeof defs> = new JobQueue(database.createQueue(), defs, [
        handler(defs, 'test.here', async ({ key }) => {
          // The first try of 'b' fails: it is tried again after the jobs already waiting.
          if (key === 'b' && tries++ === 0) throw new Error('temporary failure');
          if (key.length === 1) await queue.send('test.here', { key: `${key}2` });
          done.push(key);
        }),
      ]);
      await queue.start({ work: false });
      const result = await queue.workHere(async () => {
        await queue.send('test.here', { key: 'a' });
        // A job sent by the work itself has run, with the job it sent, when its send resolves.
        expect(done).toEqual(['a', 'a2']);
        await queue.send('test.here', { key: 'b' });
        await queue.send('test.here', { key: 'c' });
        return 'built';
      });
      expect(result).toBe('built');
      expect(done).toEqual(['a', 'a2', 'b', 'b2', 'c', 'c2']);
      // None of them went through the queue, where a worker would take them.
      const queued: unknown = await database.db.execute(
        sql`select count(*)::int as n from pgboss.job where name = 'test.here'`,
      );
      expect((queued as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
      // Outside workHere a job is queued again.
      expect(await queue.send('test.here', { key: 'd' })).toBeTruthy();
      expect(done).not.toContain('d');
      await queue.stop();
    });

    it('rejects workHere with the last failure of a job that keeps failing', async () => {
      const defs = {
        'test.broken': defineJob({
          payload: z.object({}),
          retryLimit: 1,
          retryDelaySeconds: 0,
          expireInSeconds: 60,
          concurrency: 1,
          batchSize: 1,
        }),
      };
      const attempts: boolean[] = [];
      const queue = new JobQueue(database.createQueue(), defs, [
        handler(defs, 'test.broken', (_payload, attempt) => {
          attempts.push(attempt.isLast);
          return Promise.reject(new Error('broken for good'));
        }),
      ]);
      await expect(queue.workHere(() => queue.send('test.broken', {}))).rejects.toThrow(
        'broken for good',
      );
      expect(attempts).toEqual([false, true]);
    });

    it('rejects a payload that does not match its schema', async () => {
      const queue = new JobQueue(database.createQueue(), definitions, [
        handler(definitions, 'test.flaky', () => Promise.resolve()),
      ]);
      await expect(queue.send('test.flaky', { key: 5 } as never)).rejects.toThrow();
    });
  });
});
