import type { Db } from '../../db/client';
import type { ServiceModule } from '../module';
import { createApiKeysRepository } from './api-keys.repository';
import { registerApiKeyRoutes } from './api-keys.routes';
import { createApiKeysService, type ApiKeysService } from './api-keys.service';

export function createApiKeysModule(
  db: Db,
  options?: Parameters<typeof createApiKeysService>[1],
): ServiceModule<ApiKeysService> {
  const service = createApiKeysService(createApiKeysRepository(db), options);
  return { service, routes: (app, guards) => registerApiKeyRoutes(app, guards, service) };
}
