import type { FastifyInstance } from 'fastify';
import { preferenceEndpoints as e } from '@fathom/contract';
import { route, type Guards } from '../../http/route';
import type { PreferencesService } from './preferences.service';

export function registerPreferenceRoutes(
  app: FastifyInstance,
  guards: Guards,
  preferences: PreferencesService,
): void {
  route(app, guards, e.preferences, ({ user }) => preferences.all(user.id));
  route(app, guards, e.savePreference, async ({ user, params, body }) => {
    await preferences.save(user.id, params.key, body);
    return { ok: true as const };
  });
}
