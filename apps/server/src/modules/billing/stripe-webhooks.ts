import type Stripe from 'stripe';
import { z } from 'zod';
import { STRIPE_WEBHOOK_TOLERANCE_S } from '@fathom/contract';
import { invalid, notFoundMessage } from '../../lib/errors';
import type { UnitOfWork } from '../unit-of-work';

const PAID = new Set(['invoice.paid', 'invoice.payment_succeeded']);
const FAILED = new Set(['invoice.payment_failed']);

/** A Stripe object id or event type as Stripe writes them: letters, digits, _ . and -. */
const StripeName = z.string().regex(/^[A-Za-z0-9_.-]{1,255}$/);

/** The fields of a signed event that are stored: anything else in them is refused, not stored. */
const EventFields = z.object({
  id: StripeName,
  type: StripeName,
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
const InvoiceFields = z.object({
  id: StripeName,
  amount_paid: z.number().int().min(0).max(2_147_483_647),
});

function checked<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalid(`The Stripe event's ${what} is not one Stripe sends`);
  return parsed.data;
}

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
    work: UnitOfWork;
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
      const { id, type, data } = checked(EventFields, event, 'id, type or data');
      const settles = PAID.has(type) || FAILED.has(type);
      const invoiceFields = settles ? checked(InvoiceFields, data.object, 'invoice') : null;
      return deps.work.run(async ({ subscriptions: store }) => {
        if (!(await store.recordEvent(id, 'stripe', type)))
          return { received: true, duplicate: true };
        if (invoiceFields) {
          const invoice = event.data.object as Stripe.Invoice;
          const paid = PAID.has(type);
          const at = invoice.status_transitions?.paid_at ?? event.created;
          await store.settleInvoice(
            invoiceFields.id,
            paid ? 'paid' : 'failed',
            paid ? invoiceFields.amount_paid : 0,
            new Date(at * 1000),
          );
        }
        return { received: true, duplicate: false };
      });
    },
  };
}

export type StripeWebhooks = ReturnType<typeof createStripeWebhooks>;
