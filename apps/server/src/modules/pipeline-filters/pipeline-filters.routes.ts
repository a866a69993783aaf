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
  route(app, guards, e.updateSavedFilter, ({ member, params, body }) =>
    filters.update(member, params.filterId, body),
  );
  route(app, guards, e.deleteSavedFilter, async ({ member, params }) => {
    await filters.remove(member, params.filterId);
    return { ok: true as const };
  });
}
