import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { rankTrackers } from './rank-radar';

/**
 * The status of one SQP week of one tracked ASIN, as last read (spec: rank-radar §3 "SQP
 * coverage"). A week COMPLETED, NOT_MENTIONED or TOO_OLD is final; the others are read again by
 * the next import.
 */
export const sqpWeeks = pgTable(
  'sqp_weeks',
  {
    trackerId: integer('tracker_id')
      .notNull()
      .references(() => rankTrackers.id, { onDelete: 'cascade' }),
    asin: text('asin').notNull(),
    /** The Saturday the week ends on; it starts 6 days before. */
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.trackerId, t.endDate, t.asin] })],
);

/**
 * One row of a weekly SQP report: a search query an ASIN was shown for in a week, with its
 * funnel. Rows of queries the tracker does not follow are kept too (pool candidates). Keyed so
 * that a re-read of a week replaces its rows.
 */
export const sqpRows = pgTable(
  'sqp_rows',
  {
    trackerId: integer('tracker_id')
      .notNull()
      .references(() => rankTrackers.id, { onDelete: 'cascade' }),
    /** Normalized like tracker keywords: trimmed, single spaces, lower case. */
    searchQuery: text('search_query').notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    asin: text('asin').notNull(),
    searchQueryScore: integer('search_query_score').notNull(),
    searchQueryVolume: integer('search_query_volume').notNull(),
    daysWithData: smallint('days_with_data').notNull(),
    impressionsTotal: integer('impressions_total').notNull(),
    impressionsAsin: integer('impressions_asin').notNull(),
    clicksTotal: integer('clicks_total').notNull(),
    clicksAsin: integer('clicks_asin').notNull(),
    cartAddsTotal: integer('cart_adds_total').notNull(),
    cartAddsAsin: integer('cart_adds_asin').notNull(),
    purchasesTotal: integer('purchases_total').notNull(),
    purchasesAsin: integer('purchases_asin').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.trackerId, t.searchQuery, t.endDate, t.asin] }),
    index('sqp_rows_week_idx').on(t.trackerId, t.endDate, t.asin),
  ],
);
