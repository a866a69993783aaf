import { JOBS } from '@fathom/contract';
import { handler } from '../../jobs/registry';
import { createDivesRepository } from '../dives/dives.repository';
import type { ServiceModule } from '../module';
import { createSchedulesRepository } from './schedules.repository';
import { registerScheduleRoutes } from './schedules.routes';
import {
  createSchedulesService,
  type SchedulesDeps,
  type SchedulesService,
} from './schedules.service';

export function createSchedulesModule(
  deps: Omit<SchedulesDeps, 'repo' | 'runs'>,
): ServiceModule<SchedulesService> {
  const service = createSchedulesService({
    ...deps,
    repo: createSchedulesRepository(deps.db),
    runs: createDivesRepository(deps.db),
  });
  return {
    service,
    routes: (app, guards) => registerScheduleRoutes(app, guards, service),
    jobs: [handler(JOBS, 'dives.schedule-tick', () => service.tick())],
  };
}
