import { z } from 'zod';
import { userText } from './bounds';
import { MARKETPLACE_TLDS } from '../marketplaces';
import { defineEndpoint, IdParam, Ok } from './endpoint';
import { KrtParams } from './rank-radar';

/**
 * An organization's connections to its Amazon Ads profiles (PPC) and Selling Partner accounts
 * (SQP), per marketplace (spec: rank-radar-and-subscriptions §1 /settings/amazon-connections, §2
 * "Empty states", §3 "Amazon-connection info", §7 ppc-prerequisite).
 */
export const AMAZON_CONNECTION_KINDS = ['amazon-ads', 'sp-api'] as const;
export type AmazonConnectionKind = (typeof AMAZON_CONNECTION_KINDS)[number];

export const AMAZON_CONNECTION_KIND_LABELS: Record<AmazonConnectionKind, string> = {
  'amazon-ads': 'Amazon Ads profile (PPC)',
  'sp-api': 'Selling Partner account (SQP)',
};

/** What the settings page shows for a connection. */
export const AMAZON_CONNECTION_STATES = [
  'CONNECTED',
  'RECENTLY_CONNECTED',
  'CONNECTION_ERROR',
  'NOT_CONNECTED',
] as const;
export type AmazonConnectionState = (typeof AMAZON_CONNECTION_STATES)[number];

/** What a screen says where the marketplace does not have a kind of data at all. */
export const MARKETPLACE_NOT_SUPPORTED = 'Marketplace not supported';

export const AMAZON_CONNECTION_STATE_LABELS: Record<AmazonConnectionState, string> = {
  CONNECTED: 'Connected',
  RECENTLY_CONNECTED: 'Recently connected',
  CONNECTION_ERROR: 'Connection error',
  NOT_CONNECTED: 'Not connected',
};

export const AmazonConnection = z.object({
  id: z.number().int(),
  kind: z.enum(AMAZON_CONNECTION_KINDS),
  marketplace: z.enum(MARKETPLACE_TLDS),
  provider: z.enum(['simulated', 'lwa']),
  state: z.enum(AMAZON_CONNECTION_STATES),
  accountName: z.string(),
  connectedAt: z.string(),
  lastSyncedAt: z.string().nullable(),
  /** Amazon's message when the connection failed. */
  lastError: z.string().nullable(),
});
export type AmazonConnection = z.infer<typeof AmazonConnection>;

export const AmazonConnectionParams = z.object({ orgId: IdParam, connectionId: IdParam });

export const ConnectAmazonBody = z
  .object({ kind: z.enum(AMAZON_CONNECTION_KINDS), marketplace: z.enum(MARKETPLACE_TLDS) })
  .strict();

/** What Amazon sends back to the Login with Amazon redirect URI (Ads or Seller Central consent). */
const callbackValue = userText(4096);
export const AmazonCallbackQuery = z.object({
  state: callbackValue.optional(),
  /** Login with Amazon (Amazon Ads). */
  code: callbackValue.optional(),
  /** Seller Central consent (Selling Partner API). */
  spapi_oauth_code: callbackValue.optional(),
  selling_partner_id: callbackValue.optional(),
  /** When the seller declined or Amazon refused. */
  error: callbackValue.optional(),
  error_description: callbackValue.optional(),
});
export type AmazonCallbackQuery = z.infer<typeof AmazonCallbackQuery>;

export const PpcPrerequisite = z.object({
  requireAmazonConnection: z.enum(['YES', 'NO', 'UNCERTAIN']),
  /** When PPC reports were last imported through the connection; null when never. */
  lastUpdated: z.string().nullable(),
  /** False when PPC data is not available in the tracker's marketplace at all. */
  marketplaceSupported: z.boolean(),
});
export type PpcPrerequisite = z.infer<typeof PpcPrerequisite>;

export const amazonConnectionEndpoints = {
  amazonConnections: defineEndpoint({
    action: 'organization.view',
    method: 'GET',
    path: '/api/orgs/:orgId/amazon-connections',
    summary:
      "The organization's Amazon Ads and Selling Partner connections per marketplace (never their tokens)",
    params: z.object({ orgId: IdParam }),
    response: z.object({
      connections: z.array(AmazonConnection),
      /** The kinds connected through Login with Amazon; the others are simulated. */
      loginWithAmazon: z.array(z.enum(AMAZON_CONNECTION_KINDS)),
      /** Where there is nothing to connect: the provider has no data of the kind in the marketplace. */
      unavailable: z.array(
        z.object({ marketplace: z.enum(MARKETPLACE_TLDS), kind: z.enum(AMAZON_CONNECTION_KINDS) }),
      ),
    }),
  }),
  connectAmazon: defineEndpoint({
    action: 'amazonConnections.manage',
    method: 'POST',
    path: '/api/orgs/:orgId/amazon-connections',
    summary:
      'Connects an Amazon Ads profile or Selling Partner account in a marketplace: made at once with the simulated marketplace',
    params: z.object({ orgId: IdParam }),
    body: ConnectAmazonBody,
    response: z.object({ connection: AmazonConnection }),
  }),
  startAmazonSignIn: defineEndpoint({
    action: 'amazonConnections.manage',
    method: 'POST',
    path: '/api/orgs/:orgId/amazon-connections/sign-in',
    summary:
      "Where the browser goes to connect an account through Login with Amazon: Amazon's consent page, with a signed state valid for 10 minutes",
    params: z.object({ orgId: IdParam }),
    body: ConnectAmazonBody,
    response: z.object({ url: z.string() }),
  }),
  amazonCallback: defineEndpoint({
    action: 'public',
    method: 'GET',
    path: '/api/amazon-connections/callback',
    summary:
      'The Login with Amazon redirect URI: stores the connection and sends the browser back to the Amazon connections page with ?connected= or ?error=; a signed-out browser goes to the sign-in page first',
    query: AmazonCallbackQuery,
    response: z.never(),
  }),
  disconnectAmazon: defineEndpoint({
    action: 'amazonConnections.manage',
    method: 'DELETE',
    path: '/api/orgs/:orgId/amazon-connections/:connectionId',
    summary: 'Disconnects an Amazon connection: the connection and its stored token are deleted',
    params: AmazonConnectionParams,
    response: Ok,
  }),
  ppcPrerequisite: defineEndpoint({
    action: 'rankRadar.view',
    method: 'GET',
    path: '/api/orgs/:orgId/krt/:krtId/ppc-prerequisite',
    summary:
      "Whether the tracker's PPC data needs an Amazon Ads connection, and when PPC reports were last imported",
    params: KrtParams,
    response: PpcPrerequisite,
  }),
};
