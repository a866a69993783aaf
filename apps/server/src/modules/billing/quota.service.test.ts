import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A standard organization (Dive ASINs 1,500) with `used` of them taken. */
async function organization(name: string, used = 0) {
  const user = await t.signUp(name);
  await t.services.billing.startSubscription(user.orgId, 'standard');
  if (used)
    await t.services.billing.charge(`test:${user.orgId}:fill`, user.orgId, 'DIVED_ASINS', used);
  return user.orgId;
}

describe('quota service', () => {
  it('charges against the plan in force in one statement: a chosen level, unlimited, none after a trial', async () => {
    const { billing } = t.services;
    const leveled = await organization('Lev');
    await billing.plans.change(leveled, {
      subscriptionTierName: 'standard',
      lineItems: [{ feature: 'DIVED_ASINS', quantity: 3000 }],
      recurrence: 'monthly',
      addons: [],
    });
    expect(await billing.charge(`test:${leveled}:big`, leveled, 'DIVED_ASINS', 2000)).toEqual({
      allowed: true,
      charged: true,
      used: 2000,
    });
    expect(
      (await billing.charge(`test:${leveled}:over`, leveled, 'DIVED_ASINS', 1001)).allowed,
    ).toBe(false);

    const unlimited = (await t.signUp('Una')).orgId;
    await billing.startSubscription(unlimited, 'enterprise');
    expect(
      (await billing.charge(`test:${unlimited}:n`, unlimited, 'NUMBER_OF_NICHES', 100_000)).charged,
    ).toBe(true);

    const trial = (await t.signUp('Tess')).orgId;
    const later = new Date(Date.now() + 40 * 86_400_000);
    expect(await billing.charge(`test:${trial}:late`, trial, 'DIVED_ASINS', 1, later)).toEqual({
      allowed: false,
      charged: false,
      used: 0,
    });
  });

  it('checks strictly (used plus requested above the limit) and loosely (used at the limit)', async () => {
    const org = await organization('Stella', 1490);
    const { billing } = t.services;
    expect(await billing.check(org, 'DIVED_ASINS', 10, 'strict')).toMatchObject({
      ok: true,
      exceedsBy: 0,
    });
    expect(await billing.check(org, 'DIVED_ASINS', 25, 'strict')).toMatchObject({
      ok: false,
      exceedsBy: 15,
    });
    expect((await billing.check(org, 'DIVED_ASINS', 25, 'loose')).ok).toBe(true);
    await billing.charge(`test:${org}:last`, org, 'DIVED_ASINS', 10);
    expect((await billing.check(org, 'DIVED_ASINS', 1, 'loose')).ok).toBe(false);
  });

  it('charges a key once, and refuses a charge the quota cannot hold without charging it', async () => {
    const org = await organization('Kay', 1490);
    const { billing } = t.services;
    expect(await billing.charge(`test:${org}:a`, org, 'DIVED_ASINS', 5)).toEqual({
      allowed: true,
      charged: true,
      used: 1495,
    });
    expect(await billing.charge(`test:${org}:a`, org, 'DIVED_ASINS', 5)).toEqual({
      allowed: true,
      charged: false,
      used: 1495,
    });
    expect(await billing.charge(`test:${org}:b`, org, 'DIVED_ASINS', 6)).toEqual({
      allowed: false,
      charged: false,
      used: 1495,
    });
    expect((await billing.quota(org, 'DIVED_ASINS')).used).toBe(1495);
  });

  it('charges sent at once never pass the limit together', async () => {
    const org = await organization('Race', 1400);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.services.billing.charge(`test:${org}:race:${i}`, org, 'DIVED_ASINS', 10),
      ),
    );
    expect(results.filter((r) => r.charged)).toHaveLength(10);
    expect(await t.services.billing.quota(org, 'DIVED_ASINS')).toEqual({
      used: 1500,
      limit: 1500,
    });
  });

  it('a reservation holds quota until it is settled at what was used, or released', async () => {
    const org = await organization('Ria', 1480);
    const { billing } = t.services;
    expect(await billing.reserve(`test:${org}:r`, org, 'DIVED_ASINS', 20)).toBe(true);
    expect(await billing.reserve(`test:${org}:s`, org, 'DIVED_ASINS', 1)).toBe(false);
    expect((await billing.charge(`test:${org}:c`, org, 'DIVED_ASINS', 1)).allowed).toBe(false);
    await billing.settle(`test:${org}:r`, org, 'DIVED_ASINS', 12);
    expect((await billing.quota(org, 'DIVED_ASINS')).used).toBe(1492);
    expect(await billing.reserve(`test:${org}:s`, org, 'DIVED_ASINS', 8)).toBe(true);
    expect(await billing.release(`test:${org}:s`)).toBe(true);
    expect((await billing.quota(org, 'DIVED_ASINS')).used).toBe(1492);
  });

  it('usage starts again from 0 each calendar month', async () => {
    const org = await organization('Mona');
    const { billing } = t.services;
    const january = new Date('2026-01-20T12:00:00Z');
    const february = new Date('2026-02-01T00:00:00Z');
    await billing.charge(`test:${org}:jan`, org, 'PRODUCT_BRIEF_ASINS', 200, january);
    expect((await billing.check(org, 'PRODUCT_BRIEF_ASINS', 1, 'strict', january)).ok).toBe(false);
    expect(await billing.check(org, 'PRODUCT_BRIEF_ASINS', 1, 'strict', february)).toMatchObject({
      ok: true,
      quota: { used: 0, limit: 200 },
    });
  });
});
