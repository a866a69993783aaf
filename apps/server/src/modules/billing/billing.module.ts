import type { Db } from '../../db/client';
import type { ServiceModule } from '../module';
import type { UnitOfWork } from '../unit-of-work';
import { ledgerProvider, type BillingProvider } from './billing-provider';
import { createBillingRepository, type BillingRepository } from './billing.repository';
import { registerBillingRoutes } from './billing.routes';
import {
  createBillingService,
  type AbsoluteCounters,
  type BillingService,
} from './billing.service';
import { createQuotaLedger, type QuotaLedger } from './quota-ledger';
import { createSubscriptionChanges } from './subscription-changes.service';
import { createStripeProvider, stripeClient, type StripeSettings } from './stripe-provider';
import { createStripeWebhooks, type StripeWebhooks } from './stripe-webhooks';
import {
  createSubscriptionsRepository,
  type SubscriptionsRepository,
} from './subscriptions.repository';

declare module '../unit-of-work' {
  interface Repositories {
    /** Quota reserved, charged and released under keys (`quota-ledger.ts`). */
    quota: QuotaLedger;
    /** Plans in force, tiers and quota usage. */
    billing: BillingRepository;
    /** Plan changes, invoices, payments and the payment company's customers and events. */
    subscriptions: SubscriptionsRepository;
  }
}

/**
 * Bills through Stripe when its settings are given, else through the built-in ledger. In demo
 * mode (not production) every user may ask for early-bird prices; in production internal users
 * (`isInternal`, the orgs service's).
 */
export function createBillingModule(deps: {
  db: Db;
  work: UnitOfWork;
  counters: AbsoluteCounters;
  /** The counters of features that stand (niches), read on a unit of work's transaction. */
  standing: (tx: Db) => AbsoluteCounters;
  /** Whether a user is internal (the organizations service's answer). */
  isInternal: (userId: string) => Promise<boolean>;
  stripe?: StripeSettings | undefined;
  demo?: boolean;
}): ServiceModule<BillingService> & { webhooks: StripeWebhooks } {
  const { db, work, counters, stripe } = deps;
  const client = stripe ? stripeClient(stripe) : null;
  const provider: BillingProvider =
    stripe && client ? createStripeProvider(stripe, client) : ledgerProvider;
  const webhooks = createStripeWebhooks(
    stripe && client ? { client, webhookSecret: stripe.webhookSecret, work } : null,
  );
  const repository = createBillingRepository(db);
  const changes = createSubscriptionChanges({
    billing: repository,
    store: createSubscriptionsRepository(db),
    work,
    provider,
    counters,
  });
  const service = createBillingService(repository, work, counters, changes);
  return {
    service,
    webhooks,
    routes: (app, guards) =>
      registerBillingRoutes(app, guards, service, webhooks, async (userId) =>
        deps.demo ? true : deps.isInternal(userId),
      ),
    repositories: (tx) => {
      const billing = createBillingRepository(tx);
      return {
        quota: createQuotaLedger(billing, deps.standing(tx)),
        billing,
        subscriptions: createSubscriptionsRepository(tx),
      };
    },
  };
}
