import type { FastifyInstance } from 'fastify';
import { rankRadarInsightEndpoints as e } from '@fathom/contract';
import { route, type Guards } from '../../http/route';
import type { InsightsService } from './insights.service';

export function registerInsightRoutes(
  app: FastifyInstance,
  guards: Guards,
  insights: InsightsService,
): void {
  route(app, guards, e.poolKeywords, ({ member, params, query }) =>
    insights.poolKeywords(member, params.krtId, query),
  );
  route(app, guards, e.poolNewCount, ({ member, params }) =>
    insights.poolNewCount(member, params.krtId),
  );
  route(app, guards, e.archivePoolKeywords, ({ member, params, body }) =>
    insights.archivePool(member, params.krtId, body.keywords),
  );
  route(app, guards, e.roots, ({ member, params, query }) =>
    insights.roots(member, params.krtId, query),
  );
  route(app, guards, e.overview, ({ member, params, query }) =>
    insights.overview(member, params.krtId, query),
  );
  route(app, guards, e.leaderboard, ({ member, params, query }) =>
    insights.leaderboard(member, params.krtId, query),
  );
}
