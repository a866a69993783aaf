import type { FastifyInstance } from 'fastify';
import { scorecardEndpoints as e } from '@fathom/contract';
import { route, type Guards } from '../../http/route';
import type { ScorecardService } from './scorecard.service';

export function registerScorecardRoutes(
  app: FastifyInstance,
  guards: Guards,
  scorecard: ScorecardService,
): void {
  route(app, guards, e.scorecard, ({ niche }) => scorecard.get(niche));
  route(app, guards, e.saveScorecard, ({ niche, user, body }) =>
    scorecard.save(niche, user.id, body),
  );
}
