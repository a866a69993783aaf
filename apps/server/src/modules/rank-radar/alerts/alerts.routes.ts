import type { FastifyInstance } from 'fastify';
import { rankRadarAlertEndpoints as e } from '@fathom/contract';
import { route, type Guards } from '../../../http/route';
import type { AlertsService } from './alerts.service';

export function registerAlertRoutes(
  app: FastifyInstance,
  guards: Guards,
  alerts: AlertsService,
): void {
  route(app, guards, e.alertRules, ({ tracker }) => alerts.rules(tracker));
  route(app, guards, e.createAlertRule, ({ member, tracker, body }) =>
    alerts.create(member, tracker, body),
  );
  route(app, guards, e.updateAlertRule, ({ tracker, alertRule, body }) =>
    alerts.update(tracker, alertRule, body),
  );
  route(app, guards, e.deleteAlertRule, ({ tracker, alertRule }) =>
    alerts.remove(tracker, alertRule),
  );
  route(app, guards, e.alerts, ({ tracker, query }) => alerts.alerts(tracker, query.page));
  route(app, guards, e.readAlerts, ({ tracker, body }) => alerts.markRead(tracker, body.ids));
}
