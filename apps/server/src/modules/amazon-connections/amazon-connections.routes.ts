import type { FastifyInstance } from 'fastify';
import { amazonConnectionEndpoints as e, Id, may } from '@fathom/contract';
import { z } from 'zod';
import { route, type Guards } from '../../http/route';
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
  route(app, guards, e.startAmazonSignIn, ({ member, body }) =>
    Promise.resolve(lwa.start(member, body.kind, body.marketplace)),
  );
  route(app, guards, e.amazonCallback, async ({ user, query, reply }) =>
    reply.redirect(
      await lwa.finish(user.id, query, (userId, orgId) => guards.membership(userId, orgId)),
    ),
  );
  route(app, guards, e.disconnectAmazon, ({ member, params }) =>
    service.disconnect(member, params.connectionId),
  );
  route(app, guards, e.ppcPrerequisite, ({ member, params }) =>
    service.ppcPrerequisite(member, params.krtId),
  );
}

const DevErrorParams = z.object({ orgId: Id, connectionId: Id });
const DevErrorBody = z.object({ message: z.string().min(1).max(500) }).strict();

/**
 * Demo mode only: puts a simulated connection in CONNECTION_ERROR, so that demos and browser
 * tests can show the connection error states. Managers of the organization only.
 */
export function registerDevConnectionErrorRoute(
  app: FastifyInstance,
  guards: Guards,
  service: AmazonConnectionsService,
): void {
  app.post(
    '/dev/orgs/:orgId/amazon-connections/:connectionId/error',
    { schema: { hide: true } },
    async (request, reply) => {
      const params = DevErrorParams.safeParse(request.params);
      const body = DevErrorBody.safeParse(request.body);
      if (!params.success || !body.success) return reply.code(400).send({ message: 'Bad request' });
      const user = await guards.currentUser(request);
      if (!user) return reply.code(401).send({ message: 'Please sign in' });
      const member = await guards.membership(user.id, params.data.orgId);
      if (!member) return reply.code(404).send({ message: 'Organization not found' });
      if (!may(member.role, 'amazonConnections.manage'))
        return reply.code(403).send({ message: 'You do not have permission to do this' });
      try {
        await service.simulateError(member, params.data.connectionId, body.data.message);
      } catch {
        return reply.code(404).send({ message: 'Amazon connection not found' });
      }
      return { ok: true };
    },
  );
}
