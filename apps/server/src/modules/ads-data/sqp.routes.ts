import type { FastifyInstance } from 'fastify';
import { sqpEndpoints as e } from '@fathom/contract';
import { route, type Guards } from '../../http/route';
import type { SqpReadService } from './sqp.service';

export function registerSqpRoutes(app: FastifyInstance, guards: Guards, sqp: SqpReadService): void {
  route(app, guards, e.sqpData, ({ member, tracker, body }) => sqp.data(member, tracker, body));
  route(app, guards, e.sqpCoverage, ({ member, tracker, query }) =>
    sqp.coverage(member, tracker, query),
  );
}
