import type { FastifyInstance } from 'fastify';
import { billingEndpoints as e } from '@fathom/contract';
import { route, type Guards } from '../../http/route';
import type { BillingService } from './billing.service';
import { invoicePdf } from './invoice-pdf';

export function registerBillingRoutes(
  app: FastifyInstance,
  guards: Guards,
  billing: BillingService,
): void {
  route(app, guards, e.tiers, () => billing.tiers());
  route(app, guards, e.subscription, ({ member }) => billing.subscription(member.organizationId));
  route(app, guards, e.quotas, ({ member, query }) =>
    billing.quotas(member.organizationId, query.features),
  );
  route(app, guards, e.previewInvoice, ({ member, body }) =>
    billing.plans.preview(member.organizationId, body),
  );
  route(app, guards, e.eligibility, ({ member, body }) =>
    billing.plans.eligibility(member.organizationId, body),
  );
  route(app, guards, e.changeSubscription, ({ member, body }) =>
    billing.plans.change(member.organizationId, body),
  );
  route(app, guards, e.invoices, ({ member }) => billing.plans.invoices(member.organizationId));
  route(app, guards, e.invoicePdf, async ({ member, params, reply }) => {
    const invoice = await billing.plans.invoice(member.organizationId, params.invoiceId);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${invoice.number}.pdf"`)
      .send(await invoicePdf(invoice));
  });
}
