import type { MarketDataProvider } from '@fathom/market';
import type { Db } from '../../../db/client';
import type { ServiceModule } from '../../module';
import { registerInsightRoutes } from './insights.routes';
import { createInsightsService, type InsightsDeps, type InsightsService } from './insights.service';
import { createPoolRepository } from './pool.repository';

/** The pool, roots, overview and leaderboard of a tracker. */
export function createRankRadarInsightsModule(deps: {
  db: Db;
  rankRadar: InsightsDeps['rankRadar'];
  market: MarketDataProvider;
}): ServiceModule<InsightsService> {
  const service = createInsightsService({
    rankRadar: deps.rankRadar,
    pool: createPoolRepository(deps.db),
    market: deps.market,
  });
  return { service, routes: (app, guards) => registerInsightRoutes(app, guards, service) };
}
