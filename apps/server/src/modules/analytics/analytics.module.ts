import type { Db } from '../../db/client';
import type { ServiceModule } from '../module';
import type { OrgsService } from '../orgs/orgs.service';
import { createAnalyticsRepository } from './analytics.repository';
import { registerAnalyticsRoutes } from './analytics.routes';
import { createAnalyticsService, type AnalyticsService } from './analytics.service';

export function createAnalyticsModule(
  db: Db,
  orgs: Pick<OrgsService, 'membership'>,
): ServiceModule<AnalyticsService> {
  const service = createAnalyticsService(createAnalyticsRepository(db), orgs);
  return { service, routes: (app, guards) => registerAnalyticsRoutes(app, guards, service) };
}
