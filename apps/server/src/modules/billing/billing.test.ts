import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { nextRefreshDate } from './billing.service';
import { periodStart } from './quota-ledger';

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  owner = await t.signUp('Olive');
});
afterAll(() => t.close());

const quotas = (user: TestUser, features: string) =>
  t.request({
    method: 'GET',
    url: `/api/orgs/${user.orgId}/quotas?features=${features}`,
    cookie: user.cookie,
  });

describe('billing', () => {
  it('a new organization is on the standard tier', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/orgs/${owner.orgId}/subscription`,
      cookie: owner.cookie,
    });
    expect(res.json()).toMatchObject({ tier: 'standard', competitorCap: 30 });
  });

  it('lists the tiers by rank with their limits', async () => {
    const res = await t.request({ method: 'GET', url: '/api/tiers', cookie: owner.cookie });
    const tiers =
      res.json<{ tier: string; competitorCap: number; limits: Record<string, number | null> }[]>();
    expect(tiers.map((x) => [x.tier, x.competitorCap])).toEqual([
      ['starter', 15],
      ['standard', 30],
      ['enterprise', 50],
    ]);
    expect(tiers[2]!.limits.NUMBER_OF_NICHES).toBeNull();
  });

  it('reports usage, limit and next refresh of each feature', async () => {
    const res = await quotas(owner, 'DIVED_ASINS,NUMBER_OF_NICHES');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        feature: 'DIVED_ASINS',
        used: 0,
        limit: 1500,
        remaining: 1500,
        belowThreshold: false,
        nextRefreshDate: nextRefreshDate(new Date()),
      },
      {
        feature: 'NUMBER_OF_NICHES',
        used: 0,
        limit: 150,
        remaining: 150,
        belowThreshold: false,
        nextRefreshDate: null,
      },
    ]);
  });

  it('charges a key once, however often it is charged', async () => {
    const { billing, work } = t.services;
    const charge = () =>
      work.run((repos) =>
        repos.quota.charge(`dive:abc:${owner.orgId}`, owner.orgId, 'DIVED_ASINS', 15),
      );
    expect(await charge()).toEqual({ charged: true, used: 15 });
    expect(await charge()).toEqual({ charged: false, used: 15 });
    expect(await billing.quota(owner.orgId, 'DIVED_ASINS')).toEqual({ used: 15, limit: 1500 });
  });

  it('holds reserved quota until it is charged or released', async () => {
    const { billing, work } = t.services;
    const user = await t.signUp('Rhea');
    const used = async () => (await billing.quota(user.orgId, 'DIVED_ASINS')).used;
    const reserve = (key: string, amount: number) =>
      work.run((repos) => repos.quota.reserve(key, user.orgId, 'DIVED_ASINS', amount));
    expect(await reserve('dive:r1', 1000)).toBe(true);
    expect(await reserve('dive:r1', 1000)).toBe(true);
    expect(await used()).toBe(1000);
    expect(await reserve('dive:r2', 501)).toBe(false);
    expect(await reserve('dive:r2', 500)).toBe(true);
    expect(await used()).toBe(1500);

    expect(await billing.release('dive:r2')).toBe(true);
    expect(await billing.release('dive:r2')).toBe(false);
    expect(await used()).toBe(1000);

    // The reservation becomes the charge: 600 used, not 1000 held plus 600.
    await work.run((repos) => repos.quota.charge('dive:r1', user.orgId, 'DIVED_ASINS', 600));
    expect(await used()).toBe(600);
    expect(await billing.release('dive:r1')).toBe(false);
    expect(await used()).toBe(600);
  });

  it('starts each month from zero', async () => {
    const { billing, work } = t.services;
    const lastMonth = new Date(Date.UTC(2026, 0, 20));
    await work.run((repos) =>
      repos.quota.charge(`dive:old:${owner.orgId}`, owner.orgId, 'DIVED_ASINS', 100, lastMonth),
    );
    expect(await billing.quota(owner.orgId, 'DIVED_ASINS', lastMonth)).toEqual({
      used: 100,
      limit: 1500,
    });
    expect(periodStart(lastMonth)).toBe('2026-01-01');
    expect(nextRefreshDate(new Date(Date.UTC(2026, 11, 31)))).toBe('2027-01-01');
  });

  it('refuses an unknown feature with a readable message', async () => {
    const res = await quotas(owner, 'GOLD_BARS');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^features/);
  });

  it("hides another organization's quotas", async () => {
    const other = await t.signUp('Otto');
    const res = await t.request({
      method: 'GET',
      url: `/api/orgs/${other.orgId}/quotas?features=DIVED_ASINS`,
      cookie: owner.cookie,
    });
    expect(res.statusCode).toBe(404);
  });
});
