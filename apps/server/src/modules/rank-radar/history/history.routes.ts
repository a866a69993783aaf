import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { RANK_HISTORY_IMPORT_TYPES, rankRadarHistoryEndpoints as e } from '@fathom/contract';
import { route, type Guards } from '../../../http/route';
import { uploadRoute } from '../../../http/uploads';
import type { HistoryService } from './history.service';

const EXPORT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export function registerHistoryRoutes(
  app: FastifyInstance,
  guards: Guards,
  history: HistoryService,
  /** The configured limit of an uploaded file (FATHOM_UPLOAD_MAX_BYTES). */
  uploadBytesMax: number,
): void {
  // Streamed: days are written as they are read, whatever the length of the history.
  route(app, guards, e.exportHistory, async ({ tracker, query, reply, request }) => {
    const file = history.exportFileName(tracker, query.format);
    const out = new PassThrough();
    history.export(tracker, query.format, out).catch((error: unknown) => {
      request.log.error({ err: error }, 'rank history export failed');
      out.destroy(error as Error);
    });
    await reply
      .type(EXPORT_TYPES[query.format])
      .header('content-disposition', `attachment; filename="${file}"`)
      .send(out);
    return reply;
  });

  // An imported file is the raw body, of its two content types only, through the upload gate.
  uploadRoute(
    app,
    guards,
    e.importHistory,
    { types: Object.values(RANK_HISTORY_IMPORT_TYPES), bytesMax: uploadBytesMax },
    ({ member, tracker }, file) => {
      const format = file.type === RANK_HISTORY_IMPORT_TYPES.xlsx ? 'xlsx' : 'csv';
      return history.import(member, tracker, format, file.bytes);
    },
  );
}
