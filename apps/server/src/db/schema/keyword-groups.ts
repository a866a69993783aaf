import { pgTable, primaryKey, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { niches } from './niches';

/**
 * The normalizer's splits and merges of a niche's spelling groups: keywords with the same group
 * key are one group (docs/metrics.md "Keyword spellings"). Kept by keyword text, so they hold for
 * the keywords of every later dive of the niche.
 */
export const nicheKeywordGroups = pgTable(
  'niche_keyword_groups',
  {
    nicheId: integer('niche_id')
      .notNull()
      .references(() => niches.id, { onDelete: 'cascade' }),
    keyword: text('keyword').notNull(),
    groupKey: text('group_key').notNull(),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.nicheId, t.keyword] })],
);
