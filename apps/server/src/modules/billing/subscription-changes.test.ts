import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoicePreview, PlanChange, Role, Subscription } from '@fathom/contract';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { niches } from '../../db/schema';
import { insertNiche } from '../../test/niche-fixture';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ signInLimit: 100 });
});
afterAll(() => t.close());

const call = (
  user: TestUser,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: PlanChange,
) =>
  t.request({
    method,
    url: `/api/orgs/${user.orgId}/subscription${path}`,
    cookie: user.cookie,
    payload,
  });
const preview = (u: TestUser, p: PlanChange) => call(u, 'POST', '/preview', p);
const change = (u: TestUser, p: PlanChange) => call(u, 'PUT', '', p);
const subscription = async (u: TestUser) =>
  (
    await t.request({
      method: 'GET',
      url: `/api/orgs/${u.orgId}/subscription`,
      cookie: u.cookie,
    })
  ).json<Subscription>();
const plan = (tier: PlanChange['subscriptionTierName'], extra: Partial<PlanChange> = {}) => ({
  subscriptionTierName: tier,
  recurrence: 'monthly' as const,
  ...extra,
});

/** An owner whose organization subscribed to standard, monthly (its trial replaced). */
async function subscribed(name: string) {
  const user = await t.signUp(name);
  expect((await change(user, plan('standard'))).json().changeType).toBe('NEW');
  return user;
}

