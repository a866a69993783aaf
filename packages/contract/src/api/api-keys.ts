import { z } from 'zod';
import type { Action } from '../permissions';
import { userText } from './bounds';
import { defineEndpoint, IdParam, Ok, type Endpoint } from './endpoint';
import { OrgParams } from './orgs';
import { sessionEndpoints } from './session';

/**
 * API keys: a member's bearer tokens for scripts and assistants, each bound to one organization,
 * with scopes, an optional expiry and a per-key rate limit. The key is shown once, at creation;
 * the server keeps only its hash and a prefix to recognise it by.
 */
export const API_KEY_MARKER = 'fk_';
/** Characters of the key after its marker kept to show in lists. */
export const API_KEY_PREFIX_CHARS = 8;
export const API_KEY_NAME_MAX = 100;
/** Live (not revoked) keys one member may keep in one organization. */
export const API_KEYS_MAX = 25;
/** The longest a key may live, in days. */
export const API_KEY_EXPIRY_MAX_DAYS = 365;
/** Requests one key may make in one fixed window. */
export const API_KEY_RATE_LIMIT = { requests: 120, windowSeconds: 60 } as const;

/** `read` reads anything the member may see; each write scope changes one area. */
export const API_KEY_SCOPES = ['read', 'dive', 'track', 'edit'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  read: 'Read: everything you may see',
  dive: 'Dive: start, dive again and cancel Niche Dives',
  track: 'Track: create and change Rank Radar trackers',
  edit: 'Edit: change niches, pipeline filters and bulk actions',
};

export const API_KEY_MESSAGES = {
  nameRequired: 'Key name is required',
  nameTooLong: `Key name should be less than or equal to ${API_KEY_NAME_MAX} characters`,
  scopesRequired: 'Choose at least one scope',
  expiryPast: 'The expiry date must be in the future',
  expiryTooFar: `A key can live at most ${API_KEY_EXPIRY_MAX_DAYS} days`,
  tooMany: `You can keep at most ${API_KEYS_MAX} API keys in an organization; revoke one to create another`,
  notFound: 'API key not found',
  missingScope: (scope: ApiKeyScope) =>
    `This API key does not have the "${scope}" scope needed for this request`,
  notWithKey: 'This request cannot be made with an API key; sign in to Fathom to do it',
  rateLimited: (seconds: number) =>
    `Too many requests with this API key; try again in ${seconds} seconds`,
  shownOnce: 'Copy the key now: it will not be shown again.',
  empty: 'No API keys yet. Create one to call the Fathom API from scripts and assistants.',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

export const ApiKeyName = userText(API_KEY_NAME_MAX, {
  required: API_KEY_MESSAGES.nameRequired,
  tooLong: API_KEY_MESSAGES.nameTooLong,
});

export const CreateApiKeyBody = z
  .object({
    name: ApiKeyName,
    scopes: z
      .array(z.enum(API_KEY_SCOPES))
      .min(1, API_KEY_MESSAGES.scopesRequired)
      .max(API_KEY_SCOPES.length)
      .transform((scopes) => API_KEY_SCOPES.filter((s) => scopes.includes(s))),
    /** When the key stops working (ISO 8601); none: it lives until revoked. */
    expiresAt: z.iso
      .datetime({ offset: true })
      .refine((at) => Date.parse(at) > Date.now(), API_KEY_MESSAGES.expiryPast)
      .refine(
        (at) => Date.parse(at) <= Date.now() + API_KEY_EXPIRY_MAX_DAYS * DAY_MS,
        API_KEY_MESSAGES.expiryTooFar,
      )
      .nullable()
      .optional(),
  })
  .strict();
export type CreateApiKeyBody = z.input<typeof CreateApiKeyBody>;

/** A key as lists show it: never the key nor its hash. */
export const ApiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKey>;

/** The answer to a creation: the only time the whole key is sent. */
export const CreatedApiKey = ApiKey.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;

export const ApiKeyParams = z.object({ orgId: IdParam, keyId: IdParam });

export const apiKeyEndpoints = {
  listApiKeys: defineEndpoint({
    action: 'apiKeys.manage',
    method: 'GET',
    path: '/api/orgs/:orgId/api-keys',
    summary: "The caller's live API keys in the organization, newest first (prefix only)",
    params: OrgParams,
    response: z.array(ApiKey),
  }),
  createApiKey: defineEndpoint({
    action: 'apiKeys.manage',
    method: 'POST',
    path: '/api/orgs/:orgId/api-keys',
    summary: 'Create an API key for the caller in the organization; the answer holds the key, once',
    params: OrgParams,
    body: CreateApiKeyBody,
    response: CreatedApiKey,
  }),
  revokeApiKey: defineEndpoint({
    action: 'apiKeys.manage',
    method: 'DELETE',
    path: '/api/orgs/:orgId/api-keys/:keyId',
    summary: 'Revoke one of the caller’s API keys: it stops working at once',
    params: ApiKeyParams,
    response: Ok,
  }),
};

/** Write actions and the scope a key needs for them; an action not named here refuses keys. */
const WRITE_SCOPES: Partial<Record<Action, ApiKeyScope>> = {
  'niche.dive': 'dive',
  'rankRadar.manage': 'track',
  'niche.manage': 'edit',
  'pipeline.bulk': 'edit',
  'pipeline.filters': 'edit',
  'organization.view': 'edit',
  'niche.view': 'edit',
  'rankRadar.view': 'edit',
};
/** Actions a key never takes, reads included: its own kind, and organization management. */
const NEVER_WITH_KEY: ReadonlySet<Action> = new Set(['apiKeys.manage', 'analytics.export']);
/** User-level endpoints (no organization in the path) a key may call: the session, read only. */
const USER_LEVEL: ReadonlySet<string> = new Set([sessionEndpoints.me.path]);

/**
 * The scope an API key needs to call the endpoint, or null when no key may call it. Reads (GET)
 * need `read`; a write needs its area's scope; public endpoints need none ('public').
 */
export function apiKeyScopeFor(endpoint: Endpoint): ApiKeyScope | 'public' | null {
  if (endpoint.action === 'public') return 'public';
  if (NEVER_WITH_KEY.has(endpoint.action)) return null;
  if (endpoint.action === 'account')
    return endpoint.method === 'GET' && USER_LEVEL.has(endpoint.path) ? 'read' : null;
  if (endpoint.method === 'GET') return 'read';
  return WRITE_SCOPES[endpoint.action] ?? null;
}
