import { countOf } from '../display';
import { z } from 'zod';
import { IdNumber } from './bounds';
import { defineEndpoint, IdParam, Ok } from './endpoint';
import { NicheSelection } from './pipeline';
import { OrgParams } from './orgs';

/**
 * Connected organizations and niche ownership transfer (spec: niche-pipeline §3 "Ownership
 * transfer", §4, §5, §6, §8). An agency organization (its tier has the AGENCY feature) asks to
 * connect a client organization with the client's connection code; the client's owner accepts;
 * the agency's owners and team managers may then transfer the agency's niches into the client's
 * spaces.
 */

/** Features a subscription tier unlocks beyond quotas. */
export const TIER_FEATURES = ['AGENCY'] as const;
export type TierFeature = (typeof TIER_FEATURES)[number];

/** Spaces a transfer may put the niches in. */
export const TRANSFER_SPACES_MAX = 100;

/**
 * A connection code as the client's settings show it: the organization's id and a 16-character
 * check, such as `42-9F3A0C7B21D4E6F8`.
 */
export const CONNECTION_CODE_MAX = 40;

export const CONNECTION_MESSAGES = {
  agencyPlanToConnect: 'Connecting client organizations needs the Agency plan',
  agencyPlanToTransfer: 'Transferring niches to connected organizations needs the Agency plan',
  invalidCode:
    "This connection code is not valid: ask the client organization's owner for the code in their Organization settings",
  self: 'An organization cannot connect to itself',
  alreadyConnected: (name: string) => `${name} is already connected to this organization`,
  alreadyAccepted: 'This connection is already accepted',
  onlyClientAccepts: 'Only the client organization can accept this connection',
  notConnected: 'Connected organization not found',
  spacesRequired: 'Choose at least one space',
  spacesNotOfTarget: 'Some chosen spaces are not spaces of the target organization',
  notOwnNiches: 'Only niches of your own organization can be transferred',
  notManageable: (labels: string[]) =>
    `You can't transfer niche(s) that you can't manage: ${labels.join(', ')}`,
  diveRunning: (labels: string[]) =>
    `Wait until the dives of ${labels.join(', ')} finish before transferring them`,
  notOwnNichesToShare: 'Only niches of your own organization can be shared',
  notManageableToShare: (labels: string[]) =>
    `You can't share niche(s) that you can't manage: ${labels.join(', ')}`,
  shared: (count: number, name: string) => `${countOf(count, 'niche')} shared with ${name}`,
  unshared: (count: number) => `Stopped sharing ${countOf(count, 'niche')}`,
  shareFailed: 'Failed to share the niches',
  unshareFailed: 'Failed to stop sharing the niches',
  transferred: 'Niche owner ship transferred',
  transferFailed: 'Failed to transfer niche ownership',
  spacesFailed: 'Failed to get organization spaces',
  connectionsFailed: 'Failed to fetch seller connections',
} as const;

export const ConnectionCode = z
  .string({ error: 'Enter the connection code' })
  .trim()
  .toUpperCase()
  .max(CONNECTION_CODE_MAX, CONNECTION_MESSAGES.invalidCode)
  .regex(/^[0-9]{1,10}-[0-9A-F]{16}$/, CONNECTION_MESSAGES.invalidCode);

export const CONNECTION_STATUSES = ['pending', 'accepted'] as const;

