import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  }),
};

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

    it('rejects a payload that does not match its schema', async () => {
      const queue = new JobQueue(database.createQueue(), definitions, [
        handler(definitions, 'test.flaky', () => Promise.resolve()),
      ]);
      await expect(queue.send('test.flaky', { key: 5 } as never)).rejects.toThrow();
    });
  });
});
