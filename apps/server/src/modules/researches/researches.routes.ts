import type { FastifyInstance } from 'fastify';
import { nichePageEndpoints as e } from '@fathom/contract';
import { route, type Guards } from '../../http/route';
import { invalid } from '../../lib/errors';
import type { ResearchesService } from './researches.service';

/** The body names the niche and research of the address again (spec §7 payloads): they must agree. */
function same(inBody: number, inPath: number, name: string) {
  if (inBody !== inPath) throw invalid(`${name} must be the one in the address`);
}

export function registerResearchRoutes(
  app: FastifyInstance,
  guards: Guards,
  researches: ResearchesService,
): void {
  route(app, guards, e.deleteResearches, async ({ member, niche, body }) => {
    same(body.nicheId, niche.id, 'nicheId');
    await researches.delete(member, niche, body.jobIds);
    return { ok: true as const };
  });
  route(app, guards, e.moveResearches, async ({ member, niche, body }) => {
    same(body.fromNicheId, niche.id, 'fromNicheId');
    await researches.move(member, niche, body.toNicheId, body.jobIds);
    return { ok: true as const };
  });
  route(app, guards, e.labelResearch, ({ niche, research, body }) => {
    same(body.researchId, research.id, 'researchId');
    return researches.label(niche, research, body.researchLabel);
  });
}
