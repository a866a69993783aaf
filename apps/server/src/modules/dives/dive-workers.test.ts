import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIVE_TEXT, type DiveStatus } from '@fathom/contract';
import { eq } from 'drizzle-orm';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import { diveRuns } from '../../db/schema';
import type { JobTimings } from '../../jobs/registry';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { startBody } from '../../test/dives';
import { startWorker, type WorkerProcess } from '../../test/worker-process';

/** The bound the product promises: a killed worker's dive resumes or fails within 2 minutes. */
const BOUND_MS = 120_000;
const COUNT = 10;

/** A dive whose worker process is killed mid-flight, on PostgreSQL with separate worker processes. */
function killedWorkerSuite(name: string, jobTimings: JobTimings | undefined, body: Suite) {
  describe.runIf(process.env.TEST_DATABASE_URL)(name, () => {
    const ctx = { workers: [] as WorkerProcess[] } as Context;
    beforeAll(async () => {
      ctx.t = await startTestApp({ work: false, jobTimings });
      ctx.owner = await ctx.t.signUp('Kim');
    });
    afterEach(async () => {
      await Promise.all(ctx.workers.splice(0).map((w) => w.stop()));
    });
    afterAll(() => ctx.t.close());
    body(ctx, (options = {}) =>
      startWorker({ ...options, jobTimings }).then((w) => (ctx.workers.push(w), w)),
    );
  });
}

interface Context {
  t: TestApp;
  owner: TestUser;
  workers: WorkerProcess[];
}
type Suite = (
  ctx: Context,
  worker: (options?: { marketDelayMs?: number }) => Promise<WorkerProcess>,
) => void;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function status(ctx: Context, sndId: string) {
  const res = await ctx.t.request({
    method: 'GET',
    url: `/api/orgs/${ctx.owner.orgId}/dives/${sndId}`,
    cookie: ctx.owner.cookie,
  });
  return res.json<DiveStatus>();
}

async function start(ctx: Context) {
  const res = await ctx.t.request({
    method: 'POST',
    url: `/api/orgs/${ctx.owner.orgId}/dives`,
    cookie: ctx.owner.cookie,
    payload: startBody(KNOWN_ASINS.com.strongHero, COUNT),
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ sndId: string }>().sndId;
}

/** Waits until `test` holds for the dive's status, at most `ms`. */
async function until(ctx: Context, sndId: string, ms: number, test: (s: DiveStatus) => boolean) {
  const deadline = Date.now() + ms;
  for (;;) {
    const s = await status(ctx, sndId);
    if (test(s)) return s;
    if (Date.now() > deadline) throw new Error(`dive still ${s.status} at "${s.text}"`);
    await sleep(250);
  }
}

const lastProgress = async (ctx: Context, sndId: string) => {
  const [run] = await ctx.t.database.db.select().from(diveRuns).where(eq(diveRuns.id, sndId));
  return run!.updatedAt.getTime();
};

/** Kills the worker once an attempt on it has shown progress after `since`; when it was killed. */
async function killMidFlight(ctx: Context, sndId: string, worker: WorkerProcess, since: number) {
  const deadline = Date.now() + BOUND_MS;
  while ((await lastProgress(ctx, sndId)) <= since) {
    if (Date.now() > deadline) throw new Error('no attempt picked the dive up');
    await sleep(100);
  }
  expect((await status(ctx, sndId)).status).toBe('running');
  await worker.kill();
  return Date.now();
}

const used = async (ctx: Context) =>
  (await ctx.t.services.billing.quota(ctx.owner.orgId, 'DIVED_ASINS')).used;
const niches = async (ctx: Context) =>
  (
    await ctx.t.request({
      method: 'GET',
      url: `/api/orgs/${ctx.owner.orgId}/niches`,
      cookie: ctx.owner.cookie,
    })
  ).json<unknown[]>();

killedWorkerSuite('a killed worker, with the production job timings', undefined, (ctx, worker) => {
  it('another worker resumes the dive within 2 minutes; it completes and charges once', async () => {
    const slow = await worker({ marketDelayMs: 1_500 });
    const sndId = await start(ctx);
    const killedAt = await killMidFlight(ctx, sndId, slow, await lastProgress(ctx, sndId));
    await worker();
    const ended = await until(ctx, sndId, BOUND_MS, (s) => s.status !== 'running');
    expect(Date.now() - killedAt).toBeLessThan(BOUND_MS);
    expect(ended).toMatchObject({ status: 'completed', step: 'REDIRECTION' });
    expect(await niches(ctx)).toHaveLength(1);
    expect(await used(ctx)).toBe(COUNT);
  }, 300_000);
});

killedWorkerSuite(
  'a dive whose every attempt is killed, with short job timings',
  { superviseIntervalSeconds: 1, heartbeatSeconds: 10 },
  (ctx, worker) => {
    it('fails visibly once no attempt is left, saving and charging nothing', async () => {
      const sndId = await start(ctx);
      let killedAt = await lastProgress(ctx, sndId);
      // The first try and its two retries each die with their worker, mid-flight.
      for (let attempt = 0; attempt < 3; attempt++) {
        const slow = await worker({ marketDelayMs: 1_500 });
        killedAt = await killMidFlight(ctx, sndId, slow, killedAt);
      }
      await worker();
      const ended = await until(ctx, sndId, BOUND_MS, (s) => s.status !== 'running');
      expect(Date.now() - killedAt).toBeLessThan(BOUND_MS);
      expect(ended).toMatchObject({
        status: 'failed',
        step: 'ERROR',
        errorMessage: DIVE_TEXT.discoveryFailed,
      });
      expect(await niches(ctx)).toEqual([]);
      expect(await used(ctx)).toBe(0);
    }, 600_000);
  },
);
