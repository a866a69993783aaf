import { MARKETPLACE_TLDS } from '@fathom/contract';
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
    marketplace: text('marketplace', { enum: MARKETPLACE_TLDS }).notNull(),
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
 * A tracker's ranks of one collected day, packed: one row per tracker and day, whose arrays are
 * aligned (entry i of each is the term `keyword_ids[i]`), holding only the terms the product
 * ranked or was advertised for; a collected day without a term's entry is "not ranked". A 90-day
 * heatmap window is 90 rows of one primary-key range scan, and a day's collection of a tracker is
 * one row (docs/scaling.md).
 */
export const rankDays = pgTable(
  'rank_days',
  {
    trackerId: integer('tracker_id')
      .notNull()
      .references(() => rankTrackers.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    keywordIds: integer('keyword_ids').array().notNull(),
    organicRanks: smallint('organic_ranks').array().notNull(),
    sponsoredRanks: smallint('sponsored_ranks').array().notNull(),
    impressionRanks: smallint('impression_ranks').array().notNull(),
    /** The variations that held an organic rank that day, each once. */
    asins: text('asins').array().notNull(),
    /** Per term, the 1-based position in `asins` of the variation holding its organic rank. */
    topAsins: smallint('top_asins').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.trackerId, t.day] })],
);
