import { JOBS } from '@fathom/contract';
import type { MarketDataProvider } from '@fathom/market';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { handler } from '../../jobs/registry';
import type { AmazonConnectionsService } from '../amazon-connections/amazon-connections.service';
import type { ServiceModule } from '../module';
import type { RankRadarService } from '../rank-radar/rank-radar.service';
import { createPpcImport, type PpcImport, type PpcImportDeps } from './ppc.import';
import { createPpcRepository } from './ppc.repository';
import { registerPpcRoutes } from './ppc.routes';
import { createPpcService, type PpcService } from './ppc.service';

export interface PpcModule extends ServiceModule<PpcService> {
  /** The daily import of the Amazon Ads search-term reports. */
  imports: PpcImport;
}

/** PPC data for Rank Radar: the daily report import and the ad data per search term. */
export function createPpcModule(deps: {
  db: Db;
  market: MarketDataProvider;
  rankRadar: Pick<RankRadarService, 'termsOf'>;
  connections: Pick<AmazonConnectionsService, 'connected' | 'find' | 'markSynced' | 'markError'>;
  queue: PpcImportDeps['queue'];
  log: FastifyBaseLogger;
}): PpcModule {
  const repo = createPpcRepository(deps.db);
  const service = createPpcService({ rankRadar: deps.rankRadar, repo });
  const imports = createPpcImport({
    repo,
    connections: deps.connections,
    market: deps.market,
    queue: deps.queue,
    log: deps.log,
  });
  return {
    service,
    imports,
    routes: (app, guards) => registerPpcRoutes(app, guards, service),
    jobs: [
      handler(JOBS, 'ads-data.ppc-tick', () => imports.tick()),
      handler(JOBS, 'ads-data.ppc-import', async (payload, attempt) => {
        await imports.importDay(payload, attempt);
      }),
      handler(JOBS, 'ads-data.ppc-history', async (payload) => {
        await imports.history(payload);
      }),
    ],
  };
}
