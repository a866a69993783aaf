import type { FastifyReply } from 'fastify';
import { API_KEY_MESSAGES, apiKeyScopeFor, type Endpoint } from '@fathom/contract';
import { forbidden, tooMany } from '../lib/errors';
import type { KeyCaller } from '../modules/api-keys/api-keys.service';

/**
 * Whether a request made with an API key may go on: within the key's rate (RateLimit-* headers on
 * every keyed answer; 429 with Retry-After past it), and with the scope the endpoint needs (403
 * naming it). Which organization the key reaches is the caller's guard's to check.
 */
export function admitKey(key: KeyCaller, endpoint: Endpoint, reply: FastifyReply): void {
  const { rate } = key;
  reply.header('RateLimit-Limit', String(rate.limit));
  reply.header('RateLimit-Remaining', String(rate.remaining));
  reply.header('RateLimit-Reset', String(rate.resetSeconds));
  if (!rate.allowed) {
    reply.header('Retry-After', String(rate.resetSeconds));
    throw tooMany(API_KEY_MESSAGES.rateLimited(rate.resetSeconds));
  }
  const scope = apiKeyScopeFor(endpoint);
  if (scope === null) throw forbidden(API_KEY_MESSAGES.notWithKey);
  if (scope !== 'public' && !key.scopes.includes(scope))
    throw forbidden(API_KEY_MESSAGES.missingScope(scope));
}
