import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  serial,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type {
  Addon,
  EarlyBirdPrice,
  PlanSelection,
  QuotaFeature,
  TierAddonConfig,
  TierLevel,
} from '@fathom/contract';
import { organizations } from './orgs';

/** A plan waiting for its invoice's payment (dates as ISO strings). */
export interface HeldPlan {
  selection: PlanSelection;
  periodStart: string;
  periodEnd: string;
  coupons: string[];
}

/**
 * One row per tier; limits per quota feature (null is unlimited), further levels and add-ons with
 * their prices. The catalogue is seeded by one migration, 0022_billing_catalog.sql.
 */
export const tierConfigs = pgTable('tier_configs', {
  tier: text('tier').primaryKey(),
  rank: integer('rank').notNull(),
  monthlyPriceCents: integer('monthly_price_cents').notNull(),
  annualPriceCents: integer('annual_price_cents').notNull().default(0),
  /** Spec tierConsumedActionConfig: further levels of a quota, each with its price. */
  levels: jsonb('levels').$type<Partial<Record<QuotaFeature, TierLevel[]>>>().notNull().default({}),
  /** Spec tierAddonActionConfig. */
  addons: jsonb('addons').$type<TierAddonConfig[]>().notNull().default([]),
  competitorCap: integer('competitor_cap').notNull(),
  /** The tier's own prices under early-bird pricing (internal users, `?eb`); null: none. */
  earlyBirdPrice: jsonb('early_bird_price').$type<EarlyBirdPrice>(),
  limits: jsonb('limits').$type<Record<QuotaFeature, number | null>>().notNull(),
  /** Features the tier unlocks beyond quotas (AGENCY: connected organizations and transfer). */
  features: text('features')
    .array()
    .notNull()
    .default(sql`'{}'`),
});

export const subscriptions = pgTable('subscriptions', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  tier: text('tier')
    .notNull()
    .references(() => tierConfigs.tier),
  /** A trial's end; null for a plan that does not end by itself. */
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  /** Chosen limit per feature with levels. */
  levels: jsonb('levels').$type<Partial<Record<QuotaFeature, number>>>().notNull().default({}),
  isAnnualPayment: boolean('is_annual_payment').notNull().default(false),
  addons: text('addons')
    .array()
    .$type<Addon[]>()
    .notNull()
    .default(sql`'{}'`),
  discounts: jsonb('discounts')
    .$type<{ label: string; percentOff: number }[]>()
    .notNull()
    .default([]),
  /** Promotion codes applied; their discount holds for renewals too. */
  coupons: text('coupons')
    .array()
    .notNull()
    .default(sql`'{}'`),
  /** The paid period; null on a trial. */
  periodStart: timestamp('period_start', { withTimezone: true }),
  periodEnd: timestamp('period_end', { withTimezone: true }),
  /** A downgrade waiting for the period end. */
  pendingChange: jsonb('pending_change').$type<PlanSelection>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Usage of a refreshing feature in one period (a calendar month, UTC). */
export const quotaUsage = pgTable(
  'quota_usage',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    feature: text('feature').$type<QuotaFeature>().notNull(),
    periodStart: date('period_start').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.feature, t.periodStart] })],
);

/** Each charge once: a retried job finds its key taken and charges nothing. */
export const quotaCharges = pgTable('quota_charges', {
  key: text('key').primaryKey(),
  organizationId: integer('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  feature: text('feature').$type<QuotaFeature>().notNull(),
  amount: integer('amount').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Quota held by work under way (a dive being built), counted with usage so two starts cannot both
 * take the last of it. A reservation becomes a charge when the work is saved, and is released when
 * it fails or is cancelled.
 */
export const quotaReservations = pgTable(
  'quota_reservations',
  {
    key: text('key').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    feature: text('feature').$type<QuotaFeature>().notNull(),
    periodStart: date('period_start').notNull(),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quota_reservations_org_idx').on(t.organizationId, t.feature, t.periodStart)],
);

/** Promotion codes a plan change may carry (seeded with the catalogue). */
export const promotionCodes = pgTable('promotion_codes', {
  code: text('code').primaryKey(),
  percentOff: integer('percent_off').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
});

/** Invoices of the built-in ledger (and copies of a payment provider's), paid at once. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    number: text('number').notNull().unique(),
    provider: text('provider').notNull().default('ledger'),
    status: text('status').$type<'paid' | 'open' | 'failed'>().notNull(),
    description: text('description').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The payment company's id of the invoice (Stripe's in_...); null for the built-in ledger. */
    providerRef: text('provider_ref').unique(),
    /**
     * The plan this unpaid invoice buys, put in force when the payment company reports it paid;
     * null once it is, or when the plan changed as it was billed.
     */
    planOnPayment: jsonb('plan_on_payment').$type<HeldPlan>(),
  },
  (t) => [index('invoices_org_idx').on(t.organizationId, t.createdAt)],
);

export const invoiceLines = pgTable('invoice_lines', {
  id: serial('id').primaryKey(),
  invoiceId: integer('invoice_id')
    .notNull()
    .references(() => invoices.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  description: text('description').notNull(),
  kind: text('kind').$type<'plan' | 'proration' | 'credit' | 'discount'>().notNull(),
  amountCents: integer('amount_cents').notNull(),
});

/** Payments recorded against invoices (the ledger pays each at once). */
export const payments = pgTable('payments', {
  id: serial('id').primaryKey(),
  invoiceId: integer('invoice_id')
    .notNull()
    .references(() => invoices.id, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The organization's customer at the payment company (Stripe's cus_...). */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    customerRef: text('customer_ref').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.provider] })],
);

/** Webhook events applied, by the payment company's event id: a second delivery changes nothing. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
