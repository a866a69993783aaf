import type { InvoiceDraft, SubscriptionsRepository } from './subscriptions.repository';

export type StoredInvoice = Awaited<ReturnType<SubscriptionsRepository['insertInvoice']>>;

/** A bill as the provider collected it, before Fathom records it. */
export interface CollectedBill {
  status: 'paid' | 'open';
  /** The provider's id of the invoice. */
  providerRef?: string;
  /** The customer the provider made for the organization with this bill, to remember. */
  newCustomerRef?: string;
}

/**
 * Who bills a plan change or a renewal and collects the money. The built-in ledger counts a bill
 * paid at once, so a team can run plans without a payment company. `collect` talks to the payment
 * company, so it runs before any transaction opens; `recordBill` then stores what it answered
 * with the plan, in one short transaction.
 */
export interface BillingProvider {
  readonly name: string;
  collect(
    draft: Omit<InvoiceDraft, 'provider' | 'status'>,
    customers: Pick<SubscriptionsRepository, 'customerRef'>,
  ): Promise<CollectedBill>;
}

export const ledgerProvider: BillingProvider = {
  name: 'ledger',
  collect: () => Promise.resolve({ status: 'paid' }),
};

/** Stores a collected bill (and the customer its provider made) on the transaction's `store`. */
export async function recordBill(
  store: SubscriptionsRepository,
  provider: BillingProvider,
  draft: Omit<InvoiceDraft, 'provider' | 'status'>,
  { status, providerRef, newCustomerRef }: CollectedBill,
): Promise<StoredInvoice> {
  if (newCustomerRef) await store.saveCustomer(draft.organizationId, provider.name, newCustomerRef);
  return store.insertInvoice({
    ...draft,
    provider: provider.name,
    status,
    ...(providerRef && { providerRef }),
  });
}
