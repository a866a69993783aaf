import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { errorBody } from './errors';

/** Built files whose names carry a hash of their content: a new build gives them new names. */
const HASHED = `${path.sep}assets${path.sep}`;

/**
 * Serves the built web app; every path outside /api that is not a file loads index.html. Hashed
 * assets are kept by browsers for a year without asking again; index.html and the other files are
 * checked on every load, so a new build is seen at once.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn(`No web app at ${webDist}: run npm run build -w @fathom/web`);
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const hashed = filePath.startsWith(path.join(webDist, HASHED));
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    // A path naming a file (say /assets/app-1a2b.js) that is not there is missing, not a page.
    if (request.url.startsWith('/api/') || /\/[^/?]+\.[a-z0-9]+(\?|$)/i.test(request.url)) {
      return reply
        .status(404)
        .send(errorBody(404, `Route ${request.method} ${request.url} not found`));
    }
    return reply.sendFile('index.html');
  });
}
