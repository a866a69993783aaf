import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Me, PlanChange, Subscription, TierConfig } from '@fathom/contract';
import { user } from '../../db/schema';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = async <T>(u: TestUser, url: string) =>
  (await t.request({ method: 'GET', url, cookie: u.cookie })).json<T>();
const call = (u: TestUser, method: 'POST' | 'PUT', path: string, payload: PlanChange) =>
  t.request({
    method,
    url: `/api/orgs/${u.orgId}/subscription${path}`,
    cookie: u.cookie,
    payload,
  });
const standard = (extra: Partial<PlanChange> = {}): PlanChange => ({
  subscriptionTierName: 'standard',
  recurrence: 'monthly',
  earlyBird: true,
  ...extra,
});

async function internalUser(name: string) {
  const u = await t.signUp(name);
  await t.database.db.update(user).set({ internal: true }).where(eq(user.id, u.id));
  return u;
}

describe('early-bird pricing (?eb)', () => {
  it('the tiers list each tier’s early-bird price; /api/me says who is internal', async () => {
    const staff = await internalUser('Esme');
    const customer = await t.signUp('Carl');
    const tiers = await get<TierConfig[]>(customer, '/api/tiers');
    expect(tiers.find((x) => x.tier === 'standard')?.earlyBirdPrice).toEqual({
      monthlyPriceCents: 7900,
      annualPriceCents: 79000,
    });
    expect((await get<Me>(staff, '/api/me')).user.internal).toBe(true);
    expect((await get<Me>(customer, '/api/me')).user.internal).toBe(false);
  });

  it('an internal user is priced and billed at the early-bird price', async () => {
    const staff = await internalUser('Ezra');
    const preview = await call(staff, 'POST', '/preview', standard());
    expect(preview.json()).toMatchObject({ changeType: 'NEW', totalDueNowCents: 7900 });
    const done = await call(staff, 'PUT', '', standard());
    expect(done.json()).toMatchObject({ changeType: 'NEW', invoice: { totalCents: 7900 } });
  });

  it('a user who is not internal asking for early-bird pays the list price', async () => {
    const customer = await t.signUp('Cora');
    const preview = await call(customer, 'POST', '/preview', standard());
    expect(preview.json()).toMatchObject({ totalDueNowCents: 9900 });
    const done = await call(customer, 'PUT', '', standard());
    expect(done.json()).toMatchObject({ invoice: { totalCents: 9900 } });
  });

  it('refuses an add-on disabled under early-bird pricing, changing nothing', async () => {
    const staff = await internalUser('Elba');
    const before = await get<Subscription>(staff, `/api/orgs/${staff.orgId}/subscription`);
    const res = await call(staff, 'PUT', '', standard({ addons: ['ssBundle'] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'The Seller System bundle is not offered on the standard tier with early-bird pricing',
    );
    expect(await get<Subscription>(staff, `/api/orgs/${staff.orgId}/subscription`)).toEqual(before);
    // Without early-bird pricing the same add-on is offered.
    const listed = await call(
      staff,
      'POST',
      '/preview',
      standard({ addons: ['ssBundle'], earlyBird: false }),
    );
    expect(listed.statusCode).toBe(200);
    expect(listed.json().totalDueNowCents).toBe(9900 + 2900);
  });
});

describe('early-bird pricing outside production (demo mode)', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await startTestApp({ demo: true });
  });
  afterAll(() => demo.close());

  it('any user asking for early-bird is priced at the early-bird price', async () => {
    const customer = await demo.signUp('Dana');
    const preview = await demo.request({
      method: 'POST',
      url: `/api/orgs/${customer.orgId}/subscription/preview`,
      cookie: customer.cookie,
      payload: standard(),
    });
    expect(preview.json()).toMatchObject({ totalDueNowCents: 7900 });
  });
});
