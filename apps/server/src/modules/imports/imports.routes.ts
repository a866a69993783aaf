import type { FastifyInstance } from 'fastify';
import { DATA_IMPORT_TYPES, dataImportEndpoints as e } from '@fathom/contract';
import { route, type Guards } from '../../http/route';
import { uploadRoute } from '../../http/uploads';
import type { ImportsService } from './imports.service';

export function registerImportsRoutes(
  app: FastifyInstance,
  guards: Guards,
  imports: ImportsService,
  /** The configured limit of an uploaded file (FATHOM_UPLOAD_MAX_BYTES). */
  uploadBytesMax: number,
): void {
  route(app, guards, e.listImports, ({ member, query }) => imports.list(member, query));

  // The file is the raw body, of the four content types only, through the upload gate; its
  // format is told from its content.
  uploadRoute(
    app,
    guards,
    e.uploadImport,
    { types: Object.values(DATA_IMPORT_TYPES), bytesMax: uploadBytesMax },
    ({ member, query }, file) =>
      imports.upload(member, {
        name: query.name,
        bytes: file.bytes,
        marketplace: query.marketplace,
      }),
  );

  route(app, guards, e.getImport, ({ dataImport }) => imports.summary(dataImport));

  route(app, guards, e.deleteImport, async ({ dataImport }) => {
    await imports.delete(dataImport);
    return { ok: true as const };
  });

  route(app, guards, e.getDataSources, async ({ member }) => ({
    fallback: await imports.fallback(member),
  }));

  route(app, guards, e.setDataSources, async ({ member, body }) => ({
    fallback: await imports.setFallback(member, body.fallback),
  }));
}
