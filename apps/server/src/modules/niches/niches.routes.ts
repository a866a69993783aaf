import type { FastifyInstance } from 'fastify';
import { diveEndpoints as e } from '@fathom/contract';
import { createJsonCache } from '../../http/json-cache';
import { route, type Guards } from '../../http/route';
import type { NichesService } from './niches.service';

const KEYWORD_CACHE_BYTES = 32 * 1024 * 1024;

export function registerNicheRoutes(
  app: FastifyInstance,
  guards: Guards,
  niches: NichesService,
): void {
  route(app, guards, e.listNiches, 'member', async ({ member, reply }) =>
    reply.type('application/json; charset=utf-8').send(await niches.listJson(member)),
  );
  route(app, guards, e.niche, 'user', ({ user, params }) => niches.get(user.id, params.nicheId));
  route(app, guards, e.competitors, 'user', ({ user, params }) =>
    niches.competitors(user.id, params.nicheId),
  );
  route(app, guards, e.researches, 'user', ({ user, params }) =>
    niches.researches(user.id, params.nicheId),
  );
  route(app, guards, e.exclusions, 'user', ({ user, params }) =>
    niches.exclusions(user.id, params.nicheId),
  );
  // A dive's keyword lists never change once saved: they are served from memory, compressed.
  const keywordLists = createJsonCache({ maxBytes: KEYWORD_CACHE_BYTES });
  route(app, guards, e.keywords, 'user', async ({ user, params, query, request, reply }) => {
    const list = await niches.keywordList(user.id, params.nicheId, query.list);
    return keywordLists.send(request, reply, list.key, list.json);
  });
}
