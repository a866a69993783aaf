import type { Db } from '../../db/client';
import type { ServiceModule } from '../module';
import type { ProfitsService } from '../profits/profits.service';
import { createScorecardRepository } from './scorecard.repository';
import { registerScorecardRoutes } from './scorecard.routes';
import { createScorecardService, type ScorecardService } from './scorecard.service';

export function createScorecardModule(deps: {
  db: Db;
  profits: ProfitsService;
}): ServiceModule<ScorecardService> {
  const service = createScorecardService({
    repo: createScorecardRepository(deps.db),
    profits: deps.profits,
  });
  return { service, routes: (app, guards) => registerScorecardRoutes(app, guards, service) };
}
