import type { FastifyInstance, FastifyRequest } from 'fastify';
import { untrustedOriginMessage } from '@fathom/contract';
import { statedOrigin } from '../../http/origin-check';
import type { Auth } from './auth';

function toWebRequest(request: FastifyRequest): Request {
  const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === 'x-fathom-client-ip') continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  // better-auth rate-limits by this header; only the server sets it, from the socket's address.
  headers.set('x-fathom-client-ip', request.ip);
  const hasBody =
    request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

/** better-auth's bare "Invalid origin" becomes a message that says what to open or set. */
async function responseText(response: Response, request: FastifyRequest, baseUrl: string) {
  const text = await response.text();
  if (response.status !== 403 || !text.includes('"INVALID_ORIGIN"')) return text;
  const body = JSON.parse(text) as Record<string, unknown>;
  return JSON.stringify({
    ...body,
    message: untrustedOriginMessage(statedOrigin(request), baseUrl),
  });
}

/** better-auth answers everything under /api/auth: sign-up, sign-in, sign-out, session. */
export function registerAuthRoutes(app: FastifyInstance, auth: Auth, baseUrl: string): void {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const response = await auth.handler(toWebRequest(request));
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      const text = await responseText(response, request, baseUrl);
      return reply.send(text.length ? text : null);
    },
  });
}
