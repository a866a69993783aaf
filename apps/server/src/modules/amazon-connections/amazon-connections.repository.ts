import type { ConnectionKind, SellerConnection } from '@fathom/market';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** A connection that seller data can be read through, with where it belongs. */
export interface ConnectedAccount {
  orgId: number;
  marketplace: string;
  connection: SellerConnection;
  lastSyncedAt: string | null;
}

const accountColumns = sql`organization_id as "orgId", marketplace,
  json_build_object('id', id, 'kind', kind) as connection,
  last_synced_at as "lastSyncedAt"`;

/** Organizations' connections to their Amazon Ads profiles and Selling Partner accounts. */
export function createAmazonConnectionsRepository(db: Db) {
  return {
    /** Every working connection of a kind: what the report imports read through. */
    connected: async (kind: ConnectionKind): Promise<ConnectedAccount[]> =>
      rowsOf<ConnectedAccount>(
        await db.execute(sql`select ${accountColumns} from amazon_connections
          where kind = ${kind} and status = 'CONNECTED' order by id`),
      ),

    /** The organization's connection of a kind in a marketplace, working or not; null if none. */
    find: async (
      orgId: number,
      kind: ConnectionKind,
      marketplace: string,
    ): Promise<(ConnectedAccount & { status: 'CONNECTED' | 'CONNECTION_ERROR' }) | null> =>
      rowsOf<ConnectedAccount & { status: 'CONNECTED' | 'CONNECTION_ERROR' }>(
        await db.execute(sql`select ${accountColumns}, status from amazon_connections
          where organization_id = ${orgId} and kind = ${kind} and marketplace = ${marketplace}`),
      )[0] ?? null,

    /** Records a finished import (clears the last error). */
    markSynced: async (id: number, at: Date): Promise<void> => {
      await db.execute(sql`update amazon_connections
        set last_synced_at = ${at.toISOString()}, last_error = null where id = ${id}`);
    },

    /** Records that Amazon refused the connection; imports skip it until it is made again. */
    markError: async (id: number, message: string): Promise<void> => {
      await db.execute(sql`update amazon_connections
        set status = 'CONNECTION_ERROR', last_error = ${message} where id = ${id}`);
    },
  };
}

export type AmazonConnectionsRepository = ReturnType<typeof createAmazonConnectionsRepository>;
