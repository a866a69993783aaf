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
import {
  createSubscriptionChanges,
  type SubscriptionsTransaction,
} from './subscription-changes.service';
import { createStripeProvider, stripeClient, type StripeSettings } from './stripe-provider';
import { createStripeWebhooks, type StripeWebhooks } from './stripe-webhooks';
import { createSubscriptionsRepository } from './subscriptions.repository';

/**
 * Bills through Stripe when its settings are given, else through the built-in ledger. In demo
 * mode (not production) every user may ask for early-bird prices; in production internal users.
 */
export function createBillingModule(
  db: Db,
  counters: AbsoluteCounters,
  /** Whether the user is staff of the company running Fathom (the organizations module knows). */
  isInternal: (userId: string) => Promise<boolean>,
  stripe?: StripeSettings,
  demo = false,
): ServiceModule<BillingService> & { webhooks: StripeWebhooks } {
  const transaction: SubscriptionsTransaction = (work) =>
    db.transaction((tx) => work(createSubscriptionsRepository(tx), createBillingRepository(tx)));
  const client = stripe ? stripeClient(stripe) : null;
  const provider: BillingProvider =
    stripe && client ? createStripeProvider(stripe, client) : ledgerProvider;
  const webhooks = createStripeWebhooks(
    stripe && client ? { client, webhookSecret: stripe.webhookSecret, transaction } : null,
  );
  const changes = createSubscriptionChanges({
    billing: createBillingRepository(db),
    store: createSubscriptionsRepository(db),
    transaction,
    provider,
    counters,
  });
  const repository = createBillingRepository(db);
  const service = createBillingService(repository, billingTransaction(db), counters, changes);
  return {
    service,
    webhooks,
    routes: (app, guards) =>
      registerBillingRoutes(app, guards, service, webhooks, async (userId) =>
        demo ? true : isInternal(userId),
      ),
  };
}
