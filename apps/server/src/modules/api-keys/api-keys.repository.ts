import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { ApiKeyScope } from '@fathom/contract';
import type { Db } from '../../db/client';
import { apiKeys, user } from '../../db/schema';
import type { Membership, SessionUser } from '../../lib/identity';

export interface ApiKeyRow {
  id: number;
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date | null;
}

declare const found: unique symbol;

/** One of the member's own live keys: routes get it from `guards.apiKey`. */
export type OwnApiKey = ApiKeyRow & { readonly [found]: true };

/** A stored key found by its hash, with its user: whether it still works is the service's call. */
export interface StoredKey {
  id: number;
  organizationId: number;
  scopes: ApiKeyScope[];
  expiresAt: Date | null;
  revokedAt: Date | null;
  user: SessionUser;
}

const columns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  scopes: sql<ApiKeyScope[]>`${apiKeys.scopes}`,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  expiresAt: apiKeys.expiresAt,
};

/** Every statement of a member's keys names the member (user and organization). */
export function createApiKeysRepository(db: Db) {
  const live = (member: Membership, id?: number) =>
    and(
      eq(apiKeys.organizationId, member.organizationId),
      eq(apiKeys.userId, member.userId),
      isNull(apiKeys.revokedAt),
      id === undefined ? undefined : eq(apiKeys.id, id),
    );

  return {
    list: (member: Membership): Promise<ApiKeyRow[]> =>
      db
        .select(columns)
        .from(apiKeys)
        .where(live(member))
        .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id)),

    countLive: async (member: Membership): Promise<number> => {
      const [row] = await db.select({ n: count() }).from(apiKeys).where(live(member));
      return row?.n ?? 0;
    },

    insert: async (
      member: Membership,
      values: {
        name: string;
        prefix: string;
        secretHash: string;
        scopes: ApiKeyScope[];
        expiresAt: Date | null;
      },
    ): Promise<ApiKeyRow> => {
      const [row] = await db
        .insert(apiKeys)
        .values({ organizationId: member.organizationId, userId: member.userId, ...values })
        .returning(columns);
      return row!;
    },

    find: async (member: Membership, id: number): Promise<OwnApiKey | null> => {
      const [row] = await db.select(columns).from(apiKeys).where(live(member, id));
      return (row as OwnApiKey | undefined) ?? null;
    },

    revoke: async (key: OwnApiKey): Promise<void> => {
      await db
        .update(apiKeys)
        .set({ revokedAt: new Date() })
        .where(and(eq(apiKeys.id, key.id), isNull(apiKeys.revokedAt)));
    },

    byHash: async (secretHash: string): Promise<StoredKey | null> => {
      const [row] = await db
        .select({
          id: apiKeys.id,
          organizationId: apiKeys.organizationId,
          scopes: sql<ApiKeyScope[]>`${apiKeys.scopes}`,
          expiresAt: apiKeys.expiresAt,
          revokedAt: apiKeys.revokedAt,
          user: { id: user.id, name: user.name, email: user.email },
        })
        .from(apiKeys)
        .innerJoin(user, eq(user.id, apiKeys.userId))
        .where(eq(apiKeys.secretHash, secretHash));
      return row ?? null;
    },

    /** Records a use unless one was recorded in the last `minMs`. */
    touch: async (id: number, now: Date, minMs: number): Promise<void> => {
      await db
        .update(apiKeys)
        .set({ lastUsedAt: now })
        .where(
          and(
            eq(apiKeys.id, id),
            or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now.getTime() - minMs))),
          ),
        );
    },
  };
}

export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;
