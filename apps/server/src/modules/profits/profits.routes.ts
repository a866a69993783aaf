import type { FastifyInstance } from 'fastify';
import { profitEndpoints as e } from '@fathom/contract';
import { route, type Guards } from '../../http/route';
import type { ProfitsService } from './profits.service';

export function registerProfitRoutes(
  app: FastifyInstance,
  guards: Guards,
  profits: ProfitsService,
): void {
  route(app, guards, e.nicheProfits, ({ niche }) => profits.get(niche));
  route(app, guards, e.saveNicheProfits, ({ niche, user, body }) =>
    profits.save(niche, user.id, body),
  );
}