describe('subscription changes', () => {
  it('a trial subscribes (NEW): the full month is billed and paid at once', async () => {
    const user = await t.signUp('Nina');
    const res = await preview(user, plan('standard'));
    expect(res.json()).toMatchObject({
      changeType: 'NEW',
      subtotalCents: 9900,
      totalDueNowCents: 9900,
      nextRenewal: { amountCents: 9900 },
    });
    const done = await change(user, plan('standard'));
    expect(done.json()).toMatchObject({ changeType: 'NEW', invoice: { totalCents: 9900 } });
    expect(await subscription(user)).toMatchObject({ tier: 'standard', trialEnd: null });
    const invoices = await t.request({
      method: 'GET',
      url: `/api/orgs/${user.orgId}/invoices`,
      cookie: user.cookie,
    });
    expect(invoices.json()).toMatchObject([{ status: 'paid', totalCents: 9900 }]);
    const pdf = await t.request({
      method: 'GET',
      url: `/api/orgs/${user.orgId}/invoices/${invoices.json<{ id: number }[]>()[0]!.id}/pdf`,
      cookie: user.cookie,
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // An invoice that is not the organization's is not found, said once.
    const other = await t.signUp('Noor');
    const missing = await t.request({
      method: 'GET',
      url: `/api/orgs/${other.orgId}/invoices/${invoices.json<{ id: number }[]>()[0]!.id}/pdf`,
      cookie: other.cookie,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Invoice not found');
  });

  it('UPGRADE applies now with the difference for the rest of the period; the limits follow', async () => {
    const user = await subscribed('Uma');
    const res = await preview(user, plan('enterprise'));
    const body = res.json<InvoicePreview>();
    expect(body.changeType).toBe('UPGRADE');
    // Subscribed a moment ago: nearly the whole month is left.
    expect(body.totalDueNowCents).toBeGreaterThan(14_900);
    expect(body.totalDueNowCents).toBeLessThanOrEqual(15_000);
    expect(body.lineItems.map((l) => l.kind)).toEqual(['proration', 'credit']);
    expect((await change(user, plan('enterprise'))).json().changeType).toBe('UPGRADE');
    expect(await subscription(user)).toMatchObject({
      tier: 'enterprise',
      limits: { DIVED_ASINS: 6000, NUMBER_OF_NICHES: null },
    });
  });

  it('DOWNGRADE waits for the period end and is refused while usage is above the new limits', async () => {
    const user = await subscribed('Dora');
    const eligible = await call(user, 'POST', '/eligibility', plan('starter'));
    expect(eligible.json()).toMatchObject({ isEligible: true, reductions: [] });
    const res = await change(user, plan('starter'));
    expect(res.json()).toMatchObject({ changeType: 'DOWNGRADE', invoice: null });
    const sub = await subscription(user);
    expect(sub).toMatchObject({ tier: 'standard', pendingChange: { tier: 'starter' } });
    expect(sub.pendingChange?.effectiveAt).toBe(sub.currentPeriodEnd);
    // At the period end the downgrade takes effect and the new month is billed.
    const later = new Date(new Date(sub.currentPeriodEnd!).getTime() + 1000);
    expect((await t.services.billing.subscription(user.orgId, later))?.tier).toBe('starter');
  });

  it('UPDATE: a further level costs more now; the same plan again is no change', async () => {
    const user = await subscribed('Ugo');
    const level = plan('standard', { lineItems: [{ feature: 'DIVED_ASINS', quantity: 3000 }] });
    const priced = (await preview(user, level)).json<InvoicePreview>();
    expect(priced.changeType).toBe('UPDATE');
    // The invoice names what it bills for, the level included.
    expect(priced.lineItems[0]!.description).toMatch(
      /^Remaining time on Standard plan, monthly, with 3,000 Dive ASINs \(/,
    );
    expect((await change(user, level)).statusCode).toBe(200);
    expect((await subscription(user)).limits.DIVED_ASINS).toBe(3000);
    expect((await preview(user, level)).json()).toMatchObject({
      changeType: null,
      totalDueNowCents: 0,
    });
    expect((await change(user, level)).statusCode).toBe(400);
  });

  it('promotion codes: a known one discounts, an unknown or expired one is 400', async () => {
    const user = await t.signUp('Pia');
    expect(
      (await preview(user, plan('standard', { promotionCode: 'WELCOME10' }))).json(),
    ).toMatchObject({ discountCents: 990, totalDueNowCents: 8910, promotionCode: 'WELCOME10' });
    const unknown = await preview(user, plan('standard', { promotionCode: 'NOPE' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('The promotion code NOPE does not exist');
    const expired = await change(user, plan('standard', { promotionCode: 'LAUNCH25' }));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('The promotion code LAUNCH25 has expired');
    expect((await subscription(user)).trialEnd).not.toBeNull();
  });

  it('refuses unknown tiers, negative or unknown levels and add-ons not offered', async () => {
    const user = await t.signUp('Bea');
    const bad = [
      { subscriptionTierName: 'platinum', recurrence: 'monthly' },
      plan('standard', { lineItems: [{ feature: 'DIVED_ASINS', quantity: -1 }] }),
      plan('standard', { lineItems: [{ feature: 'DIVED_ASINS', quantity: 4000 }] }),
      plan('standard', { addons: ['turbo' as 'ssBundle'] }),
      plan('starter', { addons: ['ssBundle'] }),
      { ...plan('standard', { addons: ['ssBundle'] }), recurrence: 'yearly' as const },
    ];
    for (const payload of bad)
      expect((await preview(user, payload as PlanChange)).statusCode).toBe(400);
    expect((await subscription(user)).tier).toBe('standard');
  });

  it('only owners and billing members may preview or change (403), others see the plan', async () => {
    const owner = await t.signUp('Olga');
    const roles: Role[] = ['member', 'teamManager', 'billingMember'];
    const codes: number[] = [];
    for (const role of roles) {
      const user = await t.signUp(`${role} person`);
      await t.services.orgs.addMember(owner.orgId, user.id, role);
      const as = { ...user, orgId: owner.orgId };
      codes.push((await preview(as, plan('enterprise'))).statusCode);
      codes.push((await change(as, plan('enterprise'))).statusCode);
      expect((await subscription(as)).tier).toBe(
        role === 'billingMember' ? 'enterprise' : 'standard',
      );
    }
    expect(codes).toEqual([403, 403, 403, 403, 200, 200]);
  });

  it('a scheduled downgrade shows on the subscription with its price, and can be cancelled', async () => {
    const user = await subscribed('Cleo');
    await change(user, plan('enterprise', { promotionCode: 'WELCOME10' }));
    expect((await subscription(user)).periodTotalCents).toBe(22_410);
    expect((await change(user, plan('standard'))).json().changeType).toBe('DOWNGRADE');
    const sub = await subscription(user);
    expect(sub).toMatchObject({
      tier: 'enterprise',
      pendingChange: { tier: 'standard', periodTotalCents: 8910 },
    });
    const cancelled = await call(user, 'DELETE', '/pending-change');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ tier: 'enterprise', pendingChange: null });
    const later = new Date(new Date(sub.currentPeriodEnd!).getTime() + 1000);
    expect((await t.services.billing.subscription(user.orgId, later))?.tier).toBe('enterprise');
    const again = await call(user, 'DELETE', '/pending-change');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('The subscription has no scheduled change to cancel');
  });

  it('only owners and billing members may cancel a scheduled change', async () => {
    const owner = await subscribed('Rhea');
    await change(owner, plan('starter'));
    const member = await t.signUp('Milo');
    await t.services.orgs.addMember(owner.orgId, member.id, 'member');
    const res = await call({ ...member, orgId: owner.orgId }, 'DELETE', '/pending-change');
    expect(res.statusCode).toBe(403);
    expect((await subscription(owner)).pendingChange?.tier).toBe('starter');
  });

  it('a scheduled downgrade waits while the usage is above its limits, saying so, and the plan in force renews', async () => {
    const user = await subscribed('Wren');
    expect((await change(user, plan('starter'))).json().changeType).toBe('DOWNGRADE');
    // Since the downgrade was asked for, the organization made more niches than Starter holds.
    const ids: number[] = [];
    for (let i = 0; i < 26; i++)
      ids.push(
        await insertNiche(t.database.db, {
          organizationId: user.orgId,
          label: `niche ${i}`,
          asins: ['B000000001'],
          researches: [],
        }),
      );
    const sub = await subscription(user);
    expect(sub.pendingChange).toMatchObject({
      tier: 'starter',
      usageMessage:
        'Your usage is above the Starter plan, monthly limits. Reduce niches from 26 to 25 or fewer first.',
    });

    // At the period end the change does not take effect: Standard renews, the change waits.
    const end = new Date(sub.currentPeriodEnd!);
    const renewed = await t.services.billing.subscription(
      user.orgId,
      new Date(end.getTime() + 1000),
    );
    expect(renewed).toMatchObject({ tier: 'standard', pendingChange: { tier: 'starter' } });
    expect(new Date(renewed!.currentPeriodEnd!).getTime()).toBeGreaterThan(end.getTime());
    expect(renewed!.pendingChange!.effectiveAt).toBe(renewed!.currentPeriodEnd);
    const invoices = await t.request({
      method: 'GET',
      url: `/api/orgs/${user.orgId}/invoices`,
      cookie: user.cookie,
    });
    expect(invoices.json()[0]).toMatchObject({
      description:
        'Renewal: Standard plan, monthly; the change to Starter plan, monthly waits until the usage fits its limits',
      totalCents: 9900,
    });

    // Once the usage fits, the change takes effect at the next period end.
    await t.database.db.delete(niches).where(eq(niches.id, ids[0]!));
    const next = new Date(new Date(renewed!.currentPeriodEnd!).getTime() + 1000);
    expect(await t.services.billing.subscription(user.orgId, next)).toMatchObject({
      tier: 'starter',
      pendingChange: null,
    });
  });

  it('a first subscription from a trial is refused when usage is above the new limits', async () => {
    const user = await t.signUp('Tess');
    for (let i = 0; i < 26; i++)
      await insertNiche(t.database.db, {
        organizationId: user.orgId,
        label: `niche ${i}`,
        asins: ['B000000001'],
        researches: [],
      });
    const eligible = await call(user, 'POST', '/eligibility', plan('starter'));
    expect(eligible.json()).toMatchObject({ isEligible: false });
    const res = await change(user, plan('starter'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Your usage is above the Starter plan, monthly limits. Reduce niches from 26 to 25 or fewer first.',
    );
    expect((await subscription(user)).trialEnd).not.toBeNull();
    expect((await change(user, plan('standard'))).statusCode).toBe(200);
  });

  it('a plan given without a paid period: its own tier is no change, another is billed from now', async () => {
    const user = await t.signUp('Gina');
    await t.services.billing.startSubscription(user.orgId, 'enterprise');
    expect((await preview(user, plan('enterprise'))).json()).toMatchObject({
      changeType: null,
      totalDueNowCents: 0,
    });
    expect((await change(user, plan('enterprise'))).statusCode).toBe(400);
    const down = (await preview(user, plan('standard'))).json<InvoicePreview>();
    expect(down).toMatchObject({ changeType: 'DOWNGRADE', totalDueNowCents: 9900 });
    expect(new Date(down.effectiveAt).getTime()).toBeLessThanOrEqual(Date.now());
    expect((await change(user, plan('standard'))).json().changeType).toBe('DOWNGRADE');
    expect(await subscription(user)).toMatchObject({ tier: 'standard', pendingChange: null });
  });
});
