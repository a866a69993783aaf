import { createHmac } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, InvoicePreview, PlanChange } from '@fathom/contract';
import {
  billingCustomers,
  billingEvents,
  invoices as invoiceRows,
  payments,
  subscriptions,
} from '../../db/schema';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';

const SECRET = 'whsec_test_0123456789abcdef';
let stripe: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await startTestApp({
    stripe: {
      secretKey: 'sk_test_fathom',
      webhookSecret: SECRET,
      api: { host: '127.0.0.1', port: stripe.port, protocol: 'http' },
    },
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const plan = (tier: PlanChange['subscriptionTierName']): PlanChange => ({
  subscriptionTierName: tier,
  recurrence: 'monthly',
});
const change = (u: TestUser, p: PlanChange) =>
  t.request({
    method: 'PUT',
    url: `/api/orgs/${u.orgId}/subscription`,
    cookie: u.cookie,
    payload: p,
  });
const invoices = async (u: TestUser) =>
  (await t.request({ method: 'GET', url: `/api/orgs/${u.orgId}/invoices`, cookie: u.cookie })).json<
    Invoice[]
  >();

/** Stripe's scheme: t=timestamp,v1=HMAC-SHA256 of "timestamp.body" with the endpoint secret. */
function sign(body: string, secret = SECRET, at = Math.floor(Date.now() / 1000)) {
  const v1 = createHmac('sha256', secret).update(`${at}.${body}`).digest('hex');
  return `t=${at},v1=${v1}`;
}
function event(id: string, type: string, invoiceId: string, amountPaid: number) {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2025-10-29.clover',
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    data: {
      object: {
        id: invoiceId,
        object: 'invoice',
        status: type === 'invoice.paid' ? 'paid' : 'open',
        amount_paid: amountPaid,
        status_transitions: { paid_at: type === 'invoice.paid' ? 1_790_000_000 : null },
      },
    },
  });
}
const deliver = (body: string, signature?: string) =>
  t.request({
    method: 'POST',
    url: '/api/billing/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature && { 'stripe-signature': signature }),
    },
    payload: body,
  });
const paymentsOf = async (invoiceId: number) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(payments)
      .where(eq(payments.invoiceId, invoiceId))
  )[0]!.n;
const subscription = async (u: TestUser) =>
  (
    await t.request({ method: 'GET', url: `/api/orgs/${u.orgId}/subscription`, cookie: u.cookie })
  ).json<{ tier: string; trialEnd: string | null } | null>();
/** Stripe's id of the newest invoice made at the stand-in. */
const newestStripeInvoice = () => [...stripe.invoices.values()].at(-1)!.id as string;
const eventCount = async () =>
  (await t.database.db.select({ n: count() }).from(billingEvents))[0]!.n;

