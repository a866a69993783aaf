import type { InvoiceDraft, SubscriptionsRepository } from './subscriptions.repository';

export type StoredInvoice = Awaited<ReturnType<SubscriptionsRepository['insertInvoice']>>;

/**
 * Who bills a plan change or a renewal and collects the money. The built-in ledger records the
 * invoice, its lines and its payment in the database and counts it paid at once, so a team can run
 * plans without a payment company. `store` is bound to the transaction that changes the plan, so
 * the invoice and the plan are stored together or not at all.
 */
export interface BillingProvider {
  readonly name: string;
  bill(
    draft: Omit<InvoiceDraft, 'provider' | 'status'>,
    store: SubscriptionsRepository,
  ): Promise<StoredInvoice>;
}

export const ledgerProvider: BillingProvider = {
  name: 'ledger',
  bill: (draft, store) => store.insertInvoice({ ...draft, provider: 'ledger', status: 'paid' }),
};
