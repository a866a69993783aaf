/**
 * The importers: files sellers already have, read into typed records. Tabular files (CSV rows or
 * a workbook's first sheet) through `openTabularImport`, JSON report documents through
 * `openJsonImport`.
 */
export type * from './types';
export { UnknownImportFormat } from './types';
export { openTabularImport, TABULAR_FORMATS } from './tabular';
export type { ImportOptions, TabularImportReader } from './tabular';
export { openJsonImport } from './json/open-json';
export { PROBLEMS_KEPT_MAX } from './core/problems';
