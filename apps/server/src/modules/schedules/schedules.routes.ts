import type { FastifyInstance } from 'fastify';
import { scheduleEndpoints as e } from '@fathom/contract';
import { route, type Guards } from '../../http/route';
import type { SchedulesService } from './schedules.service';

export function registerScheduleRoutes(
  app: FastifyInstance,
  guards: Guards,
  schedules: SchedulesService,
): void {
  route(app, guards, e.schedule, ({ member, niche }) => schedules.get(member, niche));
  route(app, guards, e.saveSchedule, ({ member, niche, body }) =>
    schedules.save(member, niche, body),
  );
  route(app, guards, e.cancelSchedule, async ({ member, niche }) => {
    await schedules.cancel(member, niche);
    return { ok: true as const };
  });
}
