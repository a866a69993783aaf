import type { FastifyInstance } from 'fastify';
import { savedFilterEndpoints as e } from '@fathom/contract';
import { route, type Guards } from '../../http/route';
import type { PipelineFiltersService } from './pipeline-filters.service';

export function registerPipelineFilterRoutes(
  app: FastifyInstance,
  guards: Guards,
  filters: PipelineFiltersService,
): void {
  route(app, guards, e.listSavedFilters, ({ member }) => filters.list(member));
  route(app, guards, e.createSavedFilter, ({ member, body }) => filters.create(member, body));
  route(app, guards, e.updateSavedFilter, ({ member, savedFilter, body }) =>
    filters.update(member, savedFilter, body),
  );
  route(app, guards, e.deleteSavedFilter, async ({ member, savedFilter }) => {
    await filters.remove(member, savedFilter);
    return { ok: true as const };
  });
}