describe('billing through Stripe', () => {
  let owner: TestUser;
  let upgrade: Invoice;
  let stripeInvoiceId: string;

  it('subscribes and upgrades through one Stripe customer, invoice items matching the preview', async () => {
    owner = await t.signUp('Stripe Owner');
    expect((await change(owner, plan('standard'))).statusCode).toBe(200);
    // Subscribed once Stripe says the invoice is paid: until then the trial goes on.
    expect(await subscription(owner)).toMatchObject({
      tier: 'standard',
      trialEnd: expect.any(String),
    });
    const subscribed = event('evt_subscribed', 'invoice.paid', newestStripeInvoice(), 1);
    expect((await deliver(subscribed, sign(subscribed))).statusCode).toBe(200);
    expect(await subscription(owner)).toMatchObject({ tier: 'standard', trialEnd: null });
    const preview = (
      await t.request({
        method: 'POST',
        url: `/api/orgs/${owner.orgId}/subscription/preview`,
        cookie: owner.cookie,
        payload: plan('enterprise'),
      })
    ).json<InvoicePreview>();
    const before = stripe.requests.length;
    const res = await change(owner, plan('enterprise'));
    expect(res.statusCode).toBe(200);
    expect(res.json().changeType).toBe('UPGRADE');

    const sent = stripe.requests.slice(before);
    // The customer made for the subscription is used again: no second customer.
    expect(sent.map((r) => `${r.method} ${r.path.replace(/in_fake\d+/, 'in_X')}`)).toEqual([
      'POST /v1/invoices',
      ...preview.lineItems.map(() => 'POST /v1/invoiceitems'),
      'POST /v1/invoices/in_X/finalize',
    ]);
    expect(stripe.requests.filter((r) => r.path === '/v1/customers')).toHaveLength(1);
    expect(sent.every((r) => r.authorization === 'Bearer sk_test_fathom')).toBe(true);
    expect(new Set(sent.map((r) => r.idempotencyKey)).size).toBe(sent.length);
    const items = sent.filter((r) => r.path === '/v1/invoiceitems');
    expect(items.map((r) => Number(r.params.amount))).toEqual(
      preview.lineItems.map((l) => l.amountCents),
    );
    const created = sent[0]!.params;
    expect(created).toMatchObject({
      collection_method: 'charge_automatically',
      currency: 'usd',
      pending_invoice_items_behavior: 'exclude',
      'metadata[organization_id]': String(owner.orgId),
    });
    stripeInvoiceId = sent.at(-1)!.path.split('/')[3]!;
    expect(stripe.invoices.get(stripeInvoiceId)!.amount_due).toBe(preview.totalDueNowCents);

    upgrade = (await invoices(owner))[0]!;
    expect(upgrade).toMatchObject({ status: 'open', totalCents: preview.totalDueNowCents });
    expect(upgrade.description).toMatch(/^Upgrade: Enterprise/);
    // Not collected yet: the organization stays on its paid plan, and names the one it waits for.
    expect(await subscription(owner)).toMatchObject({
      tier: 'standard',
      awaitingPayment: {
        tier: 'enterprise',
        recurrence: 'monthly',
        invoiceNumber: upgrade.number,
      },
    });
  });

  it('refuses a webhook with a bad, missing or stale signature with 400, changing nothing', async () => {
    const body = event('evt_bad_1', 'invoice.paid', stripeInvoiceId, upgrade.totalCents);
    const events = await eventCount();
    for (const signature of [
      sign(body, 'whsec_someone_else'),
      sign(`${body} `),
      sign(body, SECRET, Math.floor(Date.now() / 1000) - 301),
      't=123,v1=00',
      undefined,
    ]) {
      const res = await deliver(body, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Stripe-Signature/);
    }
    expect(await eventCount()).toBe(events);
    expect((await invoices(owner))[0]!.status).toBe('open');
    expect(await paymentsOf(upgrade.id)).toBe(0);
  });

  it('refuses a well-signed event dated more than five minutes ahead, and takes one a minute ahead', async () => {
    const body = event('evt_future_1', 'invoice.paid', stripeInvoiceId, upgrade.totalCents);
    const events = await eventCount();
    const now = Math.floor(Date.now() / 1000);
    for (const ahead of [301, 600, 86_400]) {
      const res = await deliver(body, sign(body, SECRET, now + ahead));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        "The Stripe-Signature header is dated ahead of this server's clock",
      );
    }
    expect(await eventCount()).toBe(events);
    expect((await invoices(owner))[0]!.status).toBe('open');
    expect(await paymentsOf(upgrade.id)).toBe(0);

    const skewed = JSON.stringify({
      ...JSON.parse(body),
      id: 'evt_skew_1',
      type: 'customer.updated',
    });
    const res = await deliver(skewed, sign(skewed, SECRET, now + 60));
    expect(res.json()).toEqual({ received: true, duplicate: false });
  });

  it('refuses a signed event whose ids hold characters Stripe never sends with 400, changing nothing', async () => {
    const events = await eventCount();
    for (const body of [
      event('evt_nul_1', 'invoice.paid', `${stripeInvoiceId}\u0000x`, upgrade.totalCents),
      event('evt_nul\u00002', 'invoice.paid', stripeInvoiceId, upgrade.totalCents),
      event('evt_nul_3', 'invoice.paid\u0000', stripeInvoiceId, upgrade.totalCents),
      JSON.stringify({ id: 'evt_nul_4', object: 'event', type: 'invoice.paid', created: 1 }),
    ]) {
      const res = await deliver(body, sign(body));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^The Stripe event's .+ is not one Stripe sends$/);
    }
    expect(await eventCount()).toBe(events);
    expect((await invoices(owner))[0]!.status).toBe('open');
  });

  it('marks the invoice paid on invoice.paid and puts its plan in force, once however often it is delivered', async () => {
    const body = event('evt_paid_1', 'invoice.paid', stripeInvoiceId, upgrade.totalCents);
    const first = await deliver(body, sign(body));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(await subscription(owner)).toMatchObject({
      tier: 'enterprise',
      awaitingPayment: null,
    });
    const again = await Promise.all([deliver(body, sign(body)), deliver(body, sign(body))]);
    expect(again.map((r) => r.json<unknown>())).toEqual([
      { received: true, duplicate: true },
      { received: true, duplicate: true },
    ]);
    // invoice.payment_succeeded follows invoice.paid for the same payment: no second payment.
    const succeeded = event(
      'evt_paid_2',
      'invoice.payment_succeeded',
      stripeInvoiceId,
      upgrade.totalCents,
    );
    expect((await deliver(succeeded, sign(succeeded))).statusCode).toBe(200);
    expect((await invoices(owner))[0]!.status).toBe('paid');
    expect(await paymentsOf(upgrade.id)).toBe(1);
    // A late failure notice does not undo a payment.
    const failed = event('evt_failed_late', 'invoice.payment_failed', stripeInvoiceId, 0);
    expect((await deliver(failed, sign(failed))).statusCode).toBe(200);
    expect((await invoices(owner))[0]!.status).toBe('paid');
  });

  it('marks an invoice failed on invoice.payment_failed; its plan waits for a payment', async () => {
    const other = await t.signUp('Stripe Failing');
    expect((await change(other, plan('enterprise'))).statusCode).toBe(200);
    expect(await subscription(other)).toMatchObject({
      tier: 'standard',
      trialEnd: expect.any(String),
    });
    const [invoice] = await invoices(other);
    const ref = newestStripeInvoice();
    const body = event('evt_failed_1', 'invoice.payment_failed', ref, 0);
    expect((await deliver(body, sign(body))).statusCode).toBe(200);
    expect((await invoices(other))[0]).toMatchObject({ id: invoice!.id, status: 'failed' });
    expect(await paymentsOf(invoice!.id)).toBe(0);
    expect(await subscription(other)).toMatchObject({
      tier: 'standard',
      trialEnd: expect.any(String),
    });
    // A payment reported after the failure still buys the plan.
    const late = event('evt_paid_late', 'invoice.paid', ref, invoice!.totalCents);
    expect((await deliver(late, sign(late))).statusCode).toBe(200);
    expect((await invoices(other))[0]!.status).toBe('paid');
    expect(await subscription(other)).toMatchObject({ tier: 'enterprise', trialEnd: null });
  });

  it('acknowledges events it does not act on', async () => {
    const body = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      type: 'customer.created',
      created: 1,
      data: { object: {} },
    });
    expect((await deliver(body, sign(body))).json()).toEqual({ received: true, duplicate: false });
  });

  it('keeps the plan as it was when Stripe refuses the invoice', async () => {
    const user = await t.signUp('Stripe Declined');
    expect((await change(user, plan('standard'))).statusCode).toBe(200);
    stripe.declineNextFinalize();
    const res = await change(user, plan('enterprise'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The payment was refused: Your card was declined.');
    const sub = await t.request({
      method: 'GET',
      url: `/api/orgs/${user.orgId}/subscription`,
      cookie: user.cookie,
    });
    expect(sub.json().tier).toBe('standard');
    expect(await invoices(user)).toHaveLength(1);
  });
});

