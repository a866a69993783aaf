import type { FastifyInstance } from 'fastify';
import { billingEndpoints as e } from '@fathom/contract';
import { route, type Guards } from '../../http/route';
import type { BillingService } from './billing.service';

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
}
