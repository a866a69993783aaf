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
  // A niche list is kept compressed under what it depends on: the organization's list version
  // (moved on by every change to what the list shows), the member and their role. It is made
  // once per version, and a browser whose copy is current gets a 304.
  const nicheLists = createJsonCache({ maxBytes: NICHE_LIST_CACHE_BYTES });
  route(app, guards, e.listNiches, async ({ member, request, reply }) => {
    const version = await niches.listVersion(member.organizationId);
    const made = [member.organizationId, version, member.userId, member.role].join(':');
    const key = `niches-${createHash('sha1').update(made).digest('base64url')}`;
    return nicheLists.send(request, reply, key, () => niches.listJson(member));
  });
  route(app, guards, e.nicheChoices, ({ member, query }) => niches.choices(member, query));
  route(app, guards, e.niche, ({ niche }) => Promise.resolve(niches.summary(niche)));
  route(app, guards, e.competitors, ({ member, niche }) => niches.competitors(member, niche));
  route(app, guards, e.researches, ({ member, niche }) => niches.researches(member, niche));
  route(app, guards, e.exclusions, ({ member, niche }) => niches.exclusions(member, niche));
  // A dive's keyword lists never change once saved: they are served from memory, compressed.
  const keywordLists = createJsonCache({ maxBytes: KEYWORD_CACHE_BYTES });
  route(app, guards, e.keywords, ({ member, niche, query, request, reply }) => {
    const list = niches.keywordList(member, niche, query.list);
    return keywordLists.send(request, reply, list.key, list.json);
  });
}
