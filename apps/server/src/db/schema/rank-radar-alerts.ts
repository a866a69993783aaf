import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { rankTrackerKeywords, rankTrackers } from './rank-radar';

/** A tracker's rank-change alert rule, evaluated after each collected day. */
export const rankAlertRules = pgTable(
  'rank_alert_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    trackerId: integer('tracker_id')
      .notNull()
      .references(() => rankTrackers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'leaves_top' | 'enters_top' | 'moves'>().notNull(),
    /** N of "top N" or "by N places". */
    threshold: smallint('threshold').notNull(),
    direction: text('direction').$type<'up' | 'down' | 'either'>().notNull().default('either'),
    /** The chosen search terms; null for all the tracker's active terms. */
    keywordIds: integer('keyword_ids').array(),
    email: boolean('email').notNull().default(false),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rank_alert_rules_tracker_idx').on(t.trackerId)],
);

/** A rule met by a search term on a day: once per rule, term and day. */
export const rankAlerts = pgTable(
  'rank_alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => rankAlertRules.id, { onDelete: 'cascade' }),
    trackerId: integer('tracker_id')
      .notNull()
      .references(() => rankTrackers.id, { onDelete: 'cascade' }),
    keywordId: integer('keyword_id')
      .notNull()
      .references(() => rankTrackerKeywords.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** Organic ranks of the previous collected day and of the day; null when not ranked. */
    previousRank: smallint('previous_rank'),
    rank: smallint('rank'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rank_alerts_once_idx').on(t.ruleId, t.keywordId, t.day),
    index('rank_alerts_tracker_idx').on(t.trackerId, t.day, t.id),
  ],
);

/** The digest e-mails of a tracker's day: one row per recipient the mail server took it for. */
export const rankAlertDigests = pgTable(
  'rank_alert_digests',
  {
    trackerId: integer('tracker_id')
      .notNull()
      .references(() => rankTrackers.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** The recipient: each creator of an e-mailing rule gets the tracker's digest once. */
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.trackerId, t.day, t.userId] })],
);
