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
 * Stripe charges the customer's default payment method. It runs before Fathom's transaction opens:
 * the invoice is then recorded open with Stripe's id, and the `invoice.paid` and
 * `invoice.payment_failed` webhooks settle it. Requests carry idempotency keys derived from the
 * bill, so a retried request never bills twice at Stripe. Nothing due (a credit at least as large
 * as the charge) is recorded paid without calling Stripe.
 */
export function createStripeProvider(
  settings: StripeSettings,
  loadClient: () => Promise<Stripe> = stripeClient(settings),
) {
  const currency = settings.currency ?? 'usd';

  /** The organization's Stripe customer, and whether it was made now (so not yet remembered). */
  async function customer(
    organizationId: number,
    customers: Parameters<BillingProvider['collect']>[1],
  ): Promise<{ id: string; made: boolean }> {
    const known = await customers.customerRef(organizationId, 'stripe');
    if (known) return { id: known, made: false };
    const client = await loadClient();
    const created = await client.customers.create(
      {
        name: `Fathom organization ${organizationId}`,
        metadata: { organization_id: String(organizationId) },
      },
      { idempotencyKey: `fathom-customer-${organizationId}` },
    );
    return { id: created.id, made: true };
  }

  const provider: BillingProvider = {
    name: 'stripe',
    async collect(draft, customers) {
      try {
        return await billThroughStripe(draft, customers);
      } catch (error) {
        // A declined card is the customer's to fix: say so; anything else is a server fault.
        if (error instanceof Error && 'type' in error && error.type === 'StripeCardError')
          throw invalid(`The payment was refused: ${error.message}`);
        throw error;
      }
    },
  };

  const billThroughStripe: BillingProvider['collect'] = async (draft, customers) => {
    if (draft.totalCents <= 0) return { status: 'paid' };
    const { id: customerId, made } = await customer(draft.organizationId, customers);
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
    return {
      status: finalized.status === 'paid' ? 'paid' : 'open',
      providerRef: finalized.id,
      ...(made && { newCustomerRef: customerId }),
    };
  };
  return provider;
}
