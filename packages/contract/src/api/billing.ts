import { z } from 'zod';
import { QUOTA_FEATURES, TIERS } from '../dive/quota';
import { ADDONS, RECURRENCES } from '../subscription';
import { commaList } from './bounds';
import { TIER_FEATURES } from './connections';
import { defineEndpoint } from './endpoint';
import { IdParam } from './endpoint';
import { OrgParams } from './orgs';

export const QuotaUsage = z.object({
  feature: z.enum(QUOTA_FEATURES),
  used: z.number().int(),
  /** null is unlimited. */
  limit: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
  belowThreshold: z.boolean(),
  /** yyyy-MM-dd when usage starts again from 0; null for features that do not refresh. */
  nextRefreshDate: z.string().nullable(),
});
export type QuotaUsage = z.infer<typeof QuotaUsage>;

const Plan = z.object({
  tier: z.enum(TIERS),
  rank: z.number().int(),
  competitorCap: z.number().int(),
  monthlyPriceCents: z.number().int(),
});

const Feature = z.enum(QUOTA_FEATURES);
const Levels = z.partialRecord(Feature, z.number().int());

/** A change that takes effect at the end of the period (a downgrade). */
const PendingChange = z.object({
  tier: z.enum(TIERS),
  levels: Levels,
  recurrence: z.enum(RECURRENCES),
  addons: z.array(z.enum(ADDONS)),
  /** ISO date and time it takes effect. */
  effectiveAt: z.string(),
  /** What the plan will cost each period from then, discounts taken off. */
  periodTotalCents: z.number().int(),
  /**
   * Why it would not take effect now: the usage is above its limits (what to reduce first), or
   * null when the usage fits. A change whose usage does not fit at its date waits for the next
   * period end, and the plan in force renews.
   */
  usageMessage: z.string().nullable().default(null),
});

/**
 * A plan an unpaid invoice buys (a change billed through Stripe): it takes effect once Stripe
 * reports the invoice paid; until then the plan in force stays.
 */
const AwaitingPayment = z.object({
  tier: z.enum(TIERS),
  levels: Levels,
  recurrence: z.enum(RECURRENCES),
  addons: z.array(z.enum(ADDONS)),
  /** The invoice whose payment starts it. */
  invoiceNumber: z.string(),
});

/** The organization's plan; a trial names its end (ISO date and time), other plans null. */
export const Subscription = Plan.extend({
  trialEnd: z.string().nullable().default(null),
  /** Features the tier unlocks beyond quotas (AGENCY: connected organizations and transfer). */
  features: z.array(z.enum(TIER_FEATURES)).default([]),
  /** Chosen limit per feature with levels; absent features have the tier's own limit. */
  levels: Levels.default({}),
  isAnnualPayment: z.boolean().default(false),
  addons: z.array(z.enum(ADDONS)).default([]),
  subscriptionDiscounts: z
    .array(z.object({ label: z.string(), percentOff: z.number().int() }))
    .default([]),
  /** Promotion codes applied to the subscription. */
  coupons: z.array(z.string()).default([]),
  /** Limits in force, levels included. */
  limits: z.partialRecord(Feature, z.number().int().nullable()).default({}),
  /** End of the paid period (ISO), when the next renewal is due; null on a trial. */
  currentPeriodEnd: z.string().nullable().default(null),
  /** What the subscription costs each period, in cents. */
  periodPriceCents: z.number().int().default(0),
  pendingChange: PendingChange.nullable().default(null),
  /**
   * What the subscription costs each period, its discounts and coupons taken off (what the next
   * renewal bills when no change waits for it).
   */
  periodTotalCents: z.number().int().default(0),
  /** The plan the latest unpaid invoice buys, if any; null when nothing waits for a payment. */
  awaitingPayment: AwaitingPayment.nullable().default(null),
});
export type Subscription = z.infer<typeof Subscription>;

