import { and, asc, eq, getTableColumns, gt, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Invitation, InvitationPreview, Role } from '@fathom/contract';
import type { Db } from '../../db/client';
import {
  invitations,
  memberships,
  organizations,
  spaceMembers,
  spaces,
  user,
} from '../../db/schema';
import { column, parseRows } from '../../db/rows';

type InvitationRow = typeof invitations.$inferSelect;

declare const found: unique symbol;

/**
 * An invitation read from its organization: the only way to name one to the statements that
 * renew or revoke it. Routes get one from `guards.invitation`.
 */
export type OrgInvitation = Invitation & { readonly [found]: true };

/** Where an invitation stands, judged at `now`. */
export function invitationStatus(row: InvitationRow, now = new Date()): Invitation['status'] {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt <= now ? 'expired' : 'pending';
}

const toInvitation = (row: InvitationRow & { inviter: string | null }): Invitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  spaceIds: row.spaceIds,
  invitedBy: row.inviter,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  lastSentAt: row.lastSentAt.toISOString(),
  status: invitationStatus(row),
});

/** Neither accepted nor withdrawn: pending, or expired while pending. */
const unanswered = and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt))!;

/** A change to memberships that would leave an organization without an owner is not made. */
export type MembershipChange = 'done' | 'not-found' | 'last-owner';

/** Members, roles and invitations; every statement names its organization. */
const NameRow = z.object({ name: column.text });

