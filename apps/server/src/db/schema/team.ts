import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { memberRole, organizations } from './orgs';

/**
 * An e-mailed offer to join an organization. The link's token is kept only as its SHA-256
 * hash; a new link (resend) replaces the hash, so an older link stops working.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: memberRole('role').notNull(),
    spaceIds: integer('space_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_uq').on(t.tokenHash),
    index('invitations_org_created_idx').on(t.organizationId, t.createdAt),
    // One open invitation per address and organization.
    uniqueIndex('invitations_pending_uq')
      .on(t.organizationId, t.email)
      .where(sql`accepted_at is null and revoked_at is null`),
  ],
);
