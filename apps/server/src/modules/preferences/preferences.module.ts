import type { Db } from '../../db/client';
import type { ServiceModule } from '../module';
import { createPreferencesRepository } from './preferences.repository';
import { registerPreferenceRoutes } from './preferences.routes';
import { createPreferencesService, type PreferencesService } from './preferences.service';

export function createPreferencesModule(db: Db): ServiceModule<PreferencesService> {
  const service = createPreferencesService(createPreferencesRepository(db));
  return { service, routes: (app, guards) => registerPreferenceRoutes(app, guards, service) };
}
