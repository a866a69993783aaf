import type { Db } from '../../db/client';
import type { ServiceModule } from '../module';
import { createNicheEditsRepository } from './niche-edits.repository';
import { registerNicheEditRoutes } from './niche-edits.routes';
import {
  createNicheEditsService,
  type NicheEditsDeps,
  type NicheEditsService,
} from './niche-edits.service';

export function createNicheEditsModule({
  db,
  niches,
  pipeline,
}: Omit<NicheEditsDeps, 'repo'> & { db: Db }): ServiceModule<NicheEditsService> {
  const service = createNicheEditsService({
    repo: createNicheEditsRepository(db),
    niches,
    pipeline,
  });
  return { service, routes: (app, guards) => registerNicheEditRoutes(app, guards, service) };
}
