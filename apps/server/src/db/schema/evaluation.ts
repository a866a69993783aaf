import {
  bigint,
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { ProfitSettings, ScorecardAnswers, ShippingMethod } from '@fathom/contract';
import { user } from './auth';
import { niches } from './niches';

/**
 * A niche's PROFITS settings as the contract validated them, with the results they give: the
 * pipeline's profit columns (spec: niche-pipeline §3). Absent until someone saves settings.
 */
export const nicheProfits = pgTable('niche_profits', {
  nicheId: integer('niche_id')
    .primaryKey()
    .references(() => niches.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<ProfitSettings>().notNull(),
  shippingMethod: text('shipping_method').$type<ShippingMethod>().notNull(),
  landedCostCents: integer('landed_cost_cents').notNull(),
  netRevenueCents: integer('net_revenue_cents').notNull(),
  netRevenueShare: doublePrecision('net_revenue_share').notNull(),
  breakevenPriceCents: bigint('breakeven_price_cents', { mode: 'number' }).notNull(),
  roiPerOrder: doublePrecision('roi_per_order').notNull(),
  /** Null without a sales velocity, like every figure per year. */
  turnsPerYear: doublePrecision('turns_per_year'),
  netRevenuePerYearCents: bigint('net_revenue_per_year_cents', { mode: 'number' }),
  roiPerYear: doublePrecision('roi_per_year'),
  budgetToLaunchCents: bigint('budget_to_launch_cents', { mode: 'number' }).notNull(),
  updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A niche's product scorecard: the user's answers and whether they finished it, with the
 * evaluation they gave when last saved (the pipeline's badge).
 */
export const nicheEvaluations = pgTable('niche_evaluations', {
  nicheId: integer('niche_id')
    .primaryKey()
    .references(() => niches.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').$type<ScorecardAnswers>().notNull(),
  finished: boolean('finished').notNull().default(false),
  score: integer('score').notNull(),
  status: text('status').$type<'INCOMPLETE' | 'IN_PROGRESS' | 'COMPLETE'>().notNull(),
  needAnswer: text('need_answer').array().notNull(),
  updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
