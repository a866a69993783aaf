import {
  AMAZON_CONNECTION_KINDS,
  MARKETPLACES,
  REPORT_WAIT_MS,
  requireAmazonConnection,
  type AmazonConnection,
  type AmazonConnectionKind,
  type AmazonConnectionState,
  type MarketplaceTld,
  type PpcPrerequisite,
} from '@fathom/contract';
import type { MarketDataProvider, SellerConnection } from '@fathom/market';
import { requireSupported } from '../../lib/capabilities';
import { invalid, notFound } from '../../lib/errors';
import type { Membership } from '../../lib/identity';
import type { AccessibleTracker } from '../rank-radar/rank-radar.repository';
import type { AmazonConnectionsRepository, ConnectionRow } from './amazon-connections.repository';
import type { SellerData } from './seller-data';

export type { ConnectedAccount } from './amazon-connections.repository';

export interface AmazonConnectionsDeps {
  repo: AmazonConnectionsRepository;
  market: MarketDataProvider;
  /** The kinds connected through Login with Amazon; the others are simulated. */
  loginWithAmazon: AmazonConnectionKind[];
  /** Where a connection's seller reports are read (Amazon's APIs or the market provider). */
  sellerData?: (connection: SellerConnection) => Promise<SellerData>;
  now?: () => Date;
}

/** The seller data each kind of connection brings. */
const DATA_OF = { 'amazon-ads': 'ppc', 'sp-api': 'sqp' } as const satisfies Record<
  AmazonConnectionKind,
  string
>;

const SIMULATED_ACCOUNT: Record<AmazonConnectionKind, string> = {
  'amazon-ads': 'Simulated Ads profile',
  'sp-api': 'Simulated seller account',
};

/** What the settings page says about a connection. */
export function connectionState(row: ConnectionRow, now: Date): AmazonConnectionState {
  if (row.status === 'CONNECTION_ERROR') return 'CONNECTION_ERROR';
  const recent = now.getTime() - new Date(row.connectedAt).getTime() < REPORT_WAIT_MS;
  return recent && !row.lastSyncedAt ? 'RECENTLY_CONNECTED' : 'CONNECTED';
}

/** Connecting and disconnecting an organization's Amazon accounts, and what the panels need. */
export function createAmazonConnectionsService(deps: AmazonConnectionsDeps) {
  const now = deps.now ?? (() => new Date());
  const view = (row: ConnectionRow): AmazonConnection => ({
    id: row.id,
    kind: row.kind,
    marketplace: row.marketplace,
    provider: row.provider,
    state: connectionState(row, now()),
    accountName: row.accountName,
    connectedAt: row.connectedAt,
    lastSyncedAt: row.lastSyncedAt,
    lastError: row.lastError,
  });

  /** Where the provider has no data of a kind of connection: nothing to connect there. */
  const unavailable = async (member: Membership) => {
    const ctx = { orgId: member.organizationId };
    const found = await Promise.all(
      MARKETPLACES.map(async ({ tld }) => {
        const capabilities = await deps.market.capabilities(ctx, tld);
        return AMAZON_CONNECTION_KINDS.filter(
          (kind) => capabilities[DATA_OF[kind]].status === 'unsupported',
        ).map((kind) => ({ marketplace: tld, kind }));
      }),
    );
    return found.flat();
  };

  /** Refuses a connection that could bring no data: the marketplace does not have it. */
  const requireConnectable = async (
    member: Membership,
    kind: AmazonConnectionKind,
    marketplace: MarketplaceTld,
  ) => {
    await requireSupported(deps.market, { orgId: member.organizationId }, marketplace, [
      DATA_OF[kind],
    ]);
  };

  return {
    /** Every working connection of a kind: what the report imports read through. */
    connected: deps.repo.connected,
    /** The organization's connection of a kind in a marketplace, working or not; null if none. */
    find: deps.repo.find,
    /** Records a finished import (clears the last error). */
    markSynced: deps.repo.markSynced,
    /** What a connection's seller reports are read through: Amazon's APIs or the market provider. */
    sellerData: (connection: SellerConnection): Promise<SellerData> =>
      deps.sellerData ? deps.sellerData(connection) : Promise.resolve(deps.market),
    /** Records that Amazon refused the connection; false when the organization has no such one. */
    markError: deps.repo.markError,

    list: async (member: Membership) => {
      const [rows, notOffered] = await Promise.all([
        deps.repo.list(member.organizationId),
        unavailable(member),
      ]);
      return {
        connections: rows.map(view),
        loginWithAmazon: deps.loginWithAmazon,
        unavailable: notOffered,
      };
    },

    requireConnectable,

    /** Connects through the simulated marketplace: the connection exists at once, with no token. */
    connectSimulated: async (
      member: Membership,
      kind: AmazonConnectionKind,
      marketplace: MarketplaceTld,
    ) => {
      if (deps.loginWithAmazon.includes(kind))
        throw invalid('Connect this account through Login with Amazon');
      await requireConnectable(member, kind, marketplace);
      const code = MARKETPLACES.find((m) => m.tld === marketplace)!.code;
      const row = await deps.repo.upsert({
        orgId: member.organizationId,
        kind,
        marketplace,
        provider: 'simulated',
        accountName: `${SIMULATED_ACCOUNT[kind]} (${code})`,
        externalId: `simulated-${kind}-${member.organizationId}-${marketplace}`,
        refreshTokenEncrypted: null,
        at: now(),
      });
      return { connection: view(row) };
    },

    disconnect: async (member: Membership, id: number) => {
      if (!(await deps.repo.remove(member.organizationId, id))) throw notFound('Amazon connection');
      return { ok: true as const };
    },

    /** Demo mode: makes a connection fail as if Amazon had refused it. */
    simulateError: async (member: Membership, id: number, message: string) => {
      if (!(await deps.repo.markError(member.organizationId, id, message)))
        throw notFound('Amazon connection');
    },

    /** Demo mode: makes a connection `days` older, so its reports are no longer awaited. */
    simulateAge: async (member: Membership, id: number, days: number) => {
      if (!(await deps.repo.age(member.organizationId, id, days)))
        throw notFound('Amazon connection');
    },

    /** Spec §7 ppc-prerequisite: whether the tracker's PPC panel needs an Ads connection. */
    ppcPrerequisite: async (
      member: Membership,
      tracker: AccessibleTracker,
    ): Promise<PpcPrerequisite> => {
      const ctx = { orgId: member.organizationId };
      const ppc = (await deps.market.capabilities(ctx, tracker.marketplace)).ppc;
      const row = await deps.repo.findRow(member.organizationId, 'amazon-ads', tracker.marketplace);
      return {
        requireAmazonConnection: requireAmazonConnection(
          ppc.connection !== null,
          row,
          row?.lastSyncedAt != null,
        ),
        lastUpdated: row?.lastSyncedAt ?? null,
        marketplaceSupported: ppc.status !== 'unsupported',
      };
    },
  };
}

export type AmazonConnectionsService = ReturnType<typeof createAmazonConnectionsService>;
