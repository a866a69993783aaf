import { aliasedTable, and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Connection, MarketplaceTld } from '@fathom/contract';
import type { Db } from '../../db/client';
import {
  nicheAssignees,
  nicheLabels,
  niches,
  nicheSpaces,
  nicheShares,
  organizationConnections as links,
  organizations,
  spaces,
} from '../../db/schema';
import type { Membership } from '../../lib/identity';
import { mayManage } from '../niches/niche-access';

export interface ConnectionRow {
  id: number;
  agencyOrganizationId: number;
  clientOrganizationId: number;
  status: 'pending' | 'accepted';
}

/** A niche named by a transfer, as the caller's organization holds it. */
export interface TransferCandidate {
  id: number;
  label: string;
  marketplace: MarketplaceTld;
  manageable: boolean;
  diveRunning: boolean;
}

/** Rows per insert statement, well under PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 5_000;

const agency = aliasedTable(organizations, 'agency');
const client = aliasedTable(organizations, 'client');

/** Statements of connected organizations and of moving niches between them. */
export function createConnectionsRepository(db: Db) {
  return {
    organizationName: async (organizationId: number): Promise<string | null> => {
      const [row] = await db
        .select({ name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, organizationId));
      return row?.name ?? null;
    },

    /** Every connection of the organization, as agency and as client, oldest first. */
    connectionsOf: async (organizationId: number): Promise<Connection[]> => {
      const rows = await db
        .select({
          id: links.id,
          agencyId: links.agencyOrganizationId,
          agencyName: agency.name,
          clientId: links.clientOrganizationId,
          clientName: client.name,
          status: links.status,
          createdAt: links.createdAt,
          acceptedAt: links.acceptedAt,
        })
        .from(links)
        .innerJoin(agency, eq(agency.id, links.agencyOrganizationId))
        .innerJoin(client, eq(client.id, links.clientOrganizationId))
        .where(
          or(
            eq(links.agencyOrganizationId, organizationId),
            eq(links.clientOrganizationId, organizationId),
          ),
        )
        .orderBy(asc(links.createdAt), asc(links.id));
      return rows.map((r) => {
        const isAgency = r.agencyId === organizationId;
        return {
          id: r.id,
          role: isAgency ? 'client' : 'agency',
          status: r.status,
          organization: isAgency
            ? { id: r.clientId, name: r.clientName }
            : { id: r.agencyId, name: r.agencyName },
          createdAt: r.createdAt.toISOString(),
          acceptedAt: r.acceptedAt?.toISOString() ?? null,
        };
      });
    },

    connection: async (connectionId: number): Promise<ConnectionRow | null> => {
      const [row] = await db
        .select({
          id: links.id,
          agencyOrganizationId: links.agencyOrganizationId,
          clientOrganizationId: links.clientOrganizationId,
          status: links.status,
        })
        .from(links)
        .where(eq(links.id, connectionId));
      return row ?? null;
    },

    /** Whether the two organizations are linked either way, whatever the status. */
    linked: async (a: number, b: number): Promise<boolean> => {
      const [row] = await db
        .select({ id: links.id })
        .from(links)
        .where(
          or(
            and(eq(links.agencyOrganizationId, a), eq(links.clientOrganizationId, b)),
            and(eq(links.agencyOrganizationId, b), eq(links.clientOrganizationId, a)),
          ),
        );
      return row !== undefined;
    },

    /** Stores a pending connection; null when the pair was linked meanwhile. */
    insert: async (agencyId: number, clientId: number, requestedBy: string) => {
      const [row] = await db
        .insert(links)
        .values({ agencyOrganizationId: agencyId, clientOrganizationId: clientId, requestedBy })
        .onConflictDoNothing()
        .returning({ id: links.id });
      return row?.id ?? null;
    },

    /** Accepts a pending connection; false when it was not pending. */
    accept: async (connectionId: number): Promise<boolean> => {
      const rows = await db
        .update(links)
        .set({ status: 'accepted', acceptedAt: new Date() })
        .where(and(eq(links.id, connectionId), eq(links.status, 'pending')))
        .returning({ id: links.id });
      return rows.length > 0;
    },

    remove: async (connectionId: number): Promise<void> => {
      await db.delete(links).where(eq(links.id, connectionId));
    },

    /** Client organizations the agency's connection to is accepted, by name. */
    acceptedClients: async (agencyId: number) =>
      db
        .select({ id: client.id, name: client.name })
        .from(links)
        .innerJoin(client, eq(client.id, links.clientOrganizationId))
        .where(and(eq(links.agencyOrganizationId, agencyId), eq(links.status, 'accepted')))
        .orderBy(asc(sql`lower(${client.name})`), asc(client.id)),

    /** Whether the agency may transfer to the client: their connection is accepted. */
    isAcceptedClient: async (agencyId: number, clientId: number): Promise<boolean> => {
      const [row] = await db
        .select({ id: links.id })
        .from(links)
        .where(
          and(
            eq(links.agencyOrganizationId, agencyId),
            eq(links.clientOrganizationId, clientId),
            eq(links.status, 'accepted'),
          ),
        )
        .for('share');
      return row !== undefined;
    },

    spacesOf: (organizationId: number) =>
      db
        .select({ id: spaces.id, name: spaces.name })
        .from(spaces)
        .where(eq(spaces.organizationId, organizationId))
        .orderBy(asc(sql`lower(${spaces.name})`), asc(spaces.id)),

    /**
     * The accepted connection between the organization and another, whichever side asked, with
     * the other's name; locked against removal until the transaction ends.
     */
    acceptedLink: async (organizationId: number, otherId: number) => {
      const [row] = await db
        .select({ id: links.id })
        .from(links)
        .where(
          and(
            eq(links.status, 'accepted'),
            or(
              and(
                eq(links.agencyOrganizationId, organizationId),
                eq(links.clientOrganizationId, otherId),
              ),
              and(
                eq(links.agencyOrganizationId, otherId),
                eq(links.clientOrganizationId, organizationId),
              ),
            ),
          ),
        )
        .for('share');
      return row ?? null;
    },

    /** Shares the niches with the organization over the connection; answers how many were new. */
    share: async (
      connectionId: number,
      organizationId: number,
      nicheIds: number[],
      sharedBy: string,
    ): Promise<number> => {
      let count = 0;
      for (let i = 0; i < nicheIds.length; i += INSERT_CHUNK) {
        const rows = await db
          .insert(nicheShares)
          .values(
            nicheIds
              .slice(i, i + INSERT_CHUNK)
              .map((nicheId) => ({ nicheId, organizationId, connectionId, sharedBy })),
          )
          .onConflictDoNothing()
          .returning({ nicheId: nicheShares.nicheId });
        count += rows.length;
      }
      return count;
    },

    /**
     * Ends the sharing of the organization's niches, with one organization or with all; answers
     * how many shares ended.
     */
    unshare: async (
      ownerId: number,
      nicheIds: number[],
      organizationId: number | undefined,
    ): Promise<number> => {
      const rows = await db
        .delete(nicheShares)
        .where(
          and(
            inArray(nicheShares.nicheId, nicheIds),
            sql`${nicheShares.nicheId} in (select n.id from niches n where n.organization_id = ${ownerId})`,
            organizationId === undefined
              ? undefined
              : eq(nicheShares.organizationId, organizationId),
          ),
        )
        .returning({ nicheId: nicheShares.nicheId });
      return rows.length;
    },

    /** Which of the ids are spaces of the organization. */
    spaceIdsOf: async (organizationId: number, spaceIds: number[]): Promise<number[]> => {
      const rows = await db
        .select({ id: spaces.id })
        .from(spaces)
        .where(and(eq(spaces.organizationId, organizationId), inArray(spaces.id, spaceIds)));
      return rows.map((r) => r.id);
    },

    /**
     * The named niches of the member's organization, locked until the transaction ends, with
     * whether the member may change each and whether a dive of it is under way.
     */
    candidates: async (member: Membership, nicheIds: number[]): Promise<TransferCandidate[]> =>
      db
        .select({
          id: niches.id,
          label: niches.label,
          marketplace: niches.marketplace,
          manageable: sql<boolean>`coalesce(${mayManage(member)}, false)`,
          diveRunning: sql<boolean>`exists (select 1 from dive_runs r where r.niche_id = "niches"."id" and r.status = 'running')`,
        })
        .from(niches)
        .where(and(eq(niches.organizationId, member.organizationId), inArray(niches.id, nicheIds)))
        .orderBy(asc(niches.id))
        .for('update', { of: niches }),

    /** Labels (lower case) the organization's niches already use on the marketplaces. */
    takenLabels: async (organizationId: number, marketplaces: MarketplaceTld[]) => {
      const rows = await db
        .select({ marketplace: niches.marketplace, label: sql<string>`lower(${niches.label})` })
        .from(niches)
        .where(
          and(eq(niches.organizationId, organizationId), inArray(niches.marketplace, marketplaces)),
        );
      return rows;
    },

    /**
     * Hands the niches to the target organization: their spaces, labels and assignees of the old
     * organization go, the target spaces are set, and each takes its label in the target.
     * Researches, keywords, competitors, exclusions and schedules follow the niche by its id.
     */
    move: async (
      targetOrganizationId: number,
      moves: { id: number; label: string }[],
      spaceIds: number[],
    ): Promise<void> => {
      const ids = moves.map((m) => m.id);
      // A niche that changes hands is no longer the old organization's to share.
      await db.delete(nicheShares).where(inArray(nicheShares.nicheId, ids));
      await db.delete(nicheSpaces).where(inArray(nicheSpaces.nicheId, ids));
      await db.delete(nicheLabels).where(inArray(nicheLabels.nicheId, ids));
      await db.delete(nicheAssignees).where(inArray(nicheAssignees.nicheId, ids));
      for (const move of moves)
        await db
          .update(niches)
          .set({ organizationId: targetOrganizationId, label: move.label, updatedAt: new Date() })
          .where(eq(niches.id, move.id));
      const rows = ids.flatMap((nicheId) => spaceIds.map((spaceId) => ({ nicheId, spaceId })));
      for (let i = 0; i < rows.length; i += INSERT_CHUNK)
        await db.insert(nicheSpaces).values(rows.slice(i, i + INSERT_CHUNK));
    },
  };
}

export type ConnectionsRepository = ReturnType<typeof createConnectionsRepository>;
