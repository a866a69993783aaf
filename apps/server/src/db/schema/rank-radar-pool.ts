import { primaryKey, text, timestamp, integer, pgTable } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { rankTrackers } from './rank-radar';

/**
 * Search terms of a tracker's pool (Blind Spend): seen with impressions or PPC spend for the
 * product but not tracked. Archived ones are hidden from the pool.
 */
export const rankPoolTerms = pgTable(
  'rank_pool_terms',
  {
    trackerId: integer('tracker_id')
      .notNull()
      .references(() => rankTrackers.id, { onDelete: 'cascade' }),
    /** Normalized: trimmed, single spaces, lower case. */
    keyword: text('keyword').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.trackerId, t.keyword] })],
);

/** A member's last visit of a tracker's pool: terms first seen after it are new. */
export const rankPoolVisits = pgTable(
  'rank_pool_visits',
  {
    trackerId: integer('tracker_id')
      .notNull()
      .references(() => rankTrackers.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.trackerId, t.userId] })],
);