export function createTeamRepository(db: Db) {
  type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

  /** Locks the organization's owners, so two demotions cannot both pass the last-owner rule. */
  async function owners(tx: Tx, organizationId: number): Promise<string[]> {
    const rows = await tx
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.organizationId, organizationId), eq(memberships.role, 'owner')))
      .for('update');
    return rows.map((r) => r.userId);
  }

  async function roleOf(tx: Tx, organizationId: number, userId: string) {
    const [row] = await tx
      .select({ role: memberships.role })
      .from(memberships)
      .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)))
      .for('update');
    return row?.role ?? null;
  }

  const invitationColumns = { ...getTableColumns(invitations), inviter: user.name };

  return {
    changeRole: (organizationId: number, userId: string, role: Role) =>
      db.transaction(async (tx): Promise<MembershipChange> => {
        const current = await owners(tx, organizationId);
        const was = await roleOf(tx, organizationId, userId);
        if (!was) return 'not-found';
        if (was === 'owner' && role !== 'owner' && current.length === 1) return 'last-owner';
        await tx
          .update(memberships)
          .set({ role })
          .where(
            and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)),
          );
        return 'done';
      }),

    /** Takes the member out with their space grants; their niches stay with the organization. */
    removeMember: (organizationId: number, userId: string) =>
      db.transaction(async (tx): Promise<MembershipChange> => {
        const current = await owners(tx, organizationId);
        const was = await roleOf(tx, organizationId, userId);
        if (!was) return 'not-found';
        if (was === 'owner' && current.length === 1) return 'last-owner';
        const orgSpaces = tx
          .select({ id: spaces.id })
          .from(spaces)
          .where(eq(spaces.organizationId, organizationId));
        await tx
          .delete(spaceMembers)
          .where(and(eq(spaceMembers.userId, userId), inArray(spaceMembers.spaceId, orgSpaces)));
        await tx
          .delete(memberships)
          .where(
            and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)),
          );
        return 'done';
      }),

    rename: async (organizationId: number, name: string) => {
      await db.update(organizations).set({ name }).where(eq(organizations.id, organizationId));
    },

    organizationName: async (organizationId: number) => {
      const [row] = await db
        .select({ name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, organizationId));
      return row?.name ?? null;
    },

    /** Everything of the organization goes with it (its rows cascade), in one statement. */
    deleteOrganization: async (organizationId: number) => {
      await db.delete(organizations).where(eq(organizations.id, organizationId));
    },

    /** Organizations the user alone owns while others are members: they would be left ownerless. */
    soleOwnerOfTeams: async (userId: string) => {
      const result = await db.execute(sql`
        select o.name from ${organizations} o
        join ${memberships} me on me.organization_id = o.id and me.user_id = ${userId}
          and me.role = 'owner'
        where not exists (select 1 from ${memberships} m where m.organization_id = o.id
            and m.role = 'owner' and m.user_id <> ${userId})
          and exists (select 1 from ${memberships} m where m.organization_id = o.id
            and m.user_id <> ${userId})
        order by o.name`);
      return parseRows(NameRow, result).map((r) => r.name);
    },

    /** Organizations nobody belongs to any more (their last member deleted their account). */
    deleteEmptyOrganizations: async () => {
      await db.execute(sql`delete from ${organizations} o
        where not exists (select 1 from ${memberships} m where m.organization_id = o.id)`);
    },

    isMemberByEmail: async (organizationId: number, email: string) => {
      const [row] = await db
        .select({ id: user.id })
        .from(memberships)
        .innerJoin(user, eq(user.id, memberships.userId))
        .where(
          and(eq(memberships.organizationId, organizationId), sql`lower(${user.email}) = ${email}`),
        );
      return row !== undefined;
    },

    /** Invitations created by the organization since `since`, withdrawn ones included. */
    createdSince: async (organizationId: number, since: Date) => {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(invitations)
        .where(
          and(eq(invitations.organizationId, organizationId), gt(invitations.createdAt, since)),
        );
      return row?.count ?? 0;
    },

    /** The organization's spaces among `ids`. */
    spacesOf: async (organizationId: number, ids: number[]) => {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: spaces.id })
        .from(spaces)
        .where(and(eq(spaces.organizationId, organizationId), inArray(spaces.id, ids)));
      return rows.map((r) => r.id);
    },

    /**
     * A new pending invitation, or null when one is open for the address. An expired open one is
     * withdrawn first, so the address can be invited again.
     */
    createInvitation: (values: {
      organizationId: number;
      email: string;
      role: Role;
      spaceIds: number[];
      tokenHash: string;
      invitedBy: string;
      expiresAt: Date;
    }) =>
      db.transaction(async (tx) => {
        const open = and(
          eq(invitations.organizationId, values.organizationId),
          eq(invitations.email, values.email),
          unanswered,
        );
        await tx
          .update(invitations)
          .set({ revokedAt: sql`now()` })
          .where(and(open, sql`${invitations.expiresAt} <= now()`));
        const [row] = await tx
          .insert(invitations)
          .values(values)
          .onConflictDoNothing()
          .returning({ id: invitations.id });
        return row?.id ?? null;
      }),

    invitation: async (organizationId: number, id: number): Promise<OrgInvitation | null> => {
      const [row] = await db
        .select(invitationColumns)
        .from(invitations)
        .leftJoin(user, eq(user.id, invitations.invitedBy))
        .where(and(eq(invitations.organizationId, organizationId), eq(invitations.id, id)));
      return row ? (toInvitation(row) as OrgInvitation) : null;
    },

    invitations: async (organizationId: number): Promise<Invitation[]> => {
      const rows = await db
        .select(invitationColumns)
        .from(invitations)
        .leftJoin(user, eq(user.id, invitations.invitedBy))
        .where(eq(invitations.organizationId, organizationId))
        .orderBy(
          sql`(${unanswered} and ${invitations.expiresAt} > now()) desc`,
          sql`${invitations.createdAt} desc`,
          asc(invitations.id),
        );
      return rows.map(toInvitation);
    },

    /** A pending invitation gets a new link and seven more days; false when it is not pending. */
    renew: async (
      organizationId: number,
      { id }: OrgInvitation,
      tokenHash: string,
      expiresAt: Date,
    ) => {
      const rows = await db
        .update(invitations)
        .set({ tokenHash, expiresAt, lastSentAt: sql`now()` })
        .where(
          and(
            eq(invitations.organizationId, organizationId),
            eq(invitations.id, id),
            unanswered,
            gt(invitations.expiresAt, sql`now()`),
          ),
        )
        .returning({ id: invitations.id });
      return rows.length > 0;
    },

    revoke: async (organizationId: number, { id }: OrgInvitation) => {
      const rows = await db
        .update(invitations)
        .set({ revokedAt: sql`now()` })
        .where(
          and(eq(invitations.organizationId, organizationId), eq(invitations.id, id), unanswered),
        )
        .returning({ id: invitations.id });
      return rows.length > 0;
    },

    preview: async (
      tokenHash: string,
    ): Promise<(InvitationPreview & { organizationId: number }) | null> => {
      const [row] = await db
        .select({ ...invitationColumns, organizationName: organizations.name })
        .from(invitations)
        .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
        .leftJoin(user, eq(user.id, invitations.invitedBy))
        .where(eq(invitations.tokenHash, tokenHash));
      if (!row) return null;
      return {
        organizationId: row.organizationId,
        organizationName: row.organizationName,
        email: row.email,
        role: row.role,
        invitedBy: row.inviter,
        expiresAt: row.expiresAt.toISOString(),
        status: invitationStatus(row),
      };
    },

    /**
     * Joins the user as invited, in one transaction that locks the invitation, so a link works
     * once. Grants the invited spaces that still exist. Answers the status the invitation had.
     */
    accept: (tokenHash: string, userId: string) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(invitations)
          .where(eq(invitations.tokenHash, tokenHash))
          .for('update');
        if (!row) return null;
        const status = invitationStatus(row);
        if (status !== 'pending') return { status, organizationId: row.organizationId };
        await tx
          .insert(memberships)
          .values({ organizationId: row.organizationId, userId, role: row.role })
          .onConflictDoNothing();
        const granted = await tx
          .select({ id: spaces.id })
          .from(spaces)
          .where(
            and(
              eq(spaces.organizationId, row.organizationId),
              inArray(spaces.id, row.spaceIds.length ? row.spaceIds : [-1]),
            ),
          );
        if (granted.length > 0) {
          await tx
            .insert(spaceMembers)
            .values(granted.map((s) => ({ spaceId: s.id, userId })))
            .onConflictDoNothing();
        }
        await tx
          .update(invitations)
          .set({ acceptedAt: sql`now()` })
          .where(eq(invitations.id, row.id));
        return { status, organizationId: row.organizationId };
      }),
  };
}

export type TeamRepository = ReturnType<typeof createTeamRepository>;
