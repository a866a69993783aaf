import type { FastifyInstance } from 'fastify';
import { connectionEndpoints as e } from '@fathom/contract';
import { route, type Guards } from '../../http/route';
import type { ConnectionsService } from './connections.service';

export function registerConnectionRoutes(
  app: FastifyInstance,
  guards: Guards,
  connections: ConnectionsService,
): void {
  route(app, guards, e.listConnections, ({ member }) => connections.list(member.organizationId));
  route(app, guards, e.connectionCode, ({ member }) =>
    Promise.resolve(connections.code(member.organizationId)),
  );
  route(app, guards, e.requestConnection, ({ member, body }) =>
    connections.request(member, body.code),
  );
  route(app, guards, e.acceptConnection, ({ member, params }) =>
    connections.accept(member.organizationId, params.connectionId),
  );
  route(app, guards, e.removeConnection, async ({ member, params }) => {
    await connections.remove(member.organizationId, params.connectionId);
    return { ok: true } as const;
  });
  route(app, guards, e.connectedOrganizations, ({ member }) =>
    connections.connectedOrganizations(member.organizationId),
  );
  route(app, guards, e.targetSpaces, ({ member, params }) =>
    connections.targetSpaces(member.organizationId, params.targetOrgId),
  );
  route(app, guards, e.shareNiches, ({ member, body }) => connections.share(member, body));
  route(app, guards, e.unshareNiches, ({ member, body }) => connections.unshare(member, body));
  route(app, guards, e.transferNiches, ({ member, body }) => connections.transfer(member, body));
}
