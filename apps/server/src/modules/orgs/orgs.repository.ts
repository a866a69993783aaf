import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Label, Member, OrganizationSummary, Role, Space } from '@fathom/contract';
import type { Db } from '../../db/client';
import { preparedRead } from '../../db/prepared';
import {
  labels,
  memberships,
  organizations,
  session,
  spaceMembers,
  spaces,
  user,
} from '../../db/schema';

const iso = (d: Date) => d.toISOString();

/** Every statement is scoped to one organization (or to the caller's own memberships). */
export function createOrgsRepository(db: Db) {
  function spaceQuery(where: SQL) {
    return db
      .select({
        id: spaces.id,
        name: spaces.name,
        createdAt: spaces.createdAt,
        memberIds: sql<
          string[]
        >`coalesce(array_agg(${spaceMembers.userId} order by ${spaceMembers.userId}) filter (where ${spaceMembers.userId} is not null), '{}')`,
      })
      .from(spaces)
      .leftJoin(spaceMembers, eq(spaceMembers.spaceId, spaces.id))
      .where(and(eq(spaces.organizationId, sql.placeholder('organizationId')), where))
      .groupBy(spaces.id)
      .orderBy(asc(sql`lower(${spaces.name})`));
  }
  type SpaceRow = Awaited<ReturnType<typeof spaceQuery>>[number];
  const asSpaces = (rows: SpaceRow[]): Space[] =>
    rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) }));
  // Every page of the app lists the spaces: the two lists are prepared once.
  const allSpaces = preparedRead(spaceQuery(sql`true`));
  const grantedSpaces = preparedRead(
    spaceQuery(
      inArray(
        spaces.id,
        db
          .select({ id: spaceMembers.spaceId })
          .from(spaceMembers)
          .where(eq(spaceMembers.userId, sql.placeholder('userId'))),
      ),
    ),
  );
  const oneSpace = preparedRead(spaceQuery(eq(spaces.id, sql.placeholder('spaceId'))));

  return {
    membership: async (userId: string, organizationId: number) => {
      const [row] = await db
        .select({
          organizationId: memberships.organizationId,
          userId: memberships.userId,
          role: memberships.role,
        })
        .from(memberships)
        .where(and(eq(memberships.userId, userId), eq(memberships.organizationId, organizationId)));
      return row ?? null;
    },

    /** Whether the user is staff of the company running Fathom (`users.internal`). */
    isInternal: async (userId: string): Promise<boolean> => {
      const [row] = await db
        .select({ internal: user.internal })
        .from(user)
        .where(eq(user.id, userId));
      return row?.internal ?? false;
    },

    organizationsOf: async (userId: string): Promise<OrganizationSummary[]> => {
      return db
        .select({ id: organizations.id, name: organizations.name, role: memberships.role })
        .from(memberships)
        .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
        .where(eq(memberships.userId, userId))
        .orderBy(asc(organizations.id));
    },

    /**
     * Creates an organization owned by its creator unless they have created `limit` already
     * (null then). The creator's row is locked, so two requests at once cannot pass the limit.
     * `trial`: the creator has not had their one trial yet; it is theirs with this organization,
     * and recorded on them, so deleting it and making another brings no second trial.
     */
    createOrganization: async (
      name: string,
      ownerId: string,
      limit: number,
    ): Promise<{ organization: OrganizationSummary; trial: boolean } | null> => {
      return db.transaction(async (tx) => {
        const [creator] = await tx
          .select({ trialStartedAt: user.trialStartedAt })
          .from(user)
          .where(eq(user.id, ownerId))
          .for('update');
        const [created] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(organizations)
          .where(eq(organizations.createdBy, ownerId));
        if ((created?.count ?? 0) >= limit) return null;
        const [org] = await tx
          .insert(organizations)
          .values({ name, createdBy: ownerId })
          .returning();
        await tx
          .insert(memberships)
          .values({ organizationId: org!.id, userId: ownerId, role: 'owner' });
        const trial = !!creator && creator.trialStartedAt === null;
        if (trial)
          await tx.update(user).set({ trialStartedAt: org!.createdAt }).where(eq(user.id, ownerId));
        return { organization: { id: org!.id, name: org!.name, role: 'owner' as const }, trial };
      });
    },

    addMember: async (organizationId: number, userId: string, role: Role) => {
      await db.insert(memberships).values({ organizationId, userId, role }).onConflictDoNothing();
    },

    members: async (organizationId: number): Promise<Member[]> => {
      const rows = await db
        .select({
          userId: user.id,
          name: user.name,
          email: user.email,
          role: memberships.role,
          joinedAt: memberships.createdAt,
          spaceIds: sql<number[]>`coalesce((
            select array_agg(sm.space_id order by sm.space_id) from ${spaceMembers} sm
            join ${spaces} s on s.id = sm.space_id
            where sm.user_id = ${user.id} and s.organization_id = ${organizationId}), '{}')`,
          lastActiveAt: sql<string | null>`(select to_char(max(se.updated_at) at time zone 'UTC',
            'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from ${session} se where se.user_id = ${user.id})`,
        })
        .from(memberships)
        .innerJoin(user, eq(user.id, memberships.userId))
        .where(eq(memberships.organizationId, organizationId))
        .orderBy(asc(user.name));
      return rows.map((r) => ({ ...r, joinedAt: iso(r.joinedAt) }));
    },

    /** All spaces, or with `visibleTo` only those the user was granted. */
    spaces: async (organizationId: number, visibleTo?: string): Promise<Space[]> => {
      return asSpaces(
        visibleTo
          ? await grantedSpaces({ organizationId, userId: visibleTo })
          : await allSpaces({ organizationId }),
      );
    },

    space: async (organizationId: number, spaceId: number): Promise<Space | null> => {
      const [row] = asSpaces(await oneSpace({ organizationId, spaceId }));
      return row ?? null;
    },

    createSpace: async (organizationId: number, name: string): Promise<number> => {
      const [row] = await db
        .insert(spaces)
        .values({ organizationId, name })
        .returning({ id: spaces.id });
      return row!.id;
    },

    renameSpace: async (
      organizationId: number,
      spaceId: number,
      name: string,
    ): Promise<boolean> => {
      const rows = await db
        .update(spaces)
        .set({ name })
        .where(and(eq(spaces.organizationId, organizationId), eq(spaces.id, spaceId)))
        .returning({ id: spaces.id });
      return rows.length > 0;
    },

    deleteSpace: async (organizationId: number, spaceId: number): Promise<boolean> => {
      const rows = await db
        .delete(spaces)
        .where(and(eq(spaces.organizationId, organizationId), eq(spaces.id, spaceId)))
        .returning({ id: spaces.id });
      return rows.length > 0;
    },

    grantSpace: async (spaceId: number, userId: string) => {
      await db.insert(spaceMembers).values({ spaceId, userId }).onConflictDoNothing();
    },

    revokeSpace: async (spaceId: number, userId: string) => {
      await db
        .delete(spaceMembers)
        .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, userId)));
    },

    labels: async (organizationId: number): Promise<Label[]> => {
      const rows = await db
        .select({ id: labels.id, name: labels.name, createdAt: labels.createdAt })
        .from(labels)
        .where(eq(labels.organizationId, organizationId))
        .orderBy(asc(sql`lower(${labels.name})`));
      return rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) }));
    },

    createLabel: async (organizationId: number, name: string): Promise<Label> => {
      const [row] = await db.insert(labels).values({ organizationId, name }).returning();
      return { id: row!.id, name: row!.name, createdAt: iso(row!.createdAt) };
    },

    renameLabel: async (
      organizationId: number,
      labelId: number,
      name: string,
    ): Promise<Label | null> => {
      const [row] = await db
        .update(labels)
        .set({ name })
        .where(and(eq(labels.organizationId, organizationId), eq(labels.id, labelId)))
        .returning();
      return row ? { id: row.id, name: row.name, createdAt: iso(row.createdAt) } : null;
    },

    deleteLabel: async (organizationId: number, labelId: number): Promise<boolean> => {
      const rows = await db
        .delete(labels)
        .where(and(eq(labels.organizationId, organizationId), eq(labels.id, labelId)))
        .returning({ id: labels.id });
      return rows.length > 0;
    },
  };
}

export type OrgsRepository = ReturnType<typeof createOrgsRepository>;
