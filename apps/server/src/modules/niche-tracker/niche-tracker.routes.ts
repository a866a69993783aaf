import type { FastifyInstance } from 'fastify';
import { nicheTrackerEndpoints as e } from '@fathom/contract';
import { route, type Guards } from '../../http/route';
import type { NicheTrackerService } from './niche-tracker.service';

export function registerNicheTrackerRoutes(
  app: FastifyInstance,
  guards: Guards,
  tracker: NicheTrackerService,
): void {
  route(app, guards, e.nicheTracking, ({ niche, query }) => tracker.tracking(niche, query));
  route(app, guards, e.researchAsins, ({ niche }) => tracker.researchAsins(niche));
}
