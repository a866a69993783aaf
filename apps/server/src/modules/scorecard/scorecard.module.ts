import type { Db } from '../../db/client';
import type { ServiceModule } from '../module';
import type { ProfitsService } from '../profits/profits.service';
import type { UnitOfWork } from '../unit-of-work';
import { createScorecardRepository, type ScorecardRepository } from './scorecard.repository';
import { registerScorecardRoutes } from './scorecard.routes';
import { createScorecardService, type ScorecardService } from './scorecard.service';

declare module '../unit-of-work' {
  interface Repositories {
    /** A niche's product scorecard: its answers and the evaluation made of them. */
    scorecard: ScorecardRepository;
  }
}

export function createScorecardModule(deps: {
  db: Db;
  work: UnitOfWork;
  profits: ProfitsService;
}): ServiceModule<ScorecardService> {
  const service = createScorecardService({
    repo: createScorecardRepository(deps.db),
    work: deps.work,
    profits: deps.profits,
  });
  return {
    service,
    routes: (app, guards) => registerScorecardRoutes(app, guards, service),
    repositories: (tx) => ({ scorecard: createScorecardRepository(tx) }),
  };
}
