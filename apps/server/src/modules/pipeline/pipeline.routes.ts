import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { pipelineEndpoints as e } from '@fathom/contract';
import { route, type Guards } from '../../http/route';
import type { PipelineService } from './pipeline.service';

const EXPORT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export function registerPipelineRoutes(
  app: FastifyInstance,
  guards: Guards,
  pipeline: PipelineService,
): void {
  // The database builds the page's JSON: it is sent as it is.
  route(app, guards, e.pipeline, async ({ member, body, reply }) =>
    reply.type('application/json; charset=utf-8').send(await pipeline.pageJson(member, body)),
  );
  route(app, guards, e.pipelineIds, ({ member, body }) => pipeline.matchingIds(member, body));
  route(app, guards, e.pipelineAsins, ({ member, body }) =>
    pipeline.heroAsins(member, body.selection),
  );
  route(app, guards, e.pipelineTags, ({ member }) => pipeline.tags(member));
  // Streamed: rows are written as they are read, whatever the number of niches.
  route(app, guards, e.exportPipeline, async ({ member, body, query, reply, request }) => {
    const out = new PassThrough();
    pipeline.export(member, body, query.format, out).catch((error: unknown) => {
      request.log.error({ err: error }, 'pipeline export failed');
      out.destroy(error as Error);
    });
    const file = pipeline.exportFileName(query.format);
    await reply
      .type(EXPORT_TYPES[query.format])
      .header('content-disposition', `attachment; filename="${file}"`)
      .send(out);
    return reply;
  });
}
