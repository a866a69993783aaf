import type { Db } from '../../db/client';
import type { ServiceModule } from '../module';
import type { UnitOfWork } from '../unit-of-work';
import { createImportedDataRepository } from './imported-data.repository';
import { createImportsRepository, type ImportsRepository } from './imports.repository';
import { registerImportsRoutes } from './imports.routes';
import { createImportsService, type ImportsService } from './imports.service';
import type { ImportParsers } from './parsers';

declare module '../unit-of-work' {
  interface Repositories {
    /** Data imports and the facts each added. */
    dataImports: ImportsRepository;
  }
}

/** Files of market data an organization imported, and the data the imported provider reads. */
export function createImportsModule(deps: {
  db: Db;
  work: UnitOfWork;
  parsers: ImportParsers;
  /** Bytes of an uploaded file (FATHOM_UPLOAD_MAX_BYTES). */
  uploadBytesMax: number;
}): ServiceModule<ImportsService> {
  const service = createImportsService({
    repo: createImportsRepository(deps.db),
    work: deps.work,
    parsers: deps.parsers,
  });
  return {
    service,
    routes: (app, guards) => registerImportsRoutes(app, guards, service, deps.uploadBytesMax),
    repositories: (tx) => ({ dataImports: createImportsRepository(tx) }),
  };
}

/** The organizations' imported facts, as the imported-data provider reads them. */
export const createImportedData = createImportedDataRepository;
