import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, marketplaceDate, type Tracker } from '@fathom/contract';
import { createSimulatedMarket } from '@fathom/market';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { radarNiche, trackHero } from '../../test/rank-radar-fixture';
import { startWorker, type WorkerProcess } from '../../test/worker-process';

const TRACKERS = 4;
const TERMS = 60;
/** Collection jobs of the same day sent at once, for two worker processes to race on. */
const JOBS = 8;

/**
 * Two worker processes collecting the same day: separate processes can share a database only on
 * PostgreSQL (one process owns a PGlite directory), so this runs with TEST_DATABASE_URL alone.
 */
describe.runIf(process.env.TEST_DATABASE_URL)(
  'rank collection with two worker processes (PostgreSQL only: PGlite has one process)',
  () => {
    let t: TestApp;
    let workers: WorkerProcess[] = [];
    const users: TestUser[] = [];
    const trackers: Tracker[] = [];
    const day = addDays(marketplaceDate('com'), -1);

    const rows = async <R>(query: ReturnType<typeof sql>) => {
      const result: unknown = await t.database.db.execute(query);
      return (result as { rows: R[] }).rows;
    };
    const pendingJobs = async () =>
      (
        await rows<{ n: number }>(sql`select count(*)::int as n from pgboss.job
          where name = 'rank-radar.collect' and state in ('created', 'retry', 'active')`)
      )[0]!.n;

    beforeAll(async () => {
      t = await startTestApp({ work: false });
      for (let i = 0; i < TRACKERS; i++) {
        const user = await t.signUp(`Worker owner ${i}`);
        const niche = await radarNiche(t, user, `radar niche ${i}`, TERMS);
        const created = await trackHero(t, user, niche, TERMS);
        expect(created.statusCode).toBe(200);
        users.push(user);
        trackers.push(created.json<Tracker>());
      }
      // The trackers started yesterday: the day the workers race on is not collected yet.
      await t.database.db.execute(sql`update rank_trackers set start_date = ${day}::date
        where id = any(${`{${trackers.map((k) => k.id).join(',')}}`}::int[])`);
      workers = await Promise.all([startWorker(), startWorker()]);
    }, 300_000);
    afterAll(async () => {
      await Promise.all(workers.map((w) => w.stop()));
      await t.close();
    });

    it('stores each tracker keyword once for the day and charges the quota once', async () => {
      const quotasBefore = await Promise.all(
        users.map((u) => t.services.billing.quota(u.orgId, 'RANK_RADAR_KEYWORDS')),
      );
      await Promise.all(
        Array.from({ length: JOBS }, () =>
          t.services.queue.send('rank-radar.collect', { marketplace: 'com', day }),
        ),
      );
      for (let i = 0; i < 600 && (await pendingJobs()) > 0; i++)
        await new Promise((r) => setTimeout(r, 100));
      expect(await pendingJobs()).toBe(0);
      const failed = await rows<{ n: number }>(sql`select count(*)::int as n from pgboss.job
        where name = 'rank-radar.collect' and state = 'failed'`);
      expect(failed[0]!.n).toBe(0);

      const market = createSimulatedMarket();
      for (const tracker of trackers) {
        const claims = await rows<{ status: string }>(sql`select status from rank_collections
          where tracker_id = ${tracker.id} and day = ${day}::date`);
        expect(claims).toEqual([{ status: 'done' }]);
        const days = await rows<{ ids: number[] }>(sql`select keyword_ids as ids from rank_days
          where tracker_id = ${tracker.id} and day = ${day}::date`);
        expect(days).toHaveLength(1);
        const ids = days[0]!.ids;
        expect(new Set(ids).size).toBe(ids.length);
        // One entry per term the market ranks the product (or a variation) for that day.
        const terms = await rows<{ id: number; keyword: string }>(sql`select id, keyword
          from rank_tracker_keywords where tracker_id = ${tracker.id}`);
        const ranked = await market.keywordRanks({ orgId: null }, 'com', {
          asins: tracker.asins,
          terms: terms.map((k) => k.keyword),
          from: day,
          to: day,
        });
        const rankedTerms = new Set(ranked.map((r) => r.term));
        expect(ids.length).toBe(terms.filter((k) => rankedTerms.has(k.keyword)).length);
        expect(new Set(ids)).toEqual(
          new Set(terms.filter((k) => rankedTerms.has(k.keyword)).map((k) => k.id)),
        );
      }
      const quotasAfter = await Promise.all(
        users.map((u) => t.services.billing.quota(u.orgId, 'RANK_RADAR_KEYWORDS')),
      );
      expect(quotasAfter.map((q) => q.used)).toEqual(quotasBefore.map(() => TERMS));
      expect(quotasAfter).toEqual(quotasBefore);
    });
  },
);
