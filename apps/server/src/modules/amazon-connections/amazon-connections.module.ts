import type { MarketDataProvider } from '@fathom/market';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { ServiceModule } from '../module';
import { createAmazonConnectionsRepository } from './amazon-connections.repository';
import type { LwaSettings } from './lwa-client';
import { createLwaService } from './lwa.service';
import { createSellerData } from './seller-data';
import {
  registerAmazonConnectionRoutes,
  registerDevConnectionRoutes,
} from './amazon-connections.routes';
import {
  createAmazonConnectionsService,
  type AmazonConnectionsService,
} from './amazon-connections.service';

export function createAmazonConnectionsModule(deps: {
  db: Db;
  market: MarketDataProvider;
  /** Demo mode: a route puts a connection in error, for demos and browser tests. */
  demo: boolean;
  /** Login with Amazon; without it every connection is simulated. */
  lwa: LwaSettings | undefined;
  /** Where users reach the app: Amazon sends the browser back to its callback there. */
  baseUrl: string;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}): ServiceModule<AmazonConnectionsService> {
  const repo = createAmazonConnectionsRepository(deps.db);
  const lwa = createLwaService({ repo, settings: deps.lwa, baseUrl: deps.baseUrl });
  const service = createAmazonConnectionsService({
    repo,
    market: deps.market,
    loginWithAmazon: lwa.kinds,
    sellerData: createSellerData({ repo, market: deps.market, lwa: deps.lwa, log: deps.log }),
  });
  return {
    service,
    routes: (app, guards) => {
      registerAmazonConnectionRoutes(app, guards, service, lwa);
      if (deps.demo) registerDevConnectionRoutes(app, guards, service);
    },
  };
}
