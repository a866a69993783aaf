import type { FastifyInstance } from 'fastify';
import { rankRadarBsrEndpoints as e } from '@fathom/contract';
import { route, type Guards } from '../../http/route';
import type { BsrService } from './bsr.service';

export function registerBsrRoutes(app: FastifyInstance, guards: Guards, bsr: BsrService): void {
  route(app, guards, e.bsr, ({ member, tracker, query }) => bsr.chart(member, tracker, query));
  route(app, guards, e.bsrChartSettings, ({ member, tracker, body }) =>
    bsr.saveSettings(member, tracker, body),
  );
}
