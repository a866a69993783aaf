import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import {
  RANK_HISTORY_IMPORT_LIMITS,
  RANK_HISTORY_IMPORT_TYPES,
  rankRadarHistoryEndpoints as e,
} from '@fathom/contract';
import { route, type Guards } from '../../../http/route';
import type { HistoryService } from './history.service';

const EXPORT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export function registerHistoryRoutes(
  app: FastifyInstance,
  guards: Guards,
  history: HistoryService,
): void {
  // Streamed: days are written as they are read, whatever the length of the history.
  route(app, guards, e.exportHistory, async ({ member, params, query, reply, request }) => {
    const file = await history.exportFileName(member, params.krtId, query.format);
    const out = new PassThrough();
    history.export(params.krtId, query.format, out).catch((error: unknown) => {
      request.log.error({ err: error }, 'rank history export failed');
      out.destroy(error as Error);
    });
    await reply
      .type(EXPORT_TYPES[query.format])
      .header('content-disposition', `attachment; filename="${file}"`)
      .send(out);
    return reply;
  });

  // An imported file is the raw body, read as bytes for its two content types only (else 415).
  void app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      Object.values(RANK_HISTORY_IMPORT_TYPES),
      { parseAs: 'buffer', bodyLimit: RANK_HISTORY_IMPORT_LIMITS.fileBytesMax },
      (_request, body, parsed) => parsed(null, body),
    );
    route(scope, guards, e.importHistory, ({ member, params, request }) => {
      const xlsx = request.headers['content-type']?.startsWith(RANK_HISTORY_IMPORT_TYPES.xlsx);
      const file = (request.body as Buffer | undefined) ?? Buffer.alloc(0);
      return history.import(member, params.krtId, xlsx ? 'xlsx' : 'csv', file);
    });
    done();
  });
}
