import type { Db } from '../../db/client';
import type { ServiceModule } from '../module';
import { billingTransaction, createBillingRepository } from './billing.repository';
import { registerBillingRoutes } from './billing.routes';
import {
  createBillingService,
  type AbsoluteCounters,
  type BillingService,
} from './billing.service';

export function createBillingModule(
  db: Db,
  counters: AbsoluteCounters,
): ServiceModule<BillingService> {
  const service = createBillingService(
    createBillingRepository(db),
    billingTransaction(db),
    counters,
  );
  return { service, routes: (app, guards) => registerBillingRoutes(app, guards, service) };
}
