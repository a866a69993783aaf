import { AMAZON_CONNECTION_KINDS, type MarketplaceTld } from '@fathom/contract';
import type { ConnectionKind } from '@fathom/market';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { column, parseRows } from '../../db/rows';

const kind = z.enum(AMAZON_CONNECTION_KINDS);
const status = z.enum(['CONNECTED', 'CONNECTION_ERROR']);

const ConnectedAccount = z.object({
  orgId: column.int,
  marketplace: column.marketplace,
  connection: z.object({ id: column.int, kind }),
  lastSyncedAt: column.time.nullable(),
});
/** A connection that seller data can be read through, with where it belongs. */
export type ConnectedAccount = z.output<typeof ConnectedAccount>;

const accountColumns = sql`organization_id as "orgId", marketplace,
  json_build_object('id', id, 'kind', kind) as connection,
  last_synced_at as "lastSyncedAt"`;

const ConnectionRow = z.object({
  id: column.int,
  kind,
  marketplace: column.marketplace,
  provider: z.enum(['simulated', 'lwa']),
  status,
  accountName: column.text,
  connectedAt: column.time,
  lastSyncedAt: column.time.nullable(),
  lastError: column.text.nullable(),
});
/** A connection as the settings page and the status rules read it; never its token. */
export type ConnectionRow = z.output<typeof ConnectionRow>;

const Id = z.object({ id: column.int });

const Credentials = z.object({
  kind,
  marketplace: column.marketplace,
  provider: z.enum(['simulated', 'lwa']),
  externalId: column.text,
  refreshTokenEncrypted: column.text.nullable(),
});
/** What the Amazon API calls of a connection need: never leaves the server. */
export type ConnectionCredentials = z.output<typeof Credentials>;

export interface NewConnection {
  orgId: number;
  kind: ConnectionKind;
  marketplace: MarketplaceTld;
  provider: 'simulated' | 'lwa';
  accountName: string;
  externalId: string;
  refreshTokenEncrypted: string | null;
  at: Date;
}

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
const rowColumns = sql`id, kind, marketplace, provider, status, account_name as "accountName",
  ${iso('connected_at')} as "connectedAt", ${iso('last_synced_at')} as "lastSyncedAt",
  last_error as "lastError"`;

/** Organizations' connections to their Amazon Ads profiles and Selling Partner accounts. */
export function createAmazonConnectionsRepository(db: Db) {
  return {
    /** Every working connection of a kind: what the report imports read through. */
    connected: async (kind: ConnectionKind): Promise<ConnectedAccount[]> =>
      parseRows(
        ConnectedAccount,
        await db.execute(sql`select ${accountColumns} from amazon_connections
          where kind = ${kind} and status = 'CONNECTED' order by id`),
      ),

    /** The organization's connection of a kind in a marketplace, working or not; null if none. */
    find: async (
      orgId: number,
      kind: ConnectionKind,
      marketplace: MarketplaceTld,
    ): Promise<(ConnectedAccount & { status: 'CONNECTED' | 'CONNECTION_ERROR' }) | null> =>
      parseRows(
        ConnectedAccount.extend({ status }),
        await db.execute(sql`select ${accountColumns}, status from amazon_connections
          where organization_id = ${orgId} and kind = ${kind} and marketplace = ${marketplace}`),
      )[0] ?? null,

    /** Records a finished import (clears the last error). */
    markSynced: async (id: number, at: Date): Promise<void> => {
      await db.execute(sql`update amazon_connections
        set last_synced_at = ${at.toISOString()}, last_error = null where id = ${id}`);
    },

    /** A working connection's account and encrypted refresh token; null when none works. */
    credentials: async (id: number): Promise<ConnectionCredentials | null> =>
      parseRows(
        Credentials,
        await db.execute(sql`select kind, marketplace, provider, external_id as "externalId",
            refresh_token_encrypted as "refreshTokenEncrypted"
          from amazon_connections where id = ${id} and status = 'CONNECTED'`),
      )[0] ?? null,

    /** The organization's connections as the settings page lists them (never the token). */
    list: async (orgId: number): Promise<ConnectionRow[]> =>
      parseRows(
        ConnectionRow,
        await db.execute(sql`select ${rowColumns} from amazon_connections
          where organization_id = ${orgId} order by marketplace, kind`),
      ),

    /** The organization's connection of a kind in a marketplace, as the status rules read it. */
    findRow: async (
      orgId: number,
      kind: ConnectionKind,
      marketplace: MarketplaceTld,
    ): Promise<ConnectionRow | null> =>
      parseRows(
        ConnectionRow,
        await db.execute(sql`select ${rowColumns} from amazon_connections
          where organization_id = ${orgId} and kind = ${kind} and marketplace = ${marketplace}`),
      )[0] ?? null,

    /**
     * Makes (or makes again) the organization's connection of a kind in a marketplace: a new
     * connection replaces the old one, its token and its error.
     */
    upsert: async (c: NewConnection): Promise<ConnectionRow> =>
      parseRows(
        ConnectionRow,
        await db.execute(sql`insert into amazon_connections
            (organization_id, kind, marketplace, provider, status, account_name, external_id,
             refresh_token_encrypted, connected_at, last_synced_at, last_error)
          values (${c.orgId}, ${c.kind}, ${c.marketplace}, ${c.provider}, 'CONNECTED',
            ${c.accountName}, ${c.externalId}, ${c.refreshTokenEncrypted}, ${c.at.toISOString()},
            null, null)
          on conflict (organization_id, kind, marketplace) do update set
            provider = excluded.provider, status = 'CONNECTED',
            account_name = excluded.account_name, external_id = excluded.external_id,
            refresh_token_encrypted = excluded.refresh_token_encrypted,
            connected_at = excluded.connected_at, last_synced_at = null, last_error = null
          returning ${rowColumns}`),
      )[0]!,

    /** Deletes the connection and its token; false when the organization has no such one. */
    remove: async (orgId: number, id: number): Promise<boolean> =>
      parseRows(
        Id,
        await db.execute(sql`delete from amazon_connections
          where organization_id = ${orgId} and id = ${id} returning id`),
      ).length > 0,

    /**
     * Demo mode: moves the connection `days` back in time, as if it had been made then and its
     * last import (its first, when it had none) had run then.
     */
    age: async (orgId: number, id: number, days: number): Promise<boolean> =>
      parseRows(
        Id,
        await db.execute(sql`update amazon_connections
          set connected_at = connected_at - make_interval(days => ${days}::int),
            last_synced_at = coalesce(last_synced_at, connected_at) - make_interval(days => ${days}::int)
          where organization_id = ${orgId} and id = ${id} returning id`),
      ).length > 0,

    /**
     * Records that Amazon refused the organization's connection; imports skip it until it is made
     * again. False when the organization has no such connection.
     */
    markError: async (orgId: number, id: number, message: string): Promise<boolean> =>
      parseRows(
        Id,
        await db.execute(sql`update amazon_connections
          set status = 'CONNECTION_ERROR', last_error = ${message}
          where organization_id = ${orgId} and id = ${id} returning id`),
      ).length > 0,
  };
}

export type AmazonConnectionsRepository = ReturnType<typeof createAmazonConnectionsRepository>;
