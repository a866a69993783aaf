import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { MARKETPLACE_TLDS } from '@fathom/contract';
import { organizations } from './orgs';

/**
 * An organization's connection to one of its Amazon seller accounts in one marketplace: an Amazon
 * Ads profile (`amazon-ads`, PPC data) or a Selling Partner account (`sp-api`, SQP data).
 * `provider` says how it was made: `simulated` (the simulated marketplace) or `lwa` (Login with
 * Amazon); only `lwa` rows hold a refresh token, encrypted with the configured key.
 */
export const amazonConnections = pgTable(
  'amazon_connections',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'amazon-ads' | 'sp-api'>().notNull(),
    /** Marketplace top-level domain, e.g. `com`, `co.uk`. */
    marketplace: text('marketplace', { enum: MARKETPLACE_TLDS }).notNull(),
    provider: text('provider').$type<'simulated' | 'lwa'>().notNull(),
    /** CONNECTED or CONNECTION_ERROR. */
    status: text('status').$type<'CONNECTED' | 'CONNECTION_ERROR'>().notNull(),
    /** The Ads profile or seller account name shown on the settings page. */
    accountName: text('account_name').notNull(),
    /** The Ads profile id or selling partner id at Amazon. */
    externalId: text('external_id').notNull(),
    refreshTokenEncrypted: text('refresh_token_encrypted'),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a report import last finished for this connection. */
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('amazon_connections_org_kind_mp').on(t.organizationId, t.kind, t.marketplace),
  ],
);
