import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
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
import { niches } from './niches';
import { organizations } from './orgs';

/** A Rank Radar tracker (krt): a product, its parent and every variation, in one marketplace. */
export const rankTrackers = pgTable(
  'rank_trackers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    nicheId: integer('niche_id').references(() => niches.id, { onDelete: 'set null' }),
    marketplace: text('marketplace').notNull(),
    /** The ASIN the user tracked. */
    asin: text('asin').notNull(),
    /** The parent and every variation: ranks are read for all of them. */
    asins: text('asins').array().notNull(),
    title: text('title').notNull(),
    tagIds: integer('tag_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    assigneeIds: text('assignee_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    status: text('status').$type<'active' | 'paused'>().notNull().default('active'),
    autoDive: boolean('auto_dive').notNull().default(false),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The marketplace-local day of creation: the first day collected. */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    lastCollectedDate: date('last_collected_date', { mode: 'string' }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    index('rank_trackers_org_created_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    index('rank_trackers_due_idx')
      .on(t.marketplace, t.id)
      .where(sql`${t.archivedAt} is null and ${t.status} = 'active'`),
    index('rank_trackers_asins_idx').using('gin', t.asins),
  ],
);

/** A search term a tracker follows. Archived terms keep their history and can be restored. */
export const rankTrackerKeywords = pgTable(
  'rank_tracker_keywords',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    trackerId: integer('tracker_id')
      .notNull()
      .references(() => rankTrackers.id, { onDelete: 'cascade' }),
    /** Normalized: trimmed, single spaces, lower case. */
    keyword: text('keyword').notNull(),
    source: text('source').$type<'dive' | 'manual' | 'ppc'>().notNull(),
    status: text('status')
      .$type<'initial' | 'normal' | 'failed' | 'paused'>()
      .notNull()
      .default('initial'),
    searchVolume: integer('search_volume'),
    relevancy: doublePrecision('relevancy'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The first day the product ranked for the term. */
    firstSeenDate: date('first_seen_date', { mode: 'string' }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('rank_tracker_keywords_uq').on(t.trackerId, t.keyword)],
);

/**
 * One tracker's collection of one marketplace-local day: the claim that makes it happen once.
 * A day without a row was not collected (shown missing, interpolated when the gap is short).
 */
export const rankCollections = pgTable(
  'rank_collections',
  {
    trackerId: integer('tracker_id')
      .notNull()
      .references(() => rankTrackers.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').$type<'done' | 'failed'>().notNull(),
    collectedAt: timestamp('collected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.trackerId, t.day] })],
);

/**
 * Ranks of a tracked term on a day, only where the product ranked or was advertised: a collected
 * day without a row is "not ranked". Keyed (tracker, day, term), so a heatmap window is one
 * range scan of the key, and a day's rows are written together.
 */
export const keywordRanks = pgTable(
  'keyword_ranks',
  {
    trackerId: integer('tracker_id')
      .notNull()
      .references(() => rankTrackers.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    keywordId: integer('keyword_id').notNull(),
    organicRank: smallint('organic_rank'),
    sponsoredRank: smallint('sponsored_rank'),
    impressionRank: smallint('impression_rank'),
    /** The variation that holds the organic rank. */
    topAsin: text('top_asin'),
  },
  (t) => [primaryKey({ columns: [t.trackerId, t.day, t.keywordId] })],
);
