import type { FastifyInstance } from 'fastify';
import { rankRadarHighlightEndpoints as e } from '@fathom/contract';
import { route, type Guards } from '../../../http/route';
import type { HighlightsService } from './highlights.service';

export function registerHighlightRoutes(
  app: FastifyInstance,
  guards: Guards,
  highlights: HighlightsService,
): void {
  route(app, guards, e.highlights, ({ tracker, query }) => highlights.list(tracker, query));
  route(app, guards, e.createHighlight, ({ tracker, body }) => highlights.create(tracker, body));
  route(app, guards, e.highlight, ({ highlight }) => highlights.get(highlight));
  route(app, guards, e.updateHighlight, ({ tracker, highlight, body }) =>
    highlights.update(tracker, highlight, body),
  );
  route(app, guards, e.deleteHighlight, ({ tracker, highlight }) =>
    highlights.remove(tracker, highlight),
  );
}
