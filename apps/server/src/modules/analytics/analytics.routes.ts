import type { FastifyInstance } from 'fastify';
import { analyticsEndpoints as e } from '@fathom/contract';
import { route, type Guards } from '../../http/route';
import type { AnalyticsService } from './analytics.service';

export function registerAnalyticsRoutes(
  app: FastifyInstance,
  guards: Guards,
  analytics: AnalyticsService,
): void {
  route(app, guards, e.recordEvents, async ({ user, body }) => ({
    accepted: await analytics.record(user.id, body.events),
  }));
  route(app, guards, e.experiments, ({ user }) => analytics.assignments(user.id));
  // Events show what people did: the export is for those who manage the team.
  route(app, guards, e.exportEvents, async ({ member, query, reply }) => {
    const csv = await analytics.exportCsv(member.organizationId, query.from, query.to);
    reply
      .type('text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="fathom-events-${member.organizationId}.csv"`,
      );
    return csv;
  });
}
