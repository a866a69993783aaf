import type { ServiceModule } from '../module';
import { createDemoRepository } from './demo.repository';
import { createDemoService, type DemoDeps, type DemoService } from './demo.service';

/** The demo organization, seeded at start in demo mode and by `npm run seed`. */
export function createDemoModule(deps: Omit<DemoDeps, 'repo'>): ServiceModule<DemoService> {
  return { service: createDemoService({ ...deps, repo: createDemoRepository(deps.db) }) };
}
