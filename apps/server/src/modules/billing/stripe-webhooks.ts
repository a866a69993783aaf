import type Stripe from 'stripe';
import { STRIPE_WEBHOOK_TOLERANCE_S } from '@fathom/contract';
import { invalid, notFoundMessage } from '../../lib/errors';
import type { SubscriptionsTransaction } from './subscription-changes.service';

const PAID = new Set(['invoice.paid', 'invoice.payment_succeeded']);
const FAILED = new Set(['invoice.payment_failed']);

/**
 * Stripe's webhooks: the event is trusted only when its Stripe-Signature (`t=...,v1=...`, an
 * HMAC-SHA256 of `t.body` with the endpoint's secret) matches and its time is within five
 * minutes of now, before or after (Stripe's SDK checks only the age).
 * Each event id is recorded in the transaction that applies it, so a second delivery, even one
 * arriving at the same moment, changes nothing.
 */
export function createStripeWebhooks(
  deps: {
    client: () => Promise<Stripe>;
    webhookSecret: string;
    transaction: SubscriptionsTransaction;
  } | null,
) {
  return {
    async handle(
      payload: string,
      signature: string | string[] | undefined,
    ): Promise<{ received: true; duplicate: boolean }> {
      if (!deps) throw notFoundMessage('Stripe billing is not configured on this server');
      if (typeof signature !== 'string' || !signature)
        throw invalid('The Stripe-Signature header is missing');
      const client = await deps.client();
      let event: Stripe.Event;
      try {
        event = client.webhooks.constructEvent(
          payload,
          signature,
          deps.webhookSecret,
          STRIPE_WEBHOOK_TOLERANCE_S,
        );
      } catch {
        throw invalid('The Stripe-Signature header does not match this event');
      }
      const signedAt = Number(/(?:^|,)\s*t=(\d+)/.exec(signature)?.[1]);
      if (!(signedAt <= Date.now() / 1000 + STRIPE_WEBHOOK_TOLERANCE_S))
        throw invalid("The Stripe-Signature header is dated ahead of this server's clock");
      return deps.transaction(async (store) => {
        if (!(await store.recordEvent(event.id, 'stripe', event.type)))
          return { received: true, duplicate: true };
        if (PAID.has(event.type) || FAILED.has(event.type)) {
          const invoice = event.data.object as Stripe.Invoice;
          const paid = PAID.has(event.type);
          const at = invoice.status_transitions?.paid_at ?? event.created;
          await store.settleInvoice(
            invoice.id,
            paid ? 'paid' : 'failed',
            paid ? invoice.amount_paid : 0,
            new Date(at * 1000),
          );
        }
        return { received: true, duplicate: false };
      });
    },
  };
}

export type StripeWebhooks = ReturnType<typeof createStripeWebhooks>;
