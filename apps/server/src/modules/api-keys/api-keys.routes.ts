import type { FastifyInstance } from 'fastify';
import { apiKeyEndpoints as e } from '@fathom/contract';
import { route, type Guards } from '../../http/route';
import type { ApiKeysService } from './api-keys.service';

export function registerApiKeyRoutes(
  app: FastifyInstance,
  guards: Guards,
  keys: ApiKeysService,
): void {
  route(app, guards, e.listApiKeys, ({ member }) => keys.list(member));
  route(app, guards, e.createApiKey, ({ member, body }) => keys.create(member, body));
  route(app, guards, e.revokeApiKey, async ({ apiKey }) => {
    await keys.revoke(apiKey);
    return { ok: true as const };
  });
}
