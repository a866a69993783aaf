import type { FastifyInstance } from 'fastify';
import { nichePageEndpoints as e } from '@fathom/contract';
import { route, type Guards } from '../../http/route';
import type { NichePagesService } from './niche-pages.service';

export function registerNichePageRoutes(
  app: FastifyInstance,
  guards: Guards,
  pages: NichePagesService,
): void {
  route(app, guards, e.overview, ({ member, niche }) => pages.overview(member, niche));
  route(app, guards, e.deepDive, ({ member, niche }) => pages.deepDive(member, niche));
  route(app, guards, e.deepDiveCompetitor, ({ member, niche, params, query }) =>
    pages.competitor(member, niche, params.asin, query.days),
  );
}
