import type { FastifyInstance } from 'fastify';
import { rankRadarInsightEndpoints as e } from '@fathom/contract';
import { route, type Guards } from '../../../http/route';
import type { InsightsService } from './insights.service';

export function registerInsightRoutes(
  app: FastifyInstance,
  guards: Guards,
  insights: InsightsService,
): void {
  route(app, guards, e.poolKeywords, ({ member, tracker, query }) =>
    insights.poolKeywords(member, tracker, query),
  );
  route(app, guards, e.poolNewCount, ({ member, tracker }) =>
    insights.poolNewCount(member, tracker),
  );
  route(app, guards, e.archivePoolKeywords, ({ tracker, body }) =>
    insights.archivePool(tracker, body.keywords),
  );
  route(app, guards, e.roots, ({ member, tracker, query }) =>
    insights.roots(member, tracker, query),
  );
  route(app, guards, e.trackerOverview, ({ member, tracker, query }) =>
    insights.overview(member, tracker, query),
  );
  route(app, guards, e.leaderboard, ({ member, tracker, query }) =>
    insights.leaderboard(member, tracker, query),
  );
}
