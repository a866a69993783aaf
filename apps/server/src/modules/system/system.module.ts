import { JOBS, type PublicConfig } from '@fathom/contract';
import type { Database } from '../../db/client';
import { handler } from '../../jobs/registry';
import { createChannelsRepository } from '../../realtime/channels.repository';
import type { DivesService } from '../dives/dives.service';
import type { ServiceModule } from '../module';
import type { OrgsService } from '../orgs/orgs.service';
import { createSystemRepository } from './system.repository';
import { registerSystemRoutes } from './system.routes';
import { createSystemService, type SystemDeps, type SystemService } from './system.service';

/** Health, the public configuration, who am I, and the hourly maintenance. */
export function createSystemModule(deps: {
  database: Database;
  queue: SystemDeps['queue'];
  role: SystemDeps['role'];
  publicConfig: PublicConfig;
  orgs: OrgsService;
  dives: Pick<DivesService, 'endIdleRuns'>;
}): ServiceModule<SystemService> {
  const { database, orgs, publicConfig, dives } = deps;
  const service = createSystemService({
    repo: createSystemRepository(database.db),
    channels: createChannelsRepository(database.db),
    driver: database.driver,
    queue: deps.queue,
    role: deps.role,
  });
  return {
    service,
    routes: (app, guards) =>
      registerSystemRoutes(app, guards, { system: service, orgs, publicConfig }),
    jobs: [
      handler(JOBS, 'system.maintenance', async () => {
        await service.maintenance();
        await dives.endIdleRuns();
      }),
    ],
  };
}
