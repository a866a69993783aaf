import type { Db } from '../../db/client';
import type { ServiceModule } from '../module';
import { createDemoRepository } from './demo.repository';
import { createDemoService, type DemoDeps, type DemoService } from './demo.service';

/** The demo organization, seeded at start in demo mode and by `npm run seed`. */
export function createDemoModule({
  db,
  ...deps
}: Omit<DemoDeps, 'repo'> & { db: Db }): ServiceModule<DemoService> {
  return { service: createDemoService({ ...deps, repo: createDemoRepository(db) }) };
}
