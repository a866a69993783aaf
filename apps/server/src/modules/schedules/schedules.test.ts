import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  DIVE_MESSAGES,
  marketplaceDate,
  nextRunDate,
  type Competitor,
  type NicheSummary,
  type Schedule,
} from '@fathom/contract';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import { diveRuns, diveSchedules, subscriptions } from '../../db/schema';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { diveAndWait, nicheIdOf, startBody, waitForRun } from '../../test/dives';

let t: TestApp;
let owner: TestUser;
let nicheId: number;

const monthly31 = {
  interval: 'Monthly',
  dayOfMonth: 31,
  type: 'SameCompetitors',
  numberOfCompetitors: 10,
};
const put = (user: TestUser, body: object, id = nicheId) =>
  t.request({
    method: 'PUT',
    url: `/api/niches/${id}/schedule`,
    cookie: user.cookie,
    payload: body,
  });
const runsOf = (id: number) =>
  t.database.db.select().from(diveRuns).where(eq(diveRuns.nicheId, id));
const niche = (user: TestUser) =>
  t
    .request({ method: 'GET', url: `/api/niches/${nicheId}`, cookie: user.cookie })
    .then((r) => r.json<NicheSummary>());
const makeDue = (date: string) =>
  t.database.db
    .update(diveSchedules)
    .set({ nextRunDate: date })
    .where(eq(diveSchedules.nicheId, nicheId));

beforeAll(async () => {
  t = await startTestApp({ work: true });
  owner = await t.signUp('Sam');
  nicheId = nicheIdOf(await diveAndWait(t, owner, startBody(KNOWN_ASINS.com.strongHero, 10)));
});
afterAll(() => t.close());

