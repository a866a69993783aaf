import type { FastifyInstance } from 'fastify';
import { billingEndpoints as e, STRIPE_WEBHOOK_MAX_BYTES } from '@fathom/contract';
import { route, type Guards } from '../../http/route';
import type { BillingService } from './billing.service';
import { invoicePdf } from './invoice-pdf';
import type { StripeWebhooks } from './stripe-webhooks';

export function registerBillingRoutes(
  app: FastifyInstance,
  guards: Guards,
  billing: BillingService,
  webhooks: StripeWebhooks,
  mayHaveEarlyBird: (userId: string) => Promise<boolean>,
): void {
  /**
   * Early-bird prices are asked for with `earlyBird` and given to internal users only, or to
   * anyone outside production (`mayHaveEarlyBird` says which).
   */
  const who = async (userId: string, body: { earlyBird: boolean }) => ({
    internal: body.earlyBird && (await mayHaveEarlyBird(userId)),
  });
  // Stripe signs the body's exact bytes: this route reads it as text, whatever its content type.
  void app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: STRIPE_WEBHOOK_MAX_BYTES + 1 },
      (_request, body, done) => done(null, body),
    );
    route(scope, guards, e.stripeWebhook, ({ body, request }) =>
      webhooks.handle(body, request.headers['stripe-signature']),
    );
    done();
  });
  route(app, guards, e.tiers, () => billing.tiers());
  route(app, guards, e.subscription, ({ member }) => billing.subscription(member.organizationId));
  route(app, guards, e.quotas, ({ member, query }) =>
    billing.quotas(member.organizationId, query.features),
  );
  route(app, guards, e.previewInvoice, async ({ member, user, body }) =>
    billing.plans.preview(member.organizationId, body, await who(user.id, body)),
  );
  route(app, guards, e.eligibility, async ({ member, user, body }) =>
    billing.plans.eligibility(member.organizationId, body, await who(user.id, body)),
  );
  route(app, guards, e.changeSubscription, async ({ member, user, body }) =>
    billing.plans.change(member.organizationId, body, await who(user.id, body)),
  );
  route(app, guards, e.cancelPendingChange, async ({ member }) => {
    await billing.plans.cancelPendingChange(member.organizationId);
    return billing.subscription(member.organizationId);
  });
  route(app, guards, e.invoices, ({ member }) => billing.plans.invoices(member.organizationId));
  route(app, guards, e.invoicePdf, async ({ invoice, reply }) =>
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${invoice.number}.pdf"`)
      .send(await invoicePdf(invoice)),
  );
}
