import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';

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

/** CSP, X-Frame-Options, nosniff, Referrer-Policy and the rest of helmet's headers. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Only meaningful over HTTPS; browsers ignore it on plain HTTP.
    strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: false },
  });
}
