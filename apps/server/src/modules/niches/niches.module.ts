import type { ServiceModule } from '../module';
import type { OrgsService } from '../orgs/orgs.service';
import type { NichesRepository } from './niches.repository';
import { registerNicheRoutes } from './niches.routes';
import { createNichesService, type NichesService } from './niches.service';

/** The niches module reads through `repo`, which billing also counts niches with. */
export function createNichesModule(
  repo: NichesRepository,
  orgs: Pick<OrgsService, 'membership'>,
): ServiceModule<NichesService> {
  const service = createNichesService(repo, orgs.membership);
  return { service, routes: (app, guards) => registerNicheRoutes(app, guards, service) };
}