describe('Scheduled AutoDive', () => {
  it('saves a monthly schedule on day 31 with its next date, then edits and cancels it', async () => {
    const created = await put(owner, monthly31);
    expect(created.statusCode).toBe(200);
    const today = marketplaceDate('com');
    expect(created.json<Schedule>()).toMatchObject({
      interval: 'Monthly',
      dayOfMonth: 31,
      dayOfWeek: null,
      nextRunDate: nextRunDate({ interval: 'Monthly', dayOfMonth: 31, dayOfWeek: null }, today),
      lastRun: null,
    });
    expect((await niche(owner)).hasSchedule).toBe(true);

    const edited = await put(owner, {
      ...monthly31,
      interval: 'Weekly',
      dayOfWeek: 3,
      dayOfMonth: null,
    });
    expect(edited.json<Schedule>()).toMatchObject({
      interval: 'Weekly',
      dayOfWeek: 3,
      dayOfMonth: null,
    });

    const cancel = await t.request({
      method: 'DELETE',
      url: `/api/niches/${nicheId}/schedule`,
      cookie: owner.cookie,
    });
    expect(cancel.statusCode).toBe(200);
    const after = await t.request({
      method: 'GET',
      url: `/api/niches/${nicheId}/schedule`,
      cookie: owner.cookie,
    });
    expect(after.json()).toBeNull();
    expect((await niche(owner)).hasSchedule).toBe(false);
  });

  it.each([
    [
      { ...monthly31, dayOfMonth: null },
      'dayOfMonth: Please select a day of the month from the dropdown',
    ],
    [{ ...monthly31, type: 'NicheDive', heroAsin: null }, 'heroAsin: Hero ASIN is required'],
    [
      {
        ...monthly31,
        lockedAsins: ['B0AAAAAAA1', 'B0AAAAAAA2', 'B0AAAAAAA3'],
        numberOfCompetitors: 2,
      },
      'You can’t select fewer competitors than locked.',
    ],
  ])('refuses %j with a readable message', async (body, message) => {
    const res = await put(owner, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it.each([null, 0, 32])('says once that a monthly day of %s must be picked', async (day) => {
    const res = await put(owner, { ...monthly31, dayOfMonth: day });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'dayOfMonth: Please select a day of the month from the dropdown',
    );
  });

  it('lets only those who manage the niche schedule it, and hides it from other organizations', async () => {
    const member = await t.signUp('Mo');
    await t.services.orgs.addMember(owner.orgId, member.id, 'member');
    expect((await put(member, monthly31)).statusCode).toBe(403);
    const outsider = await t.signUp('Out');
    expect((await put(outsider, monthly31)).statusCode).toBe(404);
  });

  it('starts one dive per due date however often the scheduler runs, keeping the competitors', async () => {
    await put(owner, monthly31);
    const today = marketplaceDate('com');
    await makeDue(today);
    const before = await runsOf(nicheId);
    await Promise.all([t.services.schedules.tick(), t.services.schedules.tick()]);
    await t.services.schedules.tick();
    const scheduled = (await runsOf(nicheId)).filter((r) => r.scheduledFor === today);
    expect(scheduled).toHaveLength(1);
    expect((await runsOf(nicheId)).length).toBe(before.length + 1);
    const status = await waitForRun(t, owner, scheduled[0]!.id);
    expect(status.status).toBe('completed');
    const schedule = (
      await t.request({
        method: 'GET',
        url: `/api/niches/${nicheId}/schedule`,
        cookie: owner.cookie,
      })
    ).json<Schedule>();
    expect(schedule.lastRun).toEqual({ date: today, status: 'completed', errorMessage: null });
    expect(schedule.nextRunDate > today).toBe(true);
    expect((await niche(owner)).jobCount).toBe(2);
  });

  it('a Regular run keeps the locked competitors and the exclusions, within the tier cap', async () => {
    const competitors = () =>
      t
        .request({ method: 'GET', url: `/api/niches/${nicheId}/competitors`, cookie: owner.cookie })
        .then((r) => r.json<Competitor[]>());
    const now = await competitors();
    const locked = now.slice(1, 3).map((c) => c.asin);
    const relocked = await diveAndWait(
      t,
      owner,
      startBody(now[0]!.asin, 20, { nicheId, lockedAsins: locked }),
    );
    expect(relocked.status).toBe('completed');
    const before = await competitors();
    expect(before).toHaveLength(20);
    expect(before.filter((c) => c.locked).map((c) => c.asin)).toEqual(locked);
    // Excluded after that dive, while it is still among the competitors.
    const excluded = before[5]!.asin;
    const scope = { organizationId: owner.orgId };
    const niche = (await t.services.niches.find(scope, nicheId))!;
    await t.services.niches.setExclusions(scope, niche, [excluded]);
    // The plan went down to starter: 15 products at most.
    await t.database.db
      .update(subscriptions)
      .set({ tier: 'starter' })
      .where(eq(subscriptions.organizationId, owner.orgId));
    const usedBefore = (await t.services.billing.quota(owner.orgId, 'DIVED_ASINS')).used;

    expect((await put(owner, { ...monthly31, numberOfCompetitors: 15 })).statusCode).toBe(200);
    const due = marketplaceDate('com', new Date(Date.now() - 2 * 86_400_000));
    await makeDue(due);
    await t.services.schedules.tick();
    const [run] = (await runsOf(nicheId)).filter((r) => r.scheduledFor === due);
    expect((await waitForRun(t, owner, run!.id)).status).toBe('completed');

    const after = await competitors();
    expect(after.filter((c) => c.locked).map((c) => c.asin)).toEqual(locked);
    expect(after.map((c) => c.asin)).not.toContain(excluded);
    expect(after.map((c) => c.asin)).toEqual(
      before
        .map((c) => c.asin)
        .filter((asin) => asin !== excluded)
        .slice(0, 15),
    );
    expect((await t.services.billing.quota(owner.orgId, 'DIVED_ASINS')).used).toBe(usedBefore + 15);
    await t.database.db
      .update(subscriptions)
      .set({ tier: 'standard' })
      .where(eq(subscriptions.organizationId, owner.orgId));
  });

  it('a run beyond the quota fails visibly, charges nothing and leaves the niche as it was', async () => {
    const { billing, schedules, work } = t.services;
    const quota = await billing.quota(owner.orgId, 'DIVED_ASINS');
    await work.run((repos) =>
      repos.quota.charge(
        `test:fill:${owner.orgId}`,
        owner.orgId,
        'DIVED_ASINS',
        quota.limit! - quota.used - 5,
      ),
    );
    const usedBefore = (await billing.quota(owner.orgId, 'DIVED_ASINS')).used;
    const jobsBefore = (await niche(owner)).jobCount;
    const yesterday = new Date(Date.now() - 86_400_000);
    await makeDue(marketplaceDate('com', yesterday));
    await schedules.tick();
    const schedule = (
      await t.request({
        method: 'GET',
        url: `/api/niches/${nicheId}/schedule`,
        cookie: owner.cookie,
      })
    ).json<Schedule>();
    expect(schedule.lastRun).toMatchObject({
      status: 'failed',
      errorMessage: DIVE_MESSAGES.divedAsinsLimit,
    });
    expect((await billing.quota(owner.orgId, 'DIVED_ASINS')).used).toBe(usedBefore);
    expect((await niche(owner)).jobCount).toBe(jobsBefore);
  });
});
