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
}
