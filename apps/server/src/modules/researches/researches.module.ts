import type { ServiceModule } from '../module';
import { createResearchesRepository, type ResearchesRepository } from './researches.repository';
import { registerResearchRoutes } from './researches.routes';
import {
  createResearchesService,
  type ResearchesDeps,
  type ResearchesService,
} from './researches.service';

declare module '../unit-of-work' {
  interface Repositories {
    /** A niche's researches: deleting, moving, labelling, and which one drives the niche. */
    researches: ResearchesRepository;
  }
}

export function createResearchesModule(deps: ResearchesDeps): ServiceModule<ResearchesService> {
  const service = createResearchesService(deps);
  return {
    service,
    routes: (app, guards) => registerResearchRoutes(app, guards, service),
    repositories: (tx) => ({ researches: createResearchesRepository(tx) }),
  };
}
