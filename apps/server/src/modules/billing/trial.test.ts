import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  marketplaceDate,
  ORGANIZATIONS_PER_USER,
  PLAN_MESSAGES,
  TRIAL_DAYS,
  type Schedule,
} from '@fathom/contract';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import { diveSchedules, subscriptions } from '../../db/schema';
import { startBody } from '../../test/dives';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { rowCounts } from '../../test/row-counts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const hero = KNOWN_ASINS.com.strongHero;

const get = (user: TestUser, url: string) => t.request({ method: 'GET', url, cookie: user.cookie });
const createOrganization = (user: TestUser, name: string) =>
  t.request({ method: 'POST', url: '/api/orgs', cookie: user.cookie, payload: { name } });
const startDive = (user: TestUser, orgId: number) =>
  t.request({
    method: 'POST',
    url: `/api/orgs/${orgId}/dives`,
    cookie: user.cookie,
    payload: startBody(hero, 10),
  });

describe('trial and organizations without a plan', () => {
  it("a user's first organization starts on a standard trial that ends after the trial days", async () => {
    const before = Date.now();
    const user = await t.signUp('Tess');
    const res = await get(user, `/api/orgs/${user.orgId}/subscription`);
    expect(res.statusCode).toBe(200);
    const plan = res.json<{ tier: string; trialEnd: string }>();
    expect(plan.tier).toBe('standard');
    const end = Date.parse(plan.trialEnd);
    expect(end).toBeGreaterThanOrEqual(before + TRIAL_DAYS * DAY);
    expect(end).toBeLessThanOrEqual(Date.now() + TRIAL_DAYS * DAY);
    expect((await startDive(user, user.orgId)).statusCode).toBe(200);
  });

  it('a further organization has no plan: no quota, and a dive is refused until it subscribes', async () => {
    const user = await t.signUp('Farmer');
    const created = await createOrganization(user, 'Second brand');
    expect(created.statusCode).toBe(200);
    const orgId = created.json<{ id: number }>().id;

    expect((await get(user, `/api/orgs/${orgId}/subscription`)).json()).toBeNull();
    const quotas = await get(user, `/api/orgs/${orgId}/quotas?features=DIVED_ASINS`);
    expect(quotas.json()).toMatchObject([{ feature: 'DIVED_ASINS', limit: 0, remaining: 0 }]);

    const before = await rowCounts(t.database);
    const refused = await startDive(user, orgId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(PLAN_MESSAGES.noPlan);
    expect(await rowCounts(t.database)).toEqual(before);

    await t.services.billing.startSubscription(orgId, 'starter');
    expect((await get(user, `/api/orgs/${orgId}/subscription`)).json()).toMatchObject({
      tier: 'starter',
      trialEnd: null,
    });
    expect((await startDive(user, orgId)).statusCode).toBe(200);
  });

  it('when the trial ends the organization keeps its data but may not dive', async () => {
    const user = await t.signUp('Ended');
    const { sndId } = (await startDive(user, user.orgId)).json<{ sndId: string }>();
    const lastTry = { retryCount: 0, isLast: true };
    await t.services.dives.runDiscovery(sndId, lastTry);
    await t.services.dives.runDive(sndId, lastTry);
    const { link } = await t.services.dives.status(user.orgId, sndId);
    const nicheId = Number(/\/niche\/(\d+)\//.exec(link ?? '')?.[1]);
    const schedule = (body: object) =>
      t.request({
        method: 'PUT',
        url: `/api/niches/${nicheId}/schedule`,
        cookie: user.cookie,
        payload: body,
      });
    const weekly = {
      interval: 'Weekly',
      dayOfWeek: 1,
      type: 'SameCompetitors',
      numberOfCompetitors: 10,
    };
    expect((await schedule(weekly)).statusCode).toBe(200);

    await t.database.db
      .update(subscriptions)
      .set({ trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.organizationId, user.orgId));

    const changed = await schedule({ ...weekly, numberOfCompetitors: 5 });
    expect(changed.statusCode).toBe(403);
    expect(changed.json().message).toBe(PLAN_MESSAGES.trialEnded);
    await t.database.db
      .update(diveSchedules)
      .set({ nextRunDate: marketplaceDate('com', new Date(Date.now() - 86_400_000)) })
      .where(eq(diveSchedules.nicheId, nicheId));
    await t.services.schedules.tick();
    const after = await get(user, `/api/niches/${nicheId}/schedule`);
    expect(after.json<Schedule>().lastRun).toMatchObject({
      status: 'failed',
      errorMessage: PLAN_MESSAGES.trialEnded,
    });

    expect((await get(user, `/api/orgs/${user.orgId}/subscription`)).json()).toBeNull();
    expect((await get(user, `/api/orgs/${user.orgId}/niches`)).statusCode).toBe(200);
    const refused = await startDive(user, user.orgId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(PLAN_MESSAGES.trialEnded);
  });
});

describe('one trial per user', () => {
  const deleteOrganization = async (user: TestUser, orgId: number) => {
    const me = await get(user, '/api/me');
    const { name } = me
      .json<{ organizations: { id: number; name: string }[] }>()
      .organizations.find((o) => o.id === orgId)!;
    return t.request({
      method: 'DELETE',
      url: `/api/orgs/${orgId}`,
      cookie: user.cookie,
      payload: { confirmName: name },
    });
  };

  it('deleting the only organization and making another brings no second trial', async () => {
    const user = await t.signUp('Again');
    expect((await get(user, `/api/orgs/${user.orgId}/subscription`)).json()).toMatchObject({
      tier: 'standard',
    });
    let orgId = user.orgId;
    for (const name of ['Fresh start', 'Fresh start again']) {
      expect((await deleteOrganization(user, orgId)).statusCode).toBe(200);
      const created = await createOrganization(user, name);
      expect(created.statusCode).toBe(200);
      orgId = created.json<{ id: number }>().id;
      expect((await get(user, `/api/orgs/${orgId}/subscription`)).json()).toBeNull();
      const quotas = await get(user, `/api/orgs/${orgId}/quotas?features=DIVED_ASINS`);
      expect(quotas.json()).toMatchObject([{ feature: 'DIVED_ASINS', limit: 0, remaining: 0 }]);
      const refused = await startDive(user, orgId);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(PLAN_MESSAGES.noPlan);
    }
  });
});

describe('organizations per user', () => {
  it(`a user creates at most ${ORGANIZATIONS_PER_USER}, sign-up's own included, and is told so`, async () => {
    const user = await t.signUp('Collector');
    for (let i = 2; i <= ORGANIZATIONS_PER_USER; i++) {
      expect((await createOrganization(user, `Brand ${i}`)).statusCode).toBe(200);
    }
    const before = await rowCounts(t.database);
    const refused = await createOrganization(user, 'One too many');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      "You've reached the limit of 5 organizations you can create. To work in another organization, ask its owner to add you.",
    );
    expect(await rowCounts(t.database)).toEqual(before);
    const me = await get(user, '/api/me');
    expect(me.json().organizations).toHaveLength(ORGANIZATIONS_PER_USER);
  });

  it('requests at the same time cannot pass the limit', async () => {
    const user = await t.signUp('Racer');
    const answers = await Promise.all(
      Array.from({ length: ORGANIZATIONS_PER_USER + 3 }, (_, i) =>
        createOrganization(user, `Race ${i}`),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(ORGANIZATIONS_PER_USER - 1);
    expect(answers.filter((r) => r.statusCode === 403)).toHaveLength(4);
  });
});
