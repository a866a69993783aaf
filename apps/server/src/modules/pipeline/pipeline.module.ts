import type { Db } from '../../db/client';
import type { ServiceModule } from '../module';
import { createPipelineRepository } from './pipeline.repository';
import { registerPipelineRoutes } from './pipeline.routes';
import { createPipelineService, type PipelineService } from './pipeline.service';

/** The niche pipeline: its grid, the tag tree, the ids a view selects and the export. */
export function createPipelineModule(db: Db): ServiceModule<PipelineService> {
  const service = createPipelineService(createPipelineRepository(db));
  return { service, routes: (app, guards) => registerPipelineRoutes(app, guards, service) };
}
