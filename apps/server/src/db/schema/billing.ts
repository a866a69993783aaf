import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { QuotaFeature } from '@fathom/contract';
import { organizations } from './orgs';

/** One row per tier; limits per quota feature (null is unlimited). Seeded by a migration. */
export const tierConfigs = pgTable('tier_configs', {
  tier: text('tier').primaryKey(),
  rank: integer('rank').notNull(),
  monthlyPriceCents: integer('monthly_price_cents').notNull(),
  competitorCap: integer('competitor_cap').notNull(),
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
