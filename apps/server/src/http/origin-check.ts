import type { FastifyInstance, FastifyRequest } from 'fastify';
import { untrustedOriginMessage } from '@fathom/contract';
import { forbidden } from '../lib/errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Sec-Fetch-Site values that say the page is the server's own origin, or no page at all. */
const OWN_PAGE = new Set(['same-origin', 'none']);

function originOfUrl(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/** The page's origin as the browser stated it, or the raw header when it is not a URL. */
export function statedOrigin(request: FastifyRequest): string {
  const stated = request.headers.origin ?? request.headers.referer ?? '';
  return originOfUrl(stated) ?? (stated.slice(0, 100) || 'this address');
}

/**
 * Whether a state-changing request may act with the cookie it carries. A request without a cookie
 * acts as nobody's (a script, the Stripe webhook, a bearer token) and passes. With a cookie:
 * Origin, which browsers send with every POST, PUT, PATCH and DELETE, must be trusted; without
 * it, Sec-Fetch-Site must say the page is the server's own, or else the Referer's origin must be
 * trusted; a request with none of the three is not a browser's and passes.
 */
export function mayChange(request: FastifyRequest, trusted: ReadonlySet<string>): boolean {
  const { headers } = request;
  if (!STATE_CHANGING.has(request.method) || !headers.cookie) return true;
  if (headers.origin !== undefined) return trusted.has(headers.origin);
  const site = headers['sec-fetch-site'];
  if (typeof site === 'string' && OWN_PAGE.has(site)) return true;
  if (headers.referer !== undefined) return trusted.has(originOfUrl(headers.referer) ?? '');
  return site === undefined;
}

/**
 * One check for the whole server, better-auth's routes and webhooks included: a state-changing
 * request with a cookie from a page the server does not trust is refused before its body is read.
 */
export function registerOriginCheck(
  app: FastifyInstance,
  options: { trustedOrigins: readonly string[]; baseUrl: string },
): void {
  const trusted = new Set(options.trustedOrigins);
  app.addHook('onRequest', (request, _reply, done) => {
    if (mayChange(request, trusted)) return done();
    const refused = request.url.startsWith('/api/auth/sign-in') ? 'sign-ins' : 'changes';
    done(forbidden(untrustedOriginMessage(statedOrigin(request), options.baseUrl, refused)));
  });
}
