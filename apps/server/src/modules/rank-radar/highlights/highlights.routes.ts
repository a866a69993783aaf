import type { FastifyInstance } from 'fastify';
import { rankRadarHighlightEndpoints as e } from '@fathom/contract';
import { route, type Guards } from '../../../http/route';
import type { HighlightsService } from './highlights.service';

export function registerHighlightRoutes(
  app: FastifyInstance,
  guards: Guards,
  highlights: HighlightsService,
): void {
  route(app, guards, e.highlights, ({ member, params, query }) =>
    highlights.list(member, params.krtId, query),
  );
  route(app, guards, e.createHighlight, ({ member, params, body }) =>
    highlights.create(member, params.krtId, body),
  );
  route(app, guards, e.highlight, ({ member, params }) =>
    highlights.get(member, params.krtId, params.hid),
  );
  route(app, guards, e.updateHighlight, ({ member, params, body }) =>
    highlights.update(member, params.krtId, params.hid, body),
  );
  route(app, guards, e.deleteHighlight, ({ member, params }) =>
    highlights.remove(member, params.krtId, params.hid),
  );
}
