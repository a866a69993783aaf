import type { FastifyInstance } from 'fastify';
import { amazonConnectionEndpoints as e, Id, may } from '@fathom/contract';
import { z } from 'zod';
import { route, type Guards } from '../../http/route';
import { forbidden, invalid, notFound, unauthorized } from '../../lib/errors';
import type { Membership } from '../../lib/identity';
import type { AmazonConnectionsService } from './amazon-connections.service';
import type { LwaService } from './lwa.service';

export function registerAmazonConnectionRoutes(
  app: FastifyInstance,
  guards: Guards,
  service: AmazonConnectionsService,
  lwa: LwaService,
): void {
  route(app, guards, e.amazonConnections, ({ member }) => service.list(member));
  route(app, guards, e.connectAmazon, ({ member, body }) =>
    service.connectSimulated(member, body.kind, body.marketplace),
  );
  route(app, guards, e.startAmazonSignIn, async ({ member, body }) => {
    await service.requireConnectable(member, body.kind, body.marketplace);
    return lwa.start(member, body.kind, body.marketplace);
  });
  route(app, guards, e.amazonCallback, async ({ user, query, reply }) =>
    reply.redirect(
      user
        ? await lwa.finish(user.id, query, (userId, orgId) => guards.membership(userId, orgId))
        : lwa.signedOut(),
    ),
  );
  route(app, guards, e.disconnectAmazon, ({ member, params }) =>
    service.disconnect(member, params.connectionId),
  );
  route(app, guards, e.ppcPrerequisite, ({ member, tracker }) =>
    service.ppcPrerequisite(member, tracker),
  );
}

const DevParams = z.object({ orgId: Id, connectionId: Id });
const DevErrorBody = z.object({ message: z.string().min(1).max(500) }).strict();
const DevAgeBody = z.object({ days: z.number().int().min(1).max(365) }).strict();

/**
 * A demo-mode switch on one of the organization's connections: managers of the organization
 * only; 400 on a bad request, 404 for a connection the organization does not have.
 */
function devConnectionRoute<B>(
  app: FastifyInstance,
  guards: Guards,
  action: string,
  bodySchema: z.ZodType<B>,
  apply: (member: Membership, connectionId: number, body: B) => Promise<void>,
): void {
  app.post(
    `/dev/orgs/:orgId/amazon-connections/:connectionId/${action}`,
    { schema: { hide: true } },
    async (request) => {
      const params = DevParams.safeParse(request.params);
      const body = bodySchema.safeParse(request.body);
      if (!params.success || !body.success) throw invalid('Bad request');
      const user = await guards.currentUser(request);
      if (!user) throw unauthorized();
      const member = await guards.membership(user.id, params.data.orgId);
      if (!member) throw notFound('Organization');
      if (!may(member.role, 'amazonConnections.manage')) throw forbidden();
      // A connection the organization does not have is a not-found error too.
      await apply(member, params.data.connectionId, body.data);
      return { ok: true };
    },
  );
}

/**
 * Demo mode only, so that demos and browser tests can show every PPC and SQP state: `error` puts
 * a simulated connection in CONNECTION_ERROR; `age` moves it `days` back in time (made and last
 * imported then), so its reports are no longer awaited.
 */
export function registerDevConnectionRoutes(
  app: FastifyInstance,
  guards: Guards,
  service: AmazonConnectionsService,
): void {
  devConnectionRoute(app, guards, 'error', DevErrorBody, (member, id, body) =>
    service.simulateError(member, id, body.message),
  );
  devConnectionRoute(app, guards, 'age', DevAgeBody, (member, id, body) =>
    service.simulateAge(member, id, body.days),
  );
}
