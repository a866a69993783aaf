import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberships, savedPipelineFilters } from '../../db/schema';
import type { Membership } from '../../lib/identity';

export interface SavedFilterRow {
  id: number;
  name: string;
  filter: unknown;
  createdAt: Date;
  updatedAt: Date;
}

declare const found: unique symbol;

/** One of the member's own filters: routes get it from `guards.savedFilter`. */
export type OwnSavedFilter = SavedFilterRow & { readonly [found]: true };

const columns = {
  id: savedPipelineFilters.id,
  name: savedPipelineFilters.name,
  filter: savedPipelineFilters.filter,
  createdAt: savedPipelineFilters.createdAt,
  updatedAt: savedPipelineFilters.updatedAt,
};

/** Every statement names the member (user and organization): a filter is its owner's alone. */
export function createPipelineFiltersRepository(db: Db) {
  const owned = (member: Membership, id?: number) =>
    and(
      eq(savedPipelineFilters.organizationId, member.organizationId),
      eq(savedPipelineFilters.userId, member.userId),
      id === undefined ? undefined : eq(savedPipelineFilters.id, id),
    );

  return {
    list: (member: Membership): Promise<SavedFilterRow[]> =>
      db
        .select(columns)
        .from(savedPipelineFilters)
        .where(owned(member))
        .orderBy(asc(sql`lower(${savedPipelineFilters.name})`), asc(savedPipelineFilters.id)),

    /**
     * Stores a new filter unless the member keeps `limit` already (null then). The membership
     * row is locked first, so two saves at once cannot pass the limit.
     */
    insert: (
      member: Membership,
      values: { name: string; filter: unknown },
      limit: number,
    ): Promise<SavedFilterRow | null> =>
      db.transaction(async (tx) => {
        await tx
          .select({ userId: memberships.userId })
          .from(memberships)
          .where(
            and(
              eq(memberships.organizationId, member.organizationId),
              eq(memberships.userId, member.userId),
            ),
          )
          .for('update');
        const [kept] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(savedPipelineFilters)
          .where(owned(member));
        if ((kept?.count ?? 0) >= limit) return null;
        const [row] = await tx
          .insert(savedPipelineFilters)
          .values({
            organizationId: member.organizationId,
            userId: member.userId,
            name: values.name,
            filter: values.filter,
          })
          .returning(columns);
        return row ?? null;
      }),

    /** The member's filter with this id, or null when they have none. */
    one: async (member: Membership, id: number): Promise<OwnSavedFilter | null> => {
      const [row] = await db.select(columns).from(savedPipelineFilters).where(owned(member, id));
      return (row as OwnSavedFilter | undefined) ?? null;
    },

    /** Changes the member's filter; null when it is gone. */
    update: async (
      member: Membership,
      filter: OwnSavedFilter,
      values: { name?: string; filter?: unknown },
    ): Promise<SavedFilterRow | null> => {
      const [row] = await db
        .update(savedPipelineFilters)
        .set({ ...values, updatedAt: sql`now()` })
        .where(owned(member, filter.id))
        .returning(columns);
      return row ?? null;
    },

    /** Whether the member's filter was still there. */
    remove: async (member: Membership, filter: OwnSavedFilter): Promise<boolean> => {
      const rows = await db
        .delete(savedPipelineFilters)
        .where(owned(member, filter.id))
        .returning({ id: savedPipelineFilters.id });
      return rows.length > 0;
    },
  };
}

export type PipelineFiltersRepository = ReturnType<typeof createPipelineFiltersRepository>;
