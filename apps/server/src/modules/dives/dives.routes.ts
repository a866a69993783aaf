import type { FastifyInstance } from 'fastify';
import { diveEndpoints as e } from '@fathom/contract';
import { route, type Guards } from '../../http/route';
import type { DivesService } from './dives.service';

export function registerDiveRoutes(
  app: FastifyInstance,
  guards: Guards,
  dives: DivesService,
): void {
  route(app, guards, e.startDive, ({ member, user, body }) =>
    dives.start(member.organizationId, user.id, body),
  );
  route(app, guards, e.diveStatus, ({ member, params }) =>
    dives.status(member.organizationId, params.sndId),
  );
  route(app, guards, e.cancelDive, async ({ member, user, params }) => {
    await dives.cancel(member.organizationId, user.id, params.sndId);
    return dives.status(member.organizationId, params.sndId);
  });
}