describe('a Stripe failure', () => {
  /** Every row of the organization that a subscription change may write. */
  const rowsOf = async (orgId: number) => ({
    subscription: await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.organizationId, orgId)),
    invoices: await t.database.db
      .select()
      .from(invoiceRows)
      .where(eq(invoiceRows.organizationId, orgId)),
    customers: await t.database.db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.organizationId, orgId)),
  });

  it('changes no row: not the plan, not an invoice, not the customer Stripe made', async () => {
    const user = await t.signUp('Stripe Failure');
    const before = await rowsOf(user.orgId);
    const sent = stripe.requests.length;
    stripe.declineNextFinalize();
    const res = await change(user, plan('standard'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The payment was refused: Your card was declined.');
    // Stripe was asked for a customer and an invoice before it refused.
    expect(stripe.requests.slice(sent).map((r) => r.path)).toContain('/v1/customers');
    expect(await rowsOf(user.orgId)).toEqual(before);
    expect(before.invoices).toHaveLength(0);
    expect(before.customers).toHaveLength(0);
    expect(await subscription(user)).toMatchObject({ trialEnd: expect.any(String) });
  });
});

describe('without Stripe settings', () => {
  it('bills through the ledger and answers the webhook 404', async () => {
    const ledger = await startTestApp();
    try {
      const user = await ledger.signUp('Ledger Owner');
      const res = await ledger.request({
        method: 'PUT',
        url: `/api/orgs/${user.orgId}/subscription`,
        cookie: user.cookie,
        payload: plan('enterprise'),
      });
      expect(res.json().invoice.status).toBe('paid');
      const body = event('evt_ledger', 'invoice.paid', 'in_x', 100);
      const hook = await ledger.request({
        method: 'POST',
        url: '/api/billing/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': sign(body) },
        payload: body,
      });
      expect(hook.statusCode).toBe(404);
      expect(hook.json().message).toBe('Stripe billing is not configured on this server');
    } finally {
      await ledger.close();
    }
  });
});
