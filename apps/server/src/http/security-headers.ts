import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The content security policy of every response. Scripts come only from the app's own files
 * (no inline script, no eval); style elements may be inline because Mantine writes its theme
 * variables into a <style> element at run time, and a style cannot run code.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  // The app is also served over plain HTTP on a LAN: never rewrite its own requests to https.
  'upgrade-insecure-requests': null,
};

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Only meaningful over HTTPS; browsers ignore it on plain HTTP.
  strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: false },
};

/** The headers helmet writes with these options: the same on every response, so computed once. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * CSP, X-Frame-Options, nosniff, Referrer-Policy and the rest of helmet's headers. Helmet builds
 * its middleware from the options on each call (the CSP parsed again every time), so the headers
 * are taken from it once and copied onto every reply (docs/scaling.md "The cost of a request").
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = helmetHeaders(HELMET_OPTIONS);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
