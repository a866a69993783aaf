import type { FastifyInstance } from 'fastify';
import { scheduleEndpoints as e } from '@fathom/contract';
import { route, type Guards } from '../../http/route';
import type { SchedulesService } from './schedules.service';

export function registerScheduleRoutes(
  app: FastifyInstance,
  guards: Guards,
  schedules: SchedulesService,
): void {
  route(app, guards, e.schedule, 'user', ({ user, params }) =>
    schedules.get(user.id, params.nicheId),
  );
  route(app, guards, e.saveSchedule, 'user', ({ user, params, body }) =>
    schedules.save(user.id, params.nicheId, body),
  );
  route(app, guards, e.cancelSchedule, 'user', async ({ user, params }) => {
    await schedules.cancel(user.id, params.nicheId);
    return { ok: true as const };
  });
}
