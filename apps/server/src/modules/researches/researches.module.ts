import type { ServiceModule } from '../module';
import { registerResearchRoutes } from './researches.routes';
import {
  createResearchesService,
  type ResearchesDeps,
  type ResearchesService,
} from './researches.service';

export function createResearchesModule(deps: ResearchesDeps): ServiceModule<ResearchesService> {
  const service = createResearchesService(deps);
  return { service, routes: (app, guards) => registerResearchRoutes(app, guards, service) };
}
