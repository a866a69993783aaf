import type { FastifyInstance } from 'fastify';
import { diveEndpoints as e } from '@fathom/contract';
import { route, type Guards } from '../../http/route';
import type { NichesService } from './niches.service';

export function registerNicheRoutes(
  app: FastifyInstance,
  guards: Guards,
  niches: NichesService,
): void {
  route(app, guards, e.listNiches, 'member', ({ member }) => niches.list(member));
  route(app, guards, e.niche, 'user', ({ user, params }) => niches.get(user.id, params.nicheId));
  route(app, guards, e.competitors, 'user', ({ user, params }) =>
    niches.competitors(user.id, params.nicheId),
  );
  route(app, guards, e.researches, 'user', ({ user, params }) =>
    niches.researches(user.id, params.nicheId),
  );
  route(app, guards, e.exclusions, 'user', ({ user, params }) =>
    niches.exclusions(user.id, params.nicheId),
  );
  route(app, guards, e.keywords, 'user', ({ user, params, query }) =>
    niches.keywords(user.id, params.nicheId, query.list),
  );
}
