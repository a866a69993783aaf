import { jsonb, primaryKey, text, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { rankTrackers } from './rank-radar';

/** A member's BSR chart settings for a tracker: the category shown and which ASINs are hidden. */
export const rankBsrSettings = pgTable(
  'rank_bsr_settings',
  {
    trackerId: integer('tracker_id')
      .notNull()
      .references(() => rankTrackers.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Null: the top-level category. */
    selectedCategoryId: text('selected_category_id'),
    asinVisibility: jsonb('asin_visibility').$type<Record<string, boolean>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.trackerId, t.userId] })],
);