/** A connection as one of its two organizations sees it. */
export const Connection = z.object({
  id: z.number().int(),
  /** What the other organization is to this one. */
  role: z.enum(['agency', 'client']),
  status: z.enum(CONNECTION_STATUSES),
  organization: z.object({ id: z.number().int(), name: z.string() }),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type Connection = z.infer<typeof Connection>;

export const ConnectedOrganization = z.object({ id: z.number().int(), name: z.string() });
export type ConnectedOrganization = z.infer<typeof ConnectedOrganization>;

export const TargetSpace = z.object({ id: z.number().int(), name: z.string() });
export type TargetSpace = z.infer<typeof TargetSpace>;

export const ConnectionCodeAnswer = z.object({ code: z.string() });

export const RequestConnectionBody = z.object({ code: ConnectionCode }).strict();

export const ConnectionParams = z.object({ orgId: IdParam, connectionId: IdParam });
export const TargetParams = z.object({ orgId: IdParam, targetOrgId: IdParam });

export const TransferBody = z
  .object({
    selection: NicheSelection,
    targetOrganizationId: IdNumber,
    targetOrganizationSpaceIds: z
      .array(IdNumber)
      .min(1, CONNECTION_MESSAGES.spacesRequired)
      .max(TRANSFER_SPACES_MAX, `At most ${TRANSFER_SPACES_MAX} spaces`),
  })
  .strict();
export type TransferBody = z.input<typeof TransferBody>;

/** Share niches, read only, with an organization on the other side of an accepted connection. */
export const ShareBody = z
  .object({ selection: NicheSelection, targetOrganizationId: IdNumber })
  .strict();
export type ShareBody = z.input<typeof ShareBody>;

/** Stop sharing niches: with one organization, or with every one when none is named. */
export const UnshareBody = z
  .object({ selection: NicheSelection, targetOrganizationId: IdNumber.optional() })
  .strict();
export type UnshareBody = z.input<typeof UnshareBody>;

/** How many niches a share newly shared, or how many shares a stop ended. */
export const ShareResult = z.object({ count: z.number().int() });
export type ShareResult = z.infer<typeof ShareResult>;

/** What a transfer moved: each niche with its label in the target (suffixed when taken). */
export const TransferResult = z.object({
  targetOrganizationId: z.number().int(),
  niches: z.array(
    z.object({
      id: z.number().int(),
      label: z.string(),
      /** The label it had before, when it had to change; null otherwise. */
      renamedFrom: z.string().nullable(),
    }),
  ),
});
export type TransferResult = z.infer<typeof TransferResult>;

export const connectionEndpoints = {
  listConnections: defineEndpoint({
    action: 'organization.view',
    method: 'GET',
    path: '/api/orgs/:orgId/connections',
    summary: "The organization's connections, as agency and as client, pending and accepted",
    params: OrgParams,
    response: z.array(Connection),
  }),
  connectionCode: defineEndpoint({
    action: 'connections.manage',
    method: 'GET',
    path: '/api/orgs/:orgId/connections/code',
    summary: 'The code an agency needs to ask to connect this organization (owners)',
    params: OrgParams,
    response: ConnectionCodeAnswer,
  }),
  requestConnection: defineEndpoint({
    action: 'connections.manage',
    method: 'POST',
    path: '/api/orgs/:orgId/connections',
    summary: 'Ask to connect a client organization by its code (owners, Agency plan)',
    params: OrgParams,
    body: RequestConnectionBody,
    response: Connection,
  }),
  acceptConnection: defineEndpoint({
    action: 'connections.manage',
    method: 'POST',
    path: '/api/orgs/:orgId/connections/:connectionId/accept',
    summary: "Accept an agency's connection (the client's owners)",
    params: ConnectionParams,
    response: Connection,
  }),
  removeConnection: defineEndpoint({
    action: 'connections.manage',
    method: 'DELETE',
    path: '/api/orgs/:orgId/connections/:connectionId',
    summary: 'Remove or decline a connection (either side’s owners); transferred niches stay',
    params: ConnectionParams,
    response: Ok,
  }),
  connectedOrganizations: defineEndpoint({
    action: 'niches.transfer',
    method: 'GET',
    path: '/api/orgs/:orgId/connected-organizations',
    summary: 'Client organizations niches may be transferred to (accepted connections)',
    params: OrgParams,
    response: z.array(ConnectedOrganization),
  }),
  targetSpaces: defineEndpoint({
    action: 'niches.transfer',
    method: 'GET',
    path: '/api/orgs/:orgId/connected-organizations/:targetOrgId/spaces',
    summary: 'The spaces of a connected client organization, to transfer niches into',
    params: TargetParams,
    response: z.array(TargetSpace),
  }),
  shareNiches: defineEndpoint({
    action: 'niches.share',
    method: 'POST',
    path: '/api/orgs/:orgId/niches/share',
    summary:
      "Share the organization's niches, read only, with an organization it is connected to (accepted, either side)",
    params: OrgParams,
    body: ShareBody,
    response: ShareResult,
  }),
  unshareNiches: defineEndpoint({
    action: 'niches.share',
    method: 'POST',
    path: '/api/orgs/:orgId/niches/unshare',
    summary: "Stop sharing the organization's niches with one connected organization, or with all",
    params: OrgParams,
    body: UnshareBody,
    response: ShareResult,
  }),
  transferNiches: defineEndpoint({
    action: 'niches.transfer',
    method: 'POST',
    path: '/api/orgs/:orgId/niches/transfer',
    summary:
      "Move the organization's niches, with their dives, into spaces of a connected client organization",
    params: OrgParams,
    body: TransferBody,
    response: TransferResult,
  }),
};
