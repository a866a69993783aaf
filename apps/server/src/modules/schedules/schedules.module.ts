import { JOBS } from '@fathom/contract';
import { handler } from '../../jobs/registry';
import type { Db } from '../../db/client';
import type { ServiceModule } from '../module';
import { createSchedulesRepository, type SchedulesRepository } from './schedules.repository';
import { registerScheduleRoutes } from './schedules.routes';
import {
  createSchedulesService,
  type SchedulesDeps,
  type SchedulesService,
} from './schedules.service';

declare module '../unit-of-work' {
  interface Repositories {
    /** Scheduled AutoDives: claimed when due, told their last run. */
    schedules: SchedulesRepository;
  }
}

export function createSchedulesModule({
  db,
  ...deps
}: Omit<SchedulesDeps, 'repo'> & { db: Db }): ServiceModule<SchedulesService> {
  const service = createSchedulesService({ ...deps, repo: createSchedulesRepository(db) });
  return {
    service,
    routes: (app, guards) => registerScheduleRoutes(app, guards, service),
    jobs: [handler(JOBS, 'dives.schedule-tick', () => service.tick())],
    repositories: (tx) => ({ schedules: createSchedulesRepository(tx) }),
  };
}
