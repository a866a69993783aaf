import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { marketplaceDate, type NicheSummary } from '@fathom/contract';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import { diveRuns, diveSchedules } from '../../db/schema';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { diveAndWait, nicheIdOf, startBody, waitForRun } from '../../test/dives';
import { startWorker } from '../../test/worker-process';

/** Separate worker processes share one PostgreSQL database: only there can this be shown. */
describe.runIf(process.env.TEST_DATABASE_URL)('the scheduler across worker processes', () => {
  let t: TestApp;
  let owner: TestUser;
  let nicheId: number;
  let workers: { stop(): Promise<void> }[] = [];

  const runsFor = (date: string) =>
    t.database.db
      .select()
      .from(diveRuns)
      .where(and(eq(diveRuns.nicheId, nicheId), eq(diveRuns.scheduledFor, date)));
  const makeDue = (date: string) =>
    t.database.db
      .update(diveSchedules)
      .set({ nextRunDate: date })
      .where(eq(diveSchedules.nicheId, nicheId));
  const ticks = async (n: number) => {
    for (let i = 0; i < n; i++) await t.services.queue.send('dives.schedule-tick', {});
  };
  /** Waits until the workers have handled every tick sent so far. */
  const settle = async () => {
    const pending = async () => {
      const [row] = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(sql`pgboss.job`)
        .where(sql`name = 'dives.schedule-tick' and state in ('created', 'retry', 'active')`);
      return row!.n;
    };
    await expect.poll(pending).toBe(0);
  };
  /** Waits until the workers have started the run due on `date`, then until it ends. */
  const dueRunEnds = async (date: string) => {
    await expect.poll(async () => (await runsFor(date)).length).toBeGreaterThan(0);
    const [run] = await runsFor(date);
    return waitForRun(t, owner, run!.id);
  };
  const jobCount = async () =>
    (
      await t.request({ method: 'GET', url: `/api/niches/${nicheId}`, cookie: owner.cookie })
    ).json<NicheSummary>().jobCount;

  beforeAll(async () => {
    t = await startTestApp({ work: false });
    workers = await Promise.all([startWorker(), startWorker()]);
    owner = await t.signUp('Wanda');
    nicheId = nicheIdOf(await diveAndWait(t, owner, startBody(KNOWN_ASINS.com.strongHero, 10)));
    const saved = await t.request({
      method: 'PUT',
      url: `/api/niches/${nicheId}/schedule`,
      cookie: owner.cookie,
      payload: {
        interval: 'Monthly',
        dayOfMonth: 31,
        type: 'NicheDive',
        heroAsin: KNOWN_ASINS.com.strongHero,
        numberOfCompetitors: 10,
      },
    });
    expect(saved.statusCode).toBe(200);
  });

  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop()));
    await t.close();
  });

  it('two workers and one due schedule give exactly one dive', async () => {
    const today = marketplaceDate('com');
    await makeDue(today);
    await ticks(6);
    expect((await dueRunEnds(today)).status).toBe('completed');
    await ticks(4);
    await settle();
    expect(await runsFor(today)).toHaveLength(1);
    expect(await jobCount()).toBe(2);
  });

  it('a restart between the due time and the run still gives exactly one', async () => {
    await Promise.all(workers.map((w) => w.stop()));
    // The run fell due while no worker was running; both restarted workers tick for it.
    const missed = marketplaceDate('com', new Date(Date.now() - 86_400_000));
    await makeDue(missed);
    workers = await Promise.all([startWorker(), startWorker()]);
    await ticks(3);
    expect((await dueRunEnds(missed)).status).toBe('completed');
    await ticks(3);
    await settle();
    expect(await runsFor(missed)).toHaveLength(1);
    expect(await jobCount()).toBe(3);
  });
});
