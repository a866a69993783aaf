import type Stripe from 'stripe';
import { invalid } from '../../lib/errors';
import type { BillingProvider } from './billing-provider';

export interface StripeSettings {
  /** STRIPE_SECRET_KEY. */
  secretKey: string;
  /** STRIPE_WEBHOOK_SECRET: the endpoint's signing secret (whsec_...). */
  webhookSecret: string;
  /** Another address for Stripe's API (a local stand-in in tests). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  currency?: string;
}

/**
 * The SDK client the adapter and the webhook handler share, made on the first call: Stripe's SDK
 * loads with the first bill or webhook, and a server that bills through the ledger never loads it.
 */
export function stripeClient(settings: StripeSettings): () => Promise<Stripe> {
  let client: Promise<Stripe> | undefined;
  return () =>
    (client ??= import('stripe').then(
      ({ default: StripeSdk }) =>
        new StripeSdk(settings.secretKey, {
          maxNetworkRetries: 2,
          timeout: 20_000,
          ...(settings.api && {
            host: settings.api.host,
            port: settings.api.port,
            protocol: settings.api.protocol,
          }),
        }),
    ));
}

/**
 * Bills through Stripe: Fathom keeps the catalogue, the plan and the prorated amounts (integer
 * cents, the same quote as the ledger), and Stripe collects them. Each bill is a Stripe customer
 * (made once per organization), a draft invoice holding one invoice item per line, finalized so
 * Stripe charges the customer's default payment method. The invoice is stored open with Stripe's
 * id; the `invoice.paid` and `invoice.payment_failed` webhooks settle it. Requests carry
 * idempotency keys derived from the bill, so a retried request never bills twice at Stripe.
 * Nothing due (a credit at least as large as the charge) is recorded paid without calling Stripe.
 */
export function createStripeProvider(
  settings: StripeSettings,
  loadClient: () => Promise<Stripe> = stripeClient(settings),
) {
  const currency = settings.currency ?? 'usd';

  async function customer(
    organizationId: number,
    store: Parameters<BillingProvider['bill']>[1],
  ): Promise<string> {
    const known = await store.customerRef(organizationId, 'stripe');
    if (known) return known;
    const client = await loadClient();
    const created = await client.customers.create(
      {
        name: `Fathom organization ${organizationId}`,
        metadata: { organization_id: String(organizationId) },
      },
      { idempotencyKey: `fathom-customer-${organizationId}` },
    );
    await store.saveCustomer(organizationId, 'stripe', created.id);
    return created.id;
  }

  const provider: BillingProvider = {
    name: 'stripe',
    async bill(draft, store) {
      try {
        return await billThroughStripe(draft, store);
      } catch (error) {
        // A declined card is the customer's to fix: say so; anything else is a server fault.
        if (error instanceof Error && 'type' in error && error.type === 'StripeCardError')
          throw invalid(`The payment was refused: ${error.message}`);
        throw error;
      }
    },
  };

  const billThroughStripe: BillingProvider['bill'] = async (draft, store) => {
    if (draft.totalCents <= 0)
      return store.insertInvoice({ ...draft, provider: 'stripe', status: 'paid' });
    const customerId = await customer(draft.organizationId, store);
    const client = await loadClient();
    const key = `fathom-${draft.organizationId}-${draft.createdAt.getTime()}`;
    const invoice = await client.invoices.create(
      {
        customer: customerId,
        currency,
        collection_method: 'charge_automatically',
        auto_advance: true,
        pending_invoice_items_behavior: 'exclude',
        description: draft.description,
        metadata: { organization_id: String(draft.organizationId) },
      },
      { idempotencyKey: `${key}-invoice` },
    );
    for (const [i, line] of draft.lines.entries())
      await client.invoiceItems.create(
        {
          customer: customerId,
          invoice: invoice.id,
          currency,
          amount: line.amountCents,
          description: line.description,
        },
        { idempotencyKey: `${key}-line-${i}` },
      );
    const finalized = await client.invoices.finalizeInvoice(
      invoice.id,
      {},
      { idempotencyKey: `${key}-finalize` },
    );
    return store.insertInvoice({
      ...draft,
      provider: 'stripe',
      status: finalized.status === 'paid' ? 'paid' : 'open',
      providerRef: finalized.id,
    });
  };
  return provider;
}
