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
  route(app, guards, e.niche, 'niche', ({ niche }) => Promise.resolve(niches.summary(niche)));
  route(app, guards, e.competitors, 'niche', ({ member, niche }) =>
    niches.competitors(member, niche),
  );
  route(app, guards, e.researches, 'niche', ({ member, niche }) =>
    niches.researches(member, niche.id),
  );
  route(app, guards, e.exclusions, 'niche', ({ member, niche }) =>
    niches.exclusions(member, niche.id),
  );
  // A dive's keyword lists never change once saved: they are served from memory, compressed.
  const keywordLists = createJsonCache({ maxBytes: KEYWORD_CACHE_BYTES });
  route(app, guards, e.keywords, 'niche', ({ member, niche, query, request, reply }) => {
    const list = niches.keywordList(member, niche, query.list);
    return keywordLists.send(request, reply, list.key, list.json);
  });
}
