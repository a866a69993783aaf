import type { FastifyInstance } from 'fastify';
import { rankRadarReportEndpoints as e } from '@fathom/contract';
import { route, type Guards } from '../../http/route';
import type { ReportsService } from './reports.service';

export function registerReportRoutes(
  app: FastifyInstance,
  guards: Guards,
  reports: ReportsService,
): void {
  route(app, guards, e.dailySummary, ({ member, params }) =>
    reports.dailySummary(member, params.krtId, params.date),
  );
  route(app, guards, e.searchVolumeHistory, ({ member, params, query }) =>
    reports.searchVolumeHistory(member, params.krtId, params.keywordId, query.days),
  );
  route(app, guards, e.rankIssue, ({ member, params }) => reports.rankIssue(member, params.krtId));
}
