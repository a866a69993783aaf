import type { FastifyInstance } from 'fastify';
import { rankRadarReportEndpoints as e } from '@fathom/contract';
import { route, type Guards } from '../../http/route';
import type { ReportsService } from './reports.service';

export function registerReportRoutes(
  app: FastifyInstance,
  guards: Guards,
  reports: ReportsService,
): void {
  route(app, guards, e.dailySummary, ({ member, tracker, params }) =>
    reports.dailySummary(member, tracker, params.date),
  );
  route(app, guards, e.searchVolumeHistory, ({ member, tracker, params, query }) =>
    reports.searchVolumeHistory(member, tracker, params.keywordId, query.days),
  );
  route(app, guards, e.rankIssue, ({ member, tracker }) => reports.rankIssue(member, tracker));
}
