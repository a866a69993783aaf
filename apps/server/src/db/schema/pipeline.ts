import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { niches } from './niches';
import { labels, organizations, spaces } from './orgs';

/** The spaces a niche is in: its members see it (spec: niche-pipeline §1). None: everyone does. */
export const nicheSpaces = pgTable(
  'niche_spaces',
  {
    nicheId: integer('niche_id')
      .notNull()
      .references(() => niches.id, { onDelete: 'cascade' }),
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.nicheId, t.spaceId] }),
    index('niche_spaces_space_idx').on(t.spaceId),
  ],
);

/** The labels a niche carries: for sorting work, never for access. */
export const nicheLabels = pgTable(
  'niche_labels',
  {
    nicheId: integer('niche_id')
      .notNull()
      .references(() => niches.id, { onDelete: 'cascade' }),
    labelId: integer('label_id')
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.nicheId, t.labelId] }),
    index('niche_labels_label_idx').on(t.labelId),
  ],
);

/** Who a niche is assigned to: an assignee may see and change the niche whatever its spaces. */
export const nicheAssignees = pgTable(
  'niche_assignees',
  {
    nicheId: integer('niche_id')
      .notNull()
      .references(() => niches.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.nicheId, t.userId] }),
    index('niche_assignees_user_idx').on(t.userId),
  ],
);

/** A member's saved pipeline filter: a name and the grid state it applies (spec §3). */
export const savedPipelineFilters = pgTable(
  'saved_pipeline_filters',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filter: jsonb('filter').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_pipeline_filters_name_uq').on(
      t.organizationId,
      t.userId,
      sql`lower(${t.name})`,
    ),
  ],
);

/** A user's remembered choices (tag tree collapse state, grid columns per page), by key. */
export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * An agency organization linked to a client organization. The agency asks, the client's owner
 * accepts; once accepted the agency may transfer niches into the client's spaces.
 */
export const organizationConnections = pgTable(
  'organization_connections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agencyOrganizationId: integer('agency_organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    clientOrganizationId: integer('client_organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    status: text('status').$type<'pending' | 'accepted'>().notNull().default('pending'),
    requestedBy: text('requested_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('organization_connections_pair_uq').on(
      t.agencyOrganizationId,
      t.clientOrganizationId,
    ),
    index('organization_connections_client_idx').on(t.clientOrganizationId),
  ],
);

/**
 * A niche its organization shares, read only, with an organization it is connected to (either
 * side of an accepted connection). Removing the connection removes its shares; a transfer ends
 * the shares of the niches it moves. Members of `organization_id` see the niche and never change it.
 */
export const nicheShares = pgTable(
  'niche_shares',
  {
    nicheId: integer('niche_id')
      .notNull()
      .references(() => niches.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    connectionId: integer('connection_id')
      .notNull()
      .references(() => organizationConnections.id, { onDelete: 'cascade' }),
    sharedBy: text('shared_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.nicheId, t.organizationId] }),
    index('niche_shares_organization_idx').on(t.organizationId, t.nicheId),
    index('niche_shares_connection_idx').on(t.connectionId),
  ],
);
