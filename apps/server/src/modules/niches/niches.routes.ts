import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { diveEndpoints as e } from '@fathom/contract';
import { createJsonCache } from '../../http/json-cache';
import { route, type Guards } from '../../http/route';
import type { NichesService } from './niches.service';

const KEYWORD_CACHE_BYTES = 32 * 1024 * 1024;
const NICHE_LIST_CACHE_BYTES = 8 * 1024 * 1024;

export function registerNicheRoutes(
  app: FastifyInstance,
  guards: Guards,
  niches: NichesService,
): void {
  // A niche list is read afresh every time and kept compressed under the hash of its content:
  // the same list is compressed once, and a browser whose copy is current gets a 304.
  const nicheLists = createJsonCache({ maxBytes: NICHE_LIST_CACHE_BYTES });
  route(app, guards, e.listNiches, 'member', async ({ member, request, reply }) => {
    const json = await niches.listJson(member);
    const key = `niches-${createHash('sha1').update(json).digest('base64url')}`;
    return nicheLists.send(request, reply, key, () => Promise.resolve(json));
  });
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
