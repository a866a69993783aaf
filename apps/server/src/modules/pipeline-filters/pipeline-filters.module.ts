import type { Db } from '../../db/client';
import type { ServiceModule } from '../module';
import { createPipelineFiltersRepository } from './pipeline-filters.repository';
import { registerPipelineFilterRoutes } from './pipeline-filters.routes';
import {
  createPipelineFiltersService,
  type PipelineFiltersService,
} from './pipeline-filters.service';

export function createPipelineFiltersModule(db: Db): ServiceModule<PipelineFiltersService> {
  const service = createPipelineFiltersService(createPipelineFiltersRepository(db));
  return { service, routes: (app, guards) => registerPipelineFilterRoutes(app, guards, service) };
}
