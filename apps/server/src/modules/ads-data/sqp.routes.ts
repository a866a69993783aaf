import type { FastifyInstance } from 'fastify';
import { sqpEndpoints as e } from '@fathom/contract';
import { route, type Guards } from '../../http/route';
import type { SqpReadService } from './sqp.service';

export function registerSqpRoutes(app: FastifyInstance, guards: Guards, sqp: SqpReadService): void {
  route(app, guards, e.sqpData, ({ member, params, body }) => sqp.data(member, params.krtId, body));
  route(app, guards, e.sqpCoverage, ({ member, params, query }) =>
    sqp.coverage(member, params.krtId, query),
  );
}
