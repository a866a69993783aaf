import type { Db } from '../../../db/client';
import type { BillingService } from '../../billing/billing.service';
import type { AppModule } from '../../module';
import type { UnitOfWork } from '../../unit-of-work';
import { createHistoryRepository, type HistoryRepository } from './history.repository';
import { registerHistoryRoutes } from './history.routes';
import { createHistoryService } from './history.service';

declare module '../../unit-of-work' {
  interface Repositories {
    /** Rank Radar's stored rank days, as a history import fills them. */
    rankHistory: HistoryRepository;
  }
}

/** A tracker's rank history exported to a file and imported from one. */
export function createRankRadarHistoryModule(deps: {
  db: Db;
  work: UnitOfWork;
  billing: Pick<BillingService, 'quota'>;
  /** Bytes of an uploaded history file (FATHOM_UPLOAD_MAX_BYTES). */
  uploadBytesMax: number;
}): AppModule {
  const service = createHistoryService({
    repo: createHistoryRepository(deps.db),
    billing: deps.billing,
    work: deps.work,
  });
  return {
    routes: (app, guards) => registerHistoryRoutes(app, guards, service, deps.uploadBytesMax),
    repositories: (tx) => ({ rankHistory: createHistoryRepository(tx) }),
  };
}