const TierLevel = z.object({
  quantity: z.number().int(),
  monthlyPriceCents: z.number().int(),
  annualPriceCents: z.number().int(),
});
const TierAddonConfig = z.object({
  addon: z.enum(ADDONS),
  monthlyPriceCents: z.number().int(),
  annualPriceCents: z.number().int(),
  disabledForAnnual: z.boolean(),
  disabledForEarlyBird: z.boolean(),
});

export const TierConfig = Plan.extend({
  annualPriceCents: z.number().int().default(0),
  /** The tier's own prices under early-bird pricing; null when it has none. */
  earlyBirdPrice: z
    .object({ monthlyPriceCents: z.number().int(), annualPriceCents: z.number().int() })
    .nullable()
    .default(null),
  /** Monthly limit per quota feature; null is unlimited. */
  limits: z.record(z.enum(QUOTA_FEATURES), z.number().int().nullable()),
  /** Spec tierConsumedActionConfig: further levels of a quota, each with its price. */
  levels: z.partialRecord(Feature, z.array(TierLevel)).default({}),
  /** Spec tierAddonActionConfig. */
  addons: z.array(TierAddonConfig).default([]),
});

/**
 * A plan change (spec §7: tier, line items of feature and quantity, recurrence, code); the spec's
 * sellerSystemBundleEnabled is `addons` holding 'ssBundle'.
 */
export const PlanChange = z.object({
  subscriptionTierName: z.enum(TIERS, { message: 'Unknown tier' }),
  lineItems: z
    .array(
      z.object({
        feature: z.enum(QUOTA_FEATURES, { message: 'Unknown feature' }),
        quantity: z.number().int().min(0, 'A level cannot be negative').max(10_000_000),
      }),
    )
    .max(QUOTA_FEATURES.length)
    .default([]),
  recurrence: z.enum(RECURRENCES),
  addons: z
    .array(z.enum(ADDONS, { message: 'Unknown add-on' }))
    .max(ADDONS.length)
    .default([]),
  promotionCode: z
    .string()
    .trim()
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/, 'A promotion code has letters, digits, - and _ only')
    .optional(),
  /** Spec §2 `?eb`: price with early-bird prices; honoured for internal users only. */
  earlyBird: z.boolean().default(false),
});
export type PlanChange = z.input<typeof PlanChange>;

export const InvoiceLine = z.object({
  description: z.string(),
  kind: z.enum(['plan', 'proration', 'credit', 'discount']),
  amountCents: z.number().int(),
});
export type InvoiceLine = z.infer<typeof InvoiceLine>;

export const InvoicePreview = z.object({
  changeType: z.enum(['NEW', 'UPGRADE', 'DOWNGRADE', 'UPDATE']).nullable(),
  lineItems: z.array(InvoiceLine),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  totalDueNowCents: z.number().int(),
  /** ISO: when the change takes effect (now, or the period end for a downgrade). */
  effectiveAt: z.string(),
  nextRenewal: z.object({ date: z.string(), amountCents: z.number().int() }),
  promotionCode: z.string().nullable(),
});
export type InvoicePreview = z.infer<typeof InvoicePreview>;

export const Eligibility = z.object({
  isEligible: z.boolean(),
  /** What to reduce first, one line per feature above the new limit. */
  reductions: z.array(
    z.object({ feature: Feature, used: z.number().int(), limit: z.number().int() }),
  ),
  message: z.string().nullable(),
});
export type Eligibility = z.infer<typeof Eligibility>;

export const Invoice = z.object({
  id: z.number().int(),
  number: z.string(),
  createdAt: z.string(),
  status: z.enum(['paid', 'open', 'failed']),
  description: z.string(),
  totalCents: z.number().int(),
  lineItems: z.array(InvoiceLine),
});
export type Invoice = z.infer<typeof Invoice>;

export const ChangeResult = z.object({
  changeType: z.enum(['NEW', 'UPGRADE', 'DOWNGRADE', 'UPDATE']),
  effectiveAt: z.string(),
  invoice: Invoice.nullable(),
});
export type ChangeResult = z.infer<typeof ChangeResult>;
export type TierConfig = z.infer<typeof TierConfig>;

