import { JOBS } from '@fathom/contract';
import type { MarketDataProvider } from '@fathom/market';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { handler } from '../../jobs/registry';
import type { AmazonConnectionsService } from '../amazon-connections/amazon-connections.service';
import type { ServiceModule } from '../module';
import type { RankRadarService } from '../rank-radar/rank-radar.service';
import { createSqpImport, type SqpImport } from './sqp.import';
import { createSqpRepository } from './sqp.repository';
import { registerSqpRoutes } from './sqp.routes';
import { createSqpReadService, type SqpReadService } from './sqp.service';

export interface SqpModule extends ServiceModule<SqpReadService> {
  /** The weekly import of Search Query Performance reports. */
  import: SqpImport;
}

/** Search Query Performance: the weekly report import and the reads of Rank Radar screens. */
export function createSqpModule(deps: {
  db: Db;
  market: MarketDataProvider;
  rankRadar: Pick<RankRadarService, 'termsOf'>;
  connections: Pick<AmazonConnectionsService, 'connected' | 'markSynced'>;
  log: FastifyBaseLogger;
}): SqpModule {
  const repo = createSqpRepository(deps.db);
  const service = createSqpReadService({ repo, market: deps.market, rankRadar: deps.rankRadar });
  const sqpImport = createSqpImport({
    repo,
    connections: deps.connections,
    market: deps.market,
    log: deps.log,
  });
  return {
    service,
    import: sqpImport,
    routes: (app, guards) => registerSqpRoutes(app, guards, service),
    jobs: [
      handler(JOBS, 'ads-data.sqp-import', (payload, attempt) => sqpImport.run(payload, attempt)),
    ],
  };
}
