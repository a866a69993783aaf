import {
  CONNECTION_MESSAGES as M,
  type ConnectedOrganization,
  type Connection,
  type TargetSpace,
  type TierFeature,
  type TransferResult,
} from '@fathom/contract';
import { conflict, forbidden, invalid, notFound, notFoundMessage } from '../../lib/errors';
import type { Membership } from '../../lib/identity';
import type { PipelineService, Selection } from '../pipeline/pipeline.service';
import type { UnitOfWork } from '../unit-of-work';
import type { ConnectionsRepository, ConnectionRow } from './connections.repository';
import { connectionCode, organizationOfCode } from './domain/connection-code';
import { labelsInTarget } from './domain/transfer-labels';

export interface ShareRequest {
  selection: Selection;
  targetOrganizationId: number;
}

export interface TransferRequest {
  selection: Selection;
  targetOrganizationId: number;
  targetOrganizationSpaceIds: number[];
}

const unique = <T>(values: T[]) => [...new Set(values)];

/**
 * Connected organizations and niche ownership transfer. An agency (its plan has AGENCY) asks to
 * connect a client by the client's connection code; the client's owners accept; the agency's
 * owners and team managers then move the agency's niches into the client's spaces.
 */
export function createConnectionsService(deps: {
  repo: ConnectionsRepository;
  work: UnitOfWork;
  billing: { features(organizationId: number): Promise<TierFeature[]> };
  /** Resolves the niches a request names, picked one by one or every match of a view. */
  pipeline: Pick<PipelineService, 'selectedIds'>;
  /** The server's secret, which connection codes are checked with. */
  secret: string;
}) {
  const { repo, work, billing, pipeline, secret } = deps;

  async function requireAgency(organizationId: number, message: string): Promise<void> {
    if (!(await billing.features(organizationId)).includes('AGENCY')) throw forbidden(message);
  }

  /** The connection when the organization is one of its two sides. */
  async function connectionOf(organizationId: number, connectionId: number) {
    const row = await repo.connection(connectionId);
    const side = (r: ConnectionRow) =>
      r.agencyOrganizationId === organizationId || r.clientOrganizationId === organizationId;
    if (!row || !side(row)) throw notFound('Connection');
    return row;
  }

  async function view(organizationId: number, connectionId: number): Promise<Connection> {
    const found = (await repo.connectionsOf(organizationId)).find((c) => c.id === connectionId);
    if (!found) throw notFound('Connection');
    return found;
  }

  return {
    list: (organizationId: number): Promise<Connection[]> => repo.connectionsOf(organizationId),

    code: (organizationId: number) => ({ code: connectionCode(secret, organizationId) }),

    /** The agency's request: pending until the client's owners accept it. */
    async request(member: Membership, code: string): Promise<Connection> {
      const agencyId = member.organizationId;
      await requireAgency(agencyId, M.agencyPlanToConnect);
      const clientId = organizationOfCode(secret, code);
      const clientName = clientId === null ? null : await repo.organizationName(clientId);
      if (clientId === null || clientName === null) throw invalid(M.invalidCode);
      if (clientId === agencyId) throw invalid(M.self);
      if (await repo.linked(agencyId, clientId)) throw conflict(M.alreadyConnected(clientName));
      const id = await repo.insert(agencyId, clientId, member.userId);
      if (id === null) throw conflict(M.alreadyConnected(clientName));
      return view(agencyId, id);
    },

    async accept(organizationId: number, connectionId: number): Promise<Connection> {
      const row = await connectionOf(organizationId, connectionId);
      if (row.clientOrganizationId !== organizationId) throw forbidden(M.onlyClientAccepts);
      if (!(await repo.accept(connectionId))) throw conflict(M.alreadyAccepted);
      return view(organizationId, connectionId);
    },

    /** Either side ends the connection (or declines it); niches already moved stay moved. */
    async remove(organizationId: number, connectionId: number): Promise<void> {
      await connectionOf(organizationId, connectionId);
      await repo.remove(connectionId);
    },

    connectedOrganizations: (organizationId: number): Promise<ConnectedOrganization[]> =>
      repo.acceptedClients(organizationId),

    async targetSpaces(organizationId: number, targetId: number): Promise<TargetSpace[]> {
      if (!(await repo.isAcceptedClient(organizationId, targetId)))
        throw notFoundMessage(M.notConnected);
      return repo.spacesOf(targetId);
    },

    /**
     * Shares the member's niches, read only, with an organization on the other side of an
     * accepted connection: its members see them in their pipeline and niche pages and change
     * nothing. Sharing a niche shared already changes nothing; answers how many were new.
     */
    async share(member: Membership, request: ShareRequest): Promise<{ count: number }> {
      const target = request.targetOrganizationId;
      const nicheIds = await pipeline.selectedIds(member, request.selection);
      return work.run(async ({ connections: tx }) => {
        const link =
          target === member.organizationId
            ? null
            : await tx.acceptedLink(member.organizationId, target);
        if (!link) throw notFoundMessage(M.notConnected);
        const niches = await tx.candidates(member, nicheIds);
        if (niches.length !== nicheIds.length) throw notFoundMessage(M.notOwnNichesToShare);
        const refused = niches.filter((n) => !n.manageable).map((n) => n.label);
        if (refused.length > 0) throw forbidden(M.notManageableToShare(refused));
        return { count: await tx.share(link.id, target, nicheIds, member.userId) };
      });
    },

    /**
     * Stops sharing the member's niches with one organization, or with every one; niches of
     * other organizations and niches not shared are passed over. Answers how many shares ended.
     */
    async unshare(
      member: Membership,
      request: { selection: Selection; targetOrganizationId?: number | undefined },
    ): Promise<{ count: number }> {
      const nicheIds = await pipeline.selectedIds(member, request.selection);
      return work.run(async ({ connections: tx }) => {
        const niches = await tx.candidates(member, nicheIds);
        const refused = niches.filter((n) => !n.manageable).map((n) => n.label);
        if (refused.length > 0) throw forbidden(M.notManageableToShare(refused));
        const own = niches.map((n) => n.id);
        if (own.length === 0) return { count: 0 };
        return {
          count: await tx.unshare(member.organizationId, own, request.targetOrganizationId),
        };
      });
    },

    /**
     * Moves the member's niches, with their researches, keywords, competitors, exclusions and
     * schedules, into spaces of an accepted client, all in one transaction. Nothing is charged:
     * the dives were paid for when they ran.
     */
    async transfer(member: Membership, request: TransferRequest): Promise<TransferResult> {
      const target = request.targetOrganizationId;
      await requireAgency(member.organizationId, M.agencyPlanToTransfer);
      const nicheIds = await pipeline.selectedIds(member, request.selection);
      return work.run(async ({ connections: tx }) => {
        if (!(await tx.isAcceptedClient(member.organizationId, target)))
          throw notFoundMessage(M.notConnected);
        const spaceIds = unique(request.targetOrganizationSpaceIds);
        if ((await tx.spaceIdsOf(target, spaceIds)).length !== spaceIds.length)
          throw invalid(M.spacesNotOfTarget);
        const niches = await tx.candidates(member, nicheIds);
        if (niches.length !== nicheIds.length) throw notFoundMessage(M.notOwnNiches);
        const refused = niches.filter((n) => !n.manageable).map((n) => n.label);
        if (refused.length > 0) throw forbidden(M.notManageable(refused));
        const diving = niches.filter((n) => n.diveRunning).map((n) => n.label);
        if (diving.length > 0) throw conflict(M.diveRunning(diving));

        const marketplaces = unique(niches.map((n) => n.marketplace));
        const labels = labelsInTarget(niches, await tx.takenLabels(target, marketplaces));
        const moves = niches.map((n) => ({ id: n.id, label: labels.get(n.id)! }));
        await tx.move(target, moves, spaceIds);
        return {
          targetOrganizationId: target,
          niches: niches.map((n) => {
            const label = labels.get(n.id)!;
            return { id: n.id, label, renamedFrom: label === n.label ? null : n.label };
          }),
        };
      });
    },
  };
}

export type ConnectionsService = ReturnType<typeof createConnectionsService>;
