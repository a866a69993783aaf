import type { FastifyInstance } from 'fastify';
import { keywordListEndpoints as e, manualKeywordEndpoints as m } from '@fathom/contract';
import { route, type Guards } from '../../http/route';
import type { KeywordListsService } from './keyword-lists.service';

export function registerKeywordListRoutes(
  app: FastifyInstance,
  guards: Guards,
  lists: KeywordListsService,
): void {
  route(app, guards, e.keywordSettings, ({ niche }) => lists.get(niche));
  route(app, guards, e.previewKeywordSettings, ({ niche, body }) => lists.preview(niche, body));
  route(app, guards, e.saveKeywordSettings, ({ niche, user, body }) =>
    lists.save(niche, user.id, body),
  );
  route(app, guards, m.addKeywords, ({ niche, user, body }) =>
    lists.addKeywords(niche, user.id, body.keywords),
  );
  route(app, guards, m.removeKeywords, ({ niche, user, body }) =>
    lists.removeKeywords(niche, user.id, body.keywords),
  );
}
