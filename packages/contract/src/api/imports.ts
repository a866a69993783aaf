import { z } from 'zod';
import { MARKETPLACE_TLDS } from '../marketplaces';
import { userText } from './bounds';
import { defineEndpoint, IdParam, Ok } from './endpoint';
import { OrgParams } from './orgs';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from './uploads';

/**
 * Data imports (/settings/data-imports): files a seller already has (Helium 10 exports, Brand
 * Analytics and Amazon Ads reports, saved Amazon pages), read by packages/market's importers and
 * stored per organization, each import removable with exactly what it added.
 */

/** The content types a file is sent as, the raw request body; its format is told from its content. */
export const DATA_IMPORT_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  json: 'application/json',
  html: 'text/html',
} as const;
export type DataImportFileType = keyof typeof DATA_IMPORT_TYPES;

/** The content type a file is sent as, from its name (the server reads its content either way). */
export function dataImportType(fileName: string): string {
  const ext = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  if (ext === 'xlsx') return DATA_IMPORT_TYPES.xlsx;
  if (ext === 'json') return DATA_IMPORT_TYPES.json;
  if (ext === 'html' || ext === 'htm') return DATA_IMPORT_TYPES.html;
  return DATA_IMPORT_TYPES.csv;
}

export const DATA_IMPORT_FORMATS = [
  'helium10-cerebro',
  'helium10-magnet',
  'helium10-xray',
  'brand-analytics-sqp',
  'brand-analytics-top-search-terms',
  'ads-sp-search-term',
  'ads-sp-targeting',
  'ads-sp-advertised-product',
  'amazon-search-page',
  'amazon-product-page',
] as const;
export type DataImportFormat = (typeof DATA_IMPORT_FORMATS)[number];

export const DATA_IMPORT_FORMAT_LABELS: Record<DataImportFormat, string> = {
  'helium10-cerebro': 'Helium 10 Cerebro',
  'helium10-magnet': 'Helium 10 Magnet',
  'helium10-xray': 'Helium 10 Xray',
  'brand-analytics-sqp': 'Search Query Performance',
  'brand-analytics-top-search-terms': 'Top Search Terms',
  'ads-sp-search-term': 'Sponsored Products search term report',
  'ads-sp-targeting': 'Sponsored Products targeting report',
  'ads-sp-advertised-product': 'Sponsored Products advertised product report',
  'amazon-search-page': 'Amazon search results page',
  'amazon-product-page': 'Amazon product page',
};

/** The kinds of record an import adds, as its counts name them. */
export const DATA_IMPORT_RECORD_KINDS = [
  'term',
  'rank',
  'product',
  'searchPage',
  'ppc',
  'sqp',
  'topSearchTerm',
] as const;
export type DataImportRecordKind = (typeof DATA_IMPORT_RECORD_KINDS)[number];

export const DATA_IMPORT_RECORD_LABELS: Record<DataImportRecordKind, string> = {
  term: 'Search volumes',
  rank: 'Keyword ranks',
  product: 'Products',
  searchPage: 'Search pages',
  ppc: 'PPC rows',
  sqp: 'SQP rows',
  topSearchTerm: 'Top search terms',
};

export const DATA_IMPORT_LIMITS = {
  /** The server's default; a deployment may set another (FATHOM_UPLOAD_MAX_BYTES). */
  fileBytesMax: UPLOAD_LIMITS.bytesMax,
  fileNameMax: 255,
  /** Problems kept with an import (the first ones by row); the rest are counted. */
  problemsKept: 100,
  /** ASINs and terms an import's summary lists; the rest are counted. */
  summaryListed: 200,
  pageSizeMax: 100,
  pageSizeDefault: 25,
} as const;

export const DATA_IMPORT_MESSAGES = {
  empty: 'The file is empty',
  binary:
    'The file is not a text file, an Excel workbook (.xlsx), a JSON report or a saved web page',
  unreadable: 'The file could not be read as a CSV file or an Excel workbook (.xlsx)',
  unknownFormat:
    'The file is not a format Fathom reads: a Helium 10 Cerebro, Magnet or Xray export, a Brand Analytics report, a Sponsored Products report or a saved Amazon page',
  noRecords: 'The file has no rows Fathom could read',
  tooLarge: UPLOAD_MESSAGES.tooLarge(UPLOAD_LIMITS.bytesMax),
  deleted: 'Import deleted',
} as const;

export const DataImportProblem = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export type DataImportProblem = z.infer<typeof DataImportProblem>;

