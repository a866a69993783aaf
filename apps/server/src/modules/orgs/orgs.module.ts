import type { Db } from '../../db/client';
import type { Publisher } from '../../realtime/publisher';
import type { BillingService } from '../billing/billing.service';
import type { ServiceModule } from '../module';
import { createOrgsRepository } from './orgs.repository';
import { registerOrgRoutes } from './orgs.routes';
import { createOrgsService, type OrgsService } from './orgs.service';

export function createOrgsModule(deps: {
  db: Db;
  publisher: Publisher;
  billing: Pick<BillingService, 'startTrial'>;
}): ServiceModule<OrgsService> {
  // A user has one trial, with the first organization they make; any other starts without a plan.
  const service = createOrgsService(
    createOrgsRepository(deps.db),
    deps.publisher,
    (id, { trial }) => (trial ? deps.billing.startTrial(id) : Promise.resolve()),
  );
  return { service, routes: (app, guards) => registerOrgRoutes(app, guards, service) };
}
