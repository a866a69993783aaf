import type { Db } from '../../../db/client';
import type { BillingService } from '../../billing/billing.service';
import type { AppModule } from '../../module';
import { createRankRadarRepository } from '../rank-radar.repository';
import { createHistoryRepository } from './history.repository';
import { registerHistoryRoutes } from './history.routes';
import { createHistoryService } from './history.service';

/** A tracker's rank history exported to a file and imported from one. */
export function createRankRadarHistoryModule(deps: {
  db: Db;
  billing: Pick<BillingService, 'quota'>;
  /** Bytes of an uploaded history file (FATHOM_UPLOAD_MAX_BYTES). */
  uploadBytesMax: number;
}): AppModule {
  const service = createHistoryService({
    repo: createHistoryRepository(deps.db),
    billing: deps.billing,
    transaction: (work) =>
      deps.db.transaction((tx) =>
        work({
          history: createHistoryRepository(tx),
          trackers: createRankRadarRepository(tx),
        }),
      ),
  });
  return {
    routes: (app, guards) => registerHistoryRoutes(app, guards, service, deps.uploadBytesMax),
  };
}
