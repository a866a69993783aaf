import type { MarketDataProvider } from '@fathom/market';
import type { Db } from '../../db/client';
import type { ServiceModule } from '../module';
import type { RankRadarService } from '../rank-radar/rank-radar.service';
import { createAmazonConnectionsRepository } from './amazon-connections.repository';
import {
  registerAmazonConnectionRoutes,
  registerDevConnectionErrorRoute,
} from './amazon-connections.routes';
import {
  createAmazonConnectionsService,
  type AmazonConnectionsService,
} from './amazon-connections.service';

export function createAmazonConnectionsModule(deps: {
  db: Db;
  market: MarketDataProvider;
  rankRadar: Pick<RankRadarService, 'get'>;
  /** Demo mode: a route puts a connection in error, for demos and browser tests. */
  demo: boolean;
}): ServiceModule<AmazonConnectionsService> {
  const service = createAmazonConnectionsService({
    repo: createAmazonConnectionsRepository(deps.db),
    market: deps.market,
    rankRadar: deps.rankRadar,
  });
  return {
    service,
    routes: (app, guards) => {
      registerAmazonConnectionRoutes(app, guards, service);
      if (deps.demo) registerDevConnectionErrorRoute(app, guards, service);
    },
  };
}
