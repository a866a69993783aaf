import type { FastifyInstance } from 'fastify';
import { rankRadarAlertEndpoints as e } from '@fathom/contract';
import { route, type Guards } from '../../../http/route';
import type { AlertsService } from './alerts.service';

export function registerAlertRoutes(
  app: FastifyInstance,
  guards: Guards,
  alerts: AlertsService,
): void {
  route(app, guards, e.alertRules, ({ member, params }) => alerts.rules(member, params.krtId));
  route(app, guards, e.createAlertRule, ({ member, params, body }) =>
    alerts.create(member, params.krtId, body),
  );
  route(app, guards, e.updateAlertRule, ({ member, params, body }) =>
    alerts.update(member, params.krtId, params.ruleId, body),
  );
  route(app, guards, e.deleteAlertRule, ({ member, params }) =>
    alerts.remove(member, params.krtId, params.ruleId),
  );
  route(app, guards, e.alerts, ({ member, params, query }) =>
    alerts.alerts(member, params.krtId, query.page),
  );
  route(app, guards, e.readAlerts, ({ member, params, body }) =>
    alerts.markRead(member, params.krtId, body.ids),
  );
}
