import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './orgs';

/** Progress channels belong to the organization whose work they report. */
export const realtimeChannels = pgTable('realtime_channels', {
  name: text('name').primaryKey(),
  organizationId: integer('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
