import type { Db } from '../../db/client';
import type { ServiceModule } from '../module';
import { createProfitsRepository } from './profits.repository';
import { registerProfitRoutes } from './profits.routes';
import { createProfitsService, type ProfitsService } from './profits.service';

export function createProfitsModule(deps: { db: Db }): ServiceModule<ProfitsService> {
  const service = createProfitsService({ repo: createProfitsRepository(deps.db) });
  return { service, routes: (app, guards) => registerProfitRoutes(app, guards, service) };
}
