import type { Db } from '../../db/client';
import type { ServiceModule } from '../module';
import { createNicheEditsRepository, type NicheEditsRepository } from './niche-edits.repository';
import { registerNicheEditRoutes } from './niche-edits.routes';
import {
  createNicheEditsService,
  type NicheEditsDeps,
  type NicheEditsService,
} from './niche-edits.service';

declare module '../unit-of-work' {
  interface Repositories {
    /** Renames, notes, assignees, tags and deleting niches. */
    nicheEdits: NicheEditsRepository;
  }
}

export function createNicheEditsModule({
  db,
  work,
  niches,
  pipeline,
}: Omit<NicheEditsDeps, 'repo'> & { db: Db }): ServiceModule<NicheEditsService> {
  const service = createNicheEditsService({
    repo: createNicheEditsRepository(db),
    work,
    niches,
    pipeline,
  });
  return {
    service,
    routes: (app, guards) => registerNicheEditRoutes(app, guards, service),
    repositories: (tx) => ({ nicheEdits: createNicheEditsRepository(tx) }),
  };
}
