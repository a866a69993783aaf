import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { errorBody } from './errors';

/** Serves the built web app; every path outside /api that is not a file loads index.html. */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn(`No web app at ${webDist}: run npm run build -w @fathom/web`);
    return;
  }
  await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
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
