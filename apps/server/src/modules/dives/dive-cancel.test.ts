import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DIVE_INACTIVITY_TIMEOUT_MS, DIVE_TEXT, type DiveStatus } from '@fathom/contract';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import { diveRuns } from '../../db/schema';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { diveStatus, nicheList, startBody } from '../../test/dives';

let t: TestApp;
let owner: TestUser;
const attempt = { retryCount: 0, isLast: false };
const timedOut = { status: 'failed', step: 'ERROR', errorMessage: DIVE_TEXT.timedOut };

beforeAll(async () => {
  t = await startTestApp(); // no worker: the test runs the jobs itself, at the moments it picks
  owner = await t.signUp('Cato');
});
afterAll(() => t.close());

async function started(user = owner) {
  const res = await t.request({
    method: 'POST',
    url: `/api/orgs/${user.orgId}/dives`,
    cookie: user.cookie,
    payload: startBody(KNOWN_ASINS.com.strongHero, 10),
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ sndId: string }>().sndId;
}
const cancel = (sndId: string, user = owner) =>
  t.request({
    method: 'POST',
    url: `/api/orgs/${user.orgId}/dives/${sndId}/cancel`,
    cookie: user.cookie,
  });
const status = (sndId: string) => diveStatus(t, owner, sndId);
const niches = () => nicheList(t, owner);
const used = async () => (await t.services.billing.quota(owner.orgId, 'DIVED_ASINS')).used;
/** The run last showed progress `ms` ago. */
const idleFor = (sndId: string, ms: number) =>
  t.database.db
    .update(diveRuns)
    .set({ updatedAt: new Date(Date.now() - ms) })
    .where(eq(diveRuns.id, sndId));

describe('giving up on a dive', () => {
  it('a dive the browser cancels just before it is saved saves no niche and charges nothing', async () => {
    const sndId = await started();
    await t.services.dives.runDiscovery(sndId, attempt);
    // The browser gives up between the dive's last progress event and the save.
    const { publisher } = t.services;
    const publish = publisher.publish.bind(publisher);
    let answer: DiveStatus | undefined;
    publisher.publish = async (channel, ids, event, data) => {
      await publish(channel, ids, event, data);
      if ((data as { text?: string }).text === 'Building keyword lists') {
        const res = await cancel(sndId);
        expect(res.statusCode).toBe(200);
        answer = res.json<DiveStatus>();
      }
    };
    try {
      await t.services.dives.runDive(sndId, attempt);
    } finally {
      publisher.publish = publish;
    }
    expect(answer).toMatchObject({ ...timedOut, text: DIVE_TEXT.timedOut });
    expect(await status(sndId)).toMatchObject(timedOut);
    expect(await niches()).toEqual([]);
    expect(await used()).toBe(0);
    // A retry of the job changes nothing either.
    await t.services.dives.runDive(sndId, { retryCount: 1, isLast: false });
    expect(await status(sndId)).toMatchObject(timedOut);
    expect(await used()).toBe(0);
  });

  it('a cancel after the dive completed changes nothing and answers how it ended', async () => {
    const sndId = await started();
    await t.services.dives.runDiscovery(sndId, attempt);
    await t.services.dives.runDive(sndId, attempt);
    const before = await used();
    const res = await cancel(sndId);
    expect(res.statusCode).toBe(200);
    expect(res.json<DiveStatus>()).toMatchObject({ status: 'completed', step: 'REDIRECTION' });
    expect(await used()).toBe(before);
    expect(await niches()).toHaveLength(1);
  });

  it('only the member who started a dive may cancel it, and only in its organization', async () => {
    const sndId = await started();
    const colleague = await t.signUp('Cleo');
    await t.services.orgs.addMember(owner.orgId, colleague.id, 'member');
    const res = await cancel(sndId, { ...colleague, orgId: owner.orgId });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ message: string }>().message).toBe(
      'Only the member who started this dive can cancel it',
    );
    const stranger = await t.signUp('Cyd');
    expect((await cancel(sndId, stranger)).statusCode).toBe(404);
    const bad = await cancel('not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect((await status(sndId)).status).toBe('running');
  });

  it('a dive without progress for the time-out ends on the server, as the browser says', async () => {
    const sndId = await started();
    await idleFor(sndId, DIVE_INACTIVITY_TIMEOUT_MS - 30_000);
    expect((await status(sndId)).status).toBe('running');
    await idleFor(sndId, DIVE_INACTIVITY_TIMEOUT_MS + 1_000);
    expect(await status(sndId)).toMatchObject(timedOut);
    await t.services.dives.runDiscovery(sndId, attempt);
    expect(await status(sndId)).toMatchObject(timedOut);
  });

  it('a dive job picked up after the time-out neither saves nor charges', async () => {
    const before = { niches: (await niches()).length, used: await used() };
    const sndId = await started();
    await t.services.dives.runDiscovery(sndId, attempt);
    await idleFor(sndId, DIVE_INACTIVITY_TIMEOUT_MS + 1_000);
    await t.services.dives.runDive(sndId, attempt);
    expect(await status(sndId)).toMatchObject(timedOut);
    expect((await niches()).length).toBe(before.niches);
    expect(await used()).toBe(before.used);
  });

  it('the maintenance job ends idle dives nobody looks at', async () => {
    // The job ends the idle dives of every organization: those the tests above (or earlier files
    // on this database) left may have gone idle too. It answers how many it ended.
    const running = async () =>
      (
        await t.database.db
          .select({ id: diveRuns.id })
          .from(diveRuns)
          .where(eq(diveRuns.status, 'running'))
      ).map((r) => r.id);
    const idle = await started();
    const fresh = await started();
    await idleFor(idle, DIVE_INACTIVITY_TIMEOUT_MS + 1_000);
    const before = await running();
    const ended = await t.services.dives.endIdleRuns();
    const after = await running();
    expect(ended).toBe(before.length - after.length);
    expect(before.filter((id) => !after.includes(id))).toContain(idle);
    const [run] = await t.database.db.select().from(diveRuns).where(eq(diveRuns.id, idle));
    expect(run).toMatchObject({ status: 'failed', errorMessage: DIVE_TEXT.timedOut });
    expect(after).toContain(fresh);
    expect((await status(fresh)).status).toBe('running');
  });
});
