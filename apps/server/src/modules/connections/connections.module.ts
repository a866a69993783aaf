import type { Db } from '../../db/client';
import type { BillingService } from '../billing/billing.service';
import type { ServiceModule } from '../module';
import type { PipelineService } from '../pipeline/pipeline.service';
import type { UnitOfWork } from '../unit-of-work';
import { createConnectionsRepository, type ConnectionsRepository } from './connections.repository';
import { registerConnectionRoutes } from './connections.routes';
import { createConnectionsService, type ConnectionsService } from './connections.service';

declare module '../unit-of-work' {
  interface Repositories {
    /** Connected organizations and moving niches between them. */
    connections: ConnectionsRepository;
  }
}

/** Connected organizations (agency and client) and niche ownership transfer between them. */
export function createConnectionsModule(deps: {
  db: Db;
  work: UnitOfWork;
  billing: Pick<BillingService, 'features'>;
  pipeline: Pick<PipelineService, 'selectedIds'>;
  secret: string;
}): ServiceModule<ConnectionsService> {
  const service = createConnectionsService({
    repo: createConnectionsRepository(deps.db),
    work: deps.work,
    billing: deps.billing,
    pipeline: deps.pipeline,
    secret: deps.secret,
  });
  return {
    service,
    routes: (app, guards) => registerConnectionRoutes(app, guards, service),
    repositories: (tx) => ({ connections: createConnectionsRepository(tx) }),
  };
}
