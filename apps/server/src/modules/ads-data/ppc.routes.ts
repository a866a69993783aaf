import type { FastifyInstance } from 'fastify';
import { adDataPpcEndpoints as e } from '@fathom/contract';
import { route, type Guards } from '../../http/route';
import type { PpcService } from './ppc.service';

export function registerPpcRoutes(app: FastifyInstance, guards: Guards, ppc: PpcService): void {
  route(app, guards, e.adData, ({ tracker, body }) => ppc.adData(tracker, body));
}
