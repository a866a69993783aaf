import type { Db } from '../../db/client';
import { JOBS } from '@fathom/contract';
import { handler } from '../../jobs/registry';
import type { ServiceModule } from '../module';
import { createDivesRepository, type DivesRepository } from './dives.repository';
import { registerDiveRoutes } from './dives.routes';
import { createDivesService, type DivesDeps, type DivesService } from './dives.service';

declare module '../unit-of-work' {
  interface Repositories {
    /** Dive runs: created, saved with their dive, ended. */
    runs: DivesRepository;
  }
}

export function createDivesModule({
  db,
  ...deps
}: Omit<DivesDeps, 'repo'> & { db: Db }): ServiceModule<DivesService> {
  const service = createDivesService({ ...deps, repo: createDivesRepository(db) });
  return {
    service,
    routes: (app, guards) => registerDiveRoutes(app, guards, service),
    repositories: (tx) => ({ runs: createDivesRepository(tx) }),
    jobs: [
      handler(JOBS, 'dives.discover', ({ diveRunId }, attempt) =>
        service.runDiscovery(diveRunId, attempt),
      ),
      handler(JOBS, 'dives.dive', ({ diveRunId }, attempt) => service.runDive(diveRunId, attempt)),
      handler(JOBS, 'dives.lost', ({ diveRunId }) => service.lost(diveRunId)),
    ],
  };
}
