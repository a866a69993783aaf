import { JOBS } from '@fathom/contract';
import type { MarketDataProvider } from '@fathom/market';
import type { Db } from '../../db/client';
import { handler } from '../../jobs/registry';
import type { ServiceModule } from '../module';
import { createNicheTrackerRepository } from './niche-tracker.repository';
import { registerNicheTrackerRoutes } from './niche-tracker.routes';
import {
  createNicheTrackerService,
  type NicheTrackerDeps,
  type NicheTrackerService,
} from './niche-tracker.service';

/** The niche tracker: its daily snapshot job, the demo's history job and its two calls. */
export function createNicheTrackerModule(deps: {
  db: Db;
  market: MarketDataProvider;
  queue: NicheTrackerDeps['queue'];
}): ServiceModule<NicheTrackerService> {
  const service = createNicheTrackerService({
    repo: createNicheTrackerRepository(deps.db),
    market: deps.market,
    queue: deps.queue,
  });
  return {
    service,
    routes: (app, guards) => registerNicheTrackerRoutes(app, guards, service),
    jobs: [
      handler(JOBS, 'niche-tracker.snapshot', async () => {
        await service.snapshotAll();
      }),
      handler(JOBS, 'niche-tracker.backfill', async ({ nicheId, days }) => {
        await service.backfill(nicheId, days);
      }),
    ],
  };
}
