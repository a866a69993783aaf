import type { FastifyInstance } from 'fastify';
import { rankRadarVariationEndpoints as e } from '@fathom/contract';
import { route, type Guards } from '../../http/route';
import type { VariationService } from './variations.service';

export function registerVariationRoutes(
  app: FastifyInstance,
  guards: Guards,
  variations: VariationService,
): void {
  route(app, guards, e.rankPerVariation, ({ member, tracker, body }) =>
    variations.rankPerVariation(member, tracker, body),
  );
}
