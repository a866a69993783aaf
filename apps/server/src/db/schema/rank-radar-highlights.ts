import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { rankTrackerKeywords, rankTrackers } from './rank-radar';

/** A tracker's highlight: a colour tag on search terms over dates, or a note on a date. */
export const rankHighlights = pgTable(
  'rank_highlights',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    trackerId: integer('tracker_id')
      .notNull()
      .references(() => rankTrackers.id, { onDelete: 'cascade' }),
    type: text('type').$type<'tag' | 'note'>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** A palette colour or 'none'. */
    color: text('color').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rank_highlights_tracker_idx').on(t.trackerId, t.startDate)],
);

/** The search terms a tag is on. */
export const rankHighlightKeywords = pgTable(
  'rank_highlight_keywords',
  {
    highlightId: integer('highlight_id')
      .notNull()
      .references(() => rankHighlights.id, { onDelete: 'cascade' }),
    keywordId: integer('keyword_id')
      .notNull()
      .references(() => rankTrackerKeywords.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.highlightId, t.keywordId] }),
    index('rank_highlight_keywords_keyword_idx').on(t.keywordId),
  ],
);