const Counts = z.object(
  Object.fromEntries(DATA_IMPORT_RECORD_KINDS.map((k) => [k, z.number().int()])) as Record<
    DataImportRecordKind,
    z.ZodNumber
  >,
);

/** An import as the list shows it. */
export const DataImport = z.object({
  id: z.number().int(),
  fileName: z.string(),
  format: z.enum(DATA_IMPORT_FORMATS),
  marketplace: z.enum(MARKETPLACE_TLDS),
  /** The day the file's data is of (its own, or the day it was imported). */
  dataDate: z.string(),
  /** Records added, per kind. */
  counts: Counts,
  problemsCount: z.number().int(),
  status: z.enum(['COMPLETED']),
  createdAt: z.string(),
  /** Who imported it; null once they left. */
  createdBy: z.string().nullable(),
});
export type DataImport = z.infer<typeof DataImport>;

/** One import with what it added: its ASINs, terms and date range, and the problems found. */
export const DataImportSummary = DataImport.extend({
  asins: z.array(z.string()),
  asinsCount: z.number().int(),
  terms: z.array(z.string()),
  termsCount: z.number().int(),
  /** The earliest and latest days its records are of. */
  from: z.string(),
  to: z.string(),
  /** The first problems by row (DATA_IMPORT_LIMITS.problemsKept). */
  problems: z.array(DataImportProblem),
});
export type DataImportSummary = z.infer<typeof DataImportSummary>;

export const DataImportParams = OrgParams.extend({ importId: IdParam });

export const UploadDataImportQuery = z.object({
  /** The file's name as the seller chose it. */
  name: userText(DATA_IMPORT_LIMITS.fileNameMax),
  /** The marketplace of a file that does not say its own. */
  marketplace: z.enum(MARKETPLACE_TLDS).default('com'),
});

export const DataImportsQuery = z.object({
  /** Imports older than this one (the previous page's `next`). */
  before: IdParam.optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(DATA_IMPORT_LIMITS.pageSizeMax)
    .default(DATA_IMPORT_LIMITS.pageSizeDefault),
});

export const DataImportPage = z.object({
  imports: z.array(DataImport),
  /** Pass as `before` for the next page; null on the last. */
  next: z.number().int().nullable(),
});
export type DataImportPage = z.infer<typeof DataImportPage>;

/** Where data the organization has not imported comes from. */
export const DATA_FALLBACKS = ['simulated', 'none'] as const;
export type DataFallback = (typeof DATA_FALLBACKS)[number];

export const DATA_FALLBACK_LABELS: Record<DataFallback, string> = {
  simulated: 'The simulated marketplace',
  none: 'Nothing: show only imported data',
};

export const DataSources = z.object({ fallback: z.enum(DATA_FALLBACKS) });
export type DataSources = z.infer<typeof DataSources>;

export const dataImportEndpoints = {
  listImports: defineEndpoint({
    action: 'imports.view',
    method: 'GET',
    path: '/api/orgs/:orgId/imports',
    summary: "The organization's data imports, newest first",
    params: OrgParams,
    query: DataImportsQuery,
    response: DataImportPage,
  }),
  uploadImport: defineEndpoint({
    action: 'imports.manage',
    method: 'POST',
    path: '/api/orgs/:orgId/imports',
    summary:
      'Imports one file (CSV, .xlsx, JSON report or saved HTML page, the raw request body): all of its readable rows, or nothing',
    params: OrgParams,
    query: UploadDataImportQuery,
    response: DataImportSummary,
  }),
  getImport: defineEndpoint({
    action: 'imports.view',
    method: 'GET',
    path: '/api/orgs/:orgId/imports/:importId',
    summary: 'One import: what it added and the problems found in its file',
    params: DataImportParams,
    response: DataImportSummary,
  }),
  deleteImport: defineEndpoint({
    action: 'imports.manage',
    method: 'DELETE',
    path: '/api/orgs/:orgId/imports/:importId',
    summary: 'Deletes an import and everything it added',
    params: DataImportParams,
    response: Ok,
  }),
  getDataSources: defineEndpoint({
    action: 'imports.view',
    method: 'GET',
    path: '/api/orgs/:orgId/data-sources',
    summary: 'Where the organization’s market data comes from beside its imports',
    params: OrgParams,
    response: DataSources,
  }),
  setDataSources: defineEndpoint({
    action: 'imports.manage',
    method: 'PUT',
    path: '/api/orgs/:orgId/data-sources',
    summary: 'Chooses where the organization’s market data comes from beside its imports',
    params: OrgParams,
    body: DataSources.strict(),
    response: DataSources,
  }),
};
