import type { Db } from '../../db/client';
import type { ServiceModule } from '../module';
import { ledgerProvider, type BillingProvider } from './billing-provider';
import { billingTransaction, createBillingRepository } from './billing.repository';
import { registerBillingRoutes } from './billing.routes';
import {
  createBillingService,
  type AbsoluteCounters,
  type BillingService,
} from './billing.service';
import { createSubscriptionChanges } from './subscription-changes.service';
import { createSubscriptionsRepository } from './subscriptions.repository';

export function createBillingModule(
  db: Db,
  counters: AbsoluteCounters,
  provider: BillingProvider = ledgerProvider,
): ServiceModule<BillingService> {
  const changes = createSubscriptionChanges({
    billing: createBillingRepository(db),
    store: createSubscriptionsRepository(db),
    transaction: (work) =>
      db.transaction((tx) => work(createSubscriptionsRepository(tx), createBillingRepository(tx))),
    provider,
    counters,
  });
  const service = createBillingService(
    createBillingRepository(db),
    billingTransaction(db),
    counters,
    changes,
  );
  return { service, routes: (app, guards) => registerBillingRoutes(app, guards, service) };
}
