import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  API_KEY_MARKER,
  API_KEY_MESSAGES,
  API_KEY_PREFIX_CHARS,
  API_KEY_RATE_LIMIT,
  API_KEYS_MAX,
  type ApiKey,
  type ApiKeyScope,
  type CreatedApiKey,
} from '@fathom/contract';
import { conflict, notFoundMessage, unauthorized } from '../../lib/errors';
import type { Membership, SessionUser } from '../../lib/identity';
import type { ApiKeyRow, ApiKeysRepository, OwnApiKey } from './api-keys.repository';
import { createFixedWindowLimiter, type RateLimitState } from './rate-limit';

/** A request made with a working API key: who it acts as, where, with what, and its rate. */
export interface KeyCaller {
  keyId: number;
  user: SessionUser;
  organizationId: number;
  scopes: readonly ApiKeyScope[];
  rate: RateLimitState;
}

/** A use is written at most this often per key. */
const LAST_USED_EVERY_MS = 60_000;
const BEARER = /^Bearer\s+(\S+)\s*$/i;

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

const view = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

export function createApiKeysService(
  repo: ApiKeysRepository,
  options: { now?: () => number; rateLimit?: { requests: number; windowSeconds: number } } = {},
) {
  const now = options.now ?? Date.now;
  const { requests, windowSeconds } = options.rateLimit ?? API_KEY_RATE_LIMIT;
  const limiter = createFixedWindowLimiter({ limit: requests, windowSeconds, now });
  /** When each key's use was last written by this process. */
  const touched = new Map<number, number>();

  return {
    list: async (member: Membership): Promise<ApiKey[]> => (await repo.list(member)).map(view),

    async create(
      member: Membership,
      body: { name: string; scopes: ApiKeyScope[]; expiresAt?: string | null | undefined },
    ): Promise<CreatedApiKey> {
      if ((await repo.countLive(member)) >= API_KEYS_MAX) throw conflict(API_KEY_MESSAGES.tooMany);
      const key = `${API_KEY_MARKER}${randomBytes(32).toString('base64url')}`;
      const row = await repo.insert(member, {
        name: body.name,
        prefix: key.slice(0, API_KEY_MARKER.length + API_KEY_PREFIX_CHARS),
        secretHash: hashOf(key),
        scopes: body.scopes,
        expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
      });
      return { ...view(row), key };
    },

    async resolve(member: Membership, id: number): Promise<OwnApiKey> {
      const key = await repo.find(member, id);
      if (!key) throw notFoundMessage(API_KEY_MESSAGES.notFound);
      return key;
    },

    revoke: (key: OwnApiKey) => repo.revoke(key),

    /**
     * The key the request carries as a bearer token: null without one; "unauthorized", saying
     * nothing more, for an unknown, revoked or expired key.
     */
    async caller(request: FastifyRequest): Promise<KeyCaller | null> {
      const header = request.headers.authorization;
      if (header === undefined) return null;
      const token = BEARER.exec(header)?.[1];
      if (!token?.startsWith(API_KEY_MARKER)) throw unauthorized();
      const stored = await repo.byHash(hashOf(token));
      const at = now();
      if (!stored || stored.revokedAt || (stored.expiresAt && stored.expiresAt.getTime() <= at))
        throw unauthorized();
      if (at - (touched.get(stored.id) ?? 0) >= LAST_USED_EVERY_MS) {
        touched.set(stored.id, at);
        await repo.touch(stored.id, new Date(at), LAST_USED_EVERY_MS);
      }
      return {
        keyId: stored.id,
        user: stored.user,
        organizationId: stored.organizationId,
        scopes: stored.scopes,
        rate: limiter.take(stored.id),
      };
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
