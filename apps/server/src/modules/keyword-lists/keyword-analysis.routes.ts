import type { FastifyInstance } from 'fastify';
import { keywordAnalysisEndpoints as e } from '@fathom/contract';
import { route, type Guards } from '../../http/route';
import type { KeywordAnalysisService } from './keyword-analysis.service';

export function registerKeywordAnalysisRoutes(
  app: FastifyInstance,
  guards: Guards,
  analysis: KeywordAnalysisService,
): void {
  route(app, guards, e.keywordRoots, ({ niche }) => analysis.roots(niche));
  route(app, guards, e.spellingGroups, ({ niche }) => analysis.groups(niche));
  route(app, guards, e.mergeSpellingGroups, ({ niche, user, body }) =>
    analysis.merge(niche, user.id, body.keywords),
  );
  route(app, guards, e.splitSpellingGroup, ({ niche, user, body }) =>
    analysis.split(niche, user.id, body.keyword),
  );
  route(app, guards, e.resetSpellingGroups, ({ niche }) => analysis.reset(niche));
}