export const QuotaQuery = z.object({
  features: commaList(400)
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(z.enum(QUOTA_FEATURES)).min(1, 'Name at least one feature')),
});

const InvoiceParams = OrgParams.extend({ invoiceId: IdParam });

/** The most a Stripe event may hold; Stripe's events are far smaller. */
export const STRIPE_WEBHOOK_MAX_BYTES = 512 * 1024;
/** How old a signed webhook may be (Stripe's own default tolerance, in seconds). */
export const STRIPE_WEBHOOK_TOLERANCE_S = 300;
/** A webhook is signed over its exact bytes: the server reads the body as text. */
const StripeWebhookBody = z
  .string({ message: 'A webhook body is the event as JSON text' })
  .max(STRIPE_WEBHOOK_MAX_BYTES, 'A webhook event is at most 512 KB');

export const billingEndpoints = {
  tiers: defineEndpoint({
    action: 'account',
    method: 'GET',
    path: '/api/tiers',
    summary: 'The subscription tiers and their limits, by rank',
    response: z.array(TierConfig),
  }),
  subscription: defineEndpoint({
    action: 'organization.view',
    method: 'GET',
    path: '/api/orgs/:orgId/subscription',
    summary:
      "The organization's plan; null when it has none (never subscribed, or its trial ended)",
    params: OrgParams,
    response: Subscription.nullable(),
  }),
  quotas: defineEndpoint({
    action: 'organization.view',
    method: 'GET',
    path: '/api/orgs/:orgId/quotas',
    summary: 'Usage and limits of quota features (features=DIVED_ASINS,NUMBER_OF_NICHES)',
    params: OrgParams,
    query: QuotaQuery,
    response: z.array(QuotaUsage),
  }),
  previewInvoice: defineEndpoint({
    action: 'subscription.manage',
    method: 'POST',
    path: '/api/orgs/:orgId/subscription/preview',
    summary: 'What a plan change costs now: line items, proration, discounts, total, next renewal',
    params: OrgParams,
    body: PlanChange,
    response: InvoicePreview,
  }),
  eligibility: defineEndpoint({
    action: 'subscription.manage',
    method: 'POST',
    path: '/api/orgs/:orgId/subscription/eligibility',
    summary: "Whether the organization's usage fits a plan (a downgrade), and what to reduce",
    params: OrgParams,
    body: PlanChange,
    response: Eligibility,
  }),
  changeSubscription: defineEndpoint({
    action: 'subscription.manage',
    method: 'PUT',
    path: '/api/orgs/:orgId/subscription',
    summary: 'Subscribes, upgrades or updates now, or schedules a downgrade for the period end',
    params: OrgParams,
    body: PlanChange,
    response: ChangeResult,
  }),
  cancelPendingChange: defineEndpoint({
    action: 'subscription.manage',
    method: 'DELETE',
    path: '/api/orgs/:orgId/subscription/pending-change',
    summary:
      'Cancels the change waiting for the period end (a downgrade); the plan in force renews',
    params: OrgParams,
    response: Subscription.nullable(),
  }),
  invoices: defineEndpoint({
    action: 'subscription.manage',
    method: 'GET',
    path: '/api/orgs/:orgId/invoices',
    summary: "The organization's invoices, newest first",
    params: OrgParams,
    response: z.array(Invoice),
  }),
  invoicePdf: defineEndpoint({
    action: 'subscription.manage',
    method: 'GET',
    path: '/api/orgs/:orgId/invoices/:invoiceId/pdf',
    summary: 'One invoice as a PDF document',
    params: InvoiceParams,
    response: z.string(),
  }),
  stripeWebhook: defineEndpoint({
    action: 'public',
    method: 'POST',
    path: '/api/billing/stripe/webhook',
    summary:
      "Stripe's payment events (invoice.paid, invoice.payment_failed), checked against the Stripe-Signature header; a second delivery changes nothing",
    body: StripeWebhookBody,
    response: z.object({ received: z.literal(true), duplicate: z.boolean() }),
  }),
};
