import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { amazonConnections } from './amazon-connections';
import { rankTrackers } from './rank-radar';

/**
 * One day of a tracker's Sponsored Products search-term report, per search term, campaign and
 * match type: the daily PPC import writes them (a re-run of a day replaces the day's rows). A
 * term the tracker follows is matched by its normalized text when read, so the rows of a term
 * that is not tracked (a pool candidate) count for it once it is added.
 */
export const ppcFacts = pgTable(
  'ppc_facts',
  {
    trackerId: integer('tracker_id')
      .notNull()
      .references(() => rankTrackers.id, { onDelete: 'cascade' }),
    /** Normalized: trimmed, single spaces, lower case. */
    searchTerm: text('search_term').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    campaignName: text('campaign_name').notNull(),
    /** EXACT, PHRASE, BROAD or AUTO. */
    matchType: text('match_type').$type<'EXACT' | 'PHRASE' | 'BROAD' | 'AUTO'>().notNull(),
    connectionId: integer('connection_id')
      .notNull()
      .references(() => amazonConnections.id, { onDelete: 'cascade' }),
    impressions: integer('impressions').notNull(),
    clicks: integer('clicks').notNull(),
    /** Money in hundredths of the marketplace currency. */
    spend: integer('spend').notNull(),
    sales: integer('sales').notNull(),
    orders: integer('orders').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.trackerId, t.searchTerm, t.day, t.campaignName, t.matchType] }),
    // Every column the reads sum, so a term's days are read from the index alone.
    index('ppc_facts_read_idx').on(
      t.trackerId,
      t.searchTerm,
      t.day,
      t.campaignName,
      t.matchType,
      t.impressions,
      t.clicks,
      t.spend,
      t.sales,
      t.orders,
    ),
    index('ppc_facts_connection_day_idx').on(t.connectionId, t.day),
  ],
);

/**
 * Each connection's import of a day: COMPLETED once stored, IN_PROGRESS while Amazon prepares
 * the report, FAILED when every try to download it failed (the day's earlier rows stay).
 */
export const ppcImports = pgTable(
  'ppc_imports',
  {
    connectionId: integer('connection_id')
      .notNull()
      .references(() => amazonConnections.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').$type<'COMPLETED' | 'IN_PROGRESS' | 'FAILED'>().notNull(),
    rows: integer('rows').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.connectionId, t.day] })],
);
