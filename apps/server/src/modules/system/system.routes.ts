import type { FastifyInstance } from 'fastify';
import { sessionEndpoints as e, type PublicConfig } from '@fathom/contract';
import { route, type Guards } from '../../http/route';
import type { OrgsService } from '../orgs/orgs.service';
import type { SystemService } from './system.service';

export function registerSystemRoutes(
  app: FastifyInstance,
  guards: Guards,
  deps: { system: SystemService; orgs: OrgsService; publicConfig: PublicConfig },
): void {
  route(app, guards, e.health, async ({ reply }) => {
    const health = await deps.system.health();
    if (health.status !== 'ok') reply.status(503);
    return health;
  });
  route(app, guards, e.config, () => Promise.resolve(deps.publicConfig));
  // A key sees only its own organization.
  route(app, guards, e.me, async ({ user, key }) => ({
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      internal: await deps.orgs.isInternal(user.id),
    },
    organizations: (await deps.orgs.organizationsOf(user.id)).filter(
      (org) => !key || org.id === key.organizationId,
    ),
  }));
}
