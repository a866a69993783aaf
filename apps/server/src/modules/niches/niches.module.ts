import type { ServiceModule } from '../module';
import type { NichesRepository } from './niches.repository';
import { registerNicheRoutes } from './niches.routes';
import { createNichesService, type NichesService } from './niches.service';

/** The niches module reads through `repo`, which billing also counts niches with. */
export function createNichesModule(repo: NichesRepository): ServiceModule<NichesService> {
  const service = createNichesService(repo);
  return { service, routes: (app, guards) => registerNicheRoutes(app, guards, service) };
}
