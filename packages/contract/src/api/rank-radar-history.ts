import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { SEARCH_TERM_MAX_LENGTH } from '../rank-radar/ranks';
import { KrtParams } from './rank-radar';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from './uploads';

/** Rank Radar's history export (issue 15): a tracker's every term on every collected day. */
export const RANK_HISTORY_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type RankHistoryExportFormat = (typeof RANK_HISTORY_EXPORT_FORMATS)[number];

/** The export's columns, in order (CSV header and the workbook's first row). */
export const RANK_HISTORY_COLUMNS = [
  'Search term',
  'Date',
  'Organic rank',
  'Sponsored rank',
  'Impression rank',
  'Search volume',
  'Top variation ASIN',
] as const;

/** The content types an imported history file is sent as, the raw request body. */
export const RANK_HISTORY_IMPORT_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * Bounds of an imported history file (a tracker's 500 terms over 400 days at most). Its bytes,
 * and what a workbook unpacks to, are the upload gate's (UPLOAD_LIMITS).
 */
export const RANK_HISTORY_IMPORT_LIMITS = {
  /** The server's default; a deployment may set another (FATHOM_UPLOAD_MAX_BYTES). */
  fileBytesMax: UPLOAD_LIMITS.bytesMax,
  rowsMax: 200_000,
  termLengthMax: SEARCH_TERM_MAX_LENGTH,
  /** The largest rank stored (a rank of 101 or more is kept and shown as not ranked). */
  rankMax: 32_767,
  searchVolumeMax: 2_147_483_647,
  /** The earliest day a file may hold. */
  firstDay: '2000-01-01',
  /** Row errors listed in one answer; the rest are counted. */
  errorsListed: 20,
} as const;

const L = RANK_HISTORY_IMPORT_LIMITS;

export const RANK_HISTORY_IMPORT_MESSAGES = {
  empty: `The file is empty. Its first row must name the columns: ${RANK_HISTORY_COLUMNS.join(', ')}`,
  header: `The first row must name the columns ${RANK_HISTORY_COLUMNS.join(', ')}, in this order`,
  unreadable: 'The file could not be read as a CSV file or an Excel workbook (.xlsx)',
  tooLarge: UPLOAD_MESSAGES.tooLarge(L.fileBytesMax),
  tooManyRows: `The file has more than ${L.rowsMax.toLocaleString('en-US')} rows`,
  noRows: 'The file has no rows below its header',
  /** The first errors by row, then how many more there are. */
  rows: (errors: readonly string[]) => {
    const listed = errors.slice(0, L.errorsListed).join('\n');
    const more = errors.length - L.errorsListed;
    return more > 0 ? `${listed}\nand ${more.toLocaleString('en-US')} more` : listed;
  },
} as const;

/** What an import did, for the panel's summary. */
export const RankHistoryImportResult = z.object({
  /** Data rows of the file. */
  rowsRead: z.number().int(),
  /** Term days written: the term had no stored data that day. */
  daysFilled: z.number().int(),
  /** Term days left as they were: the tracker already had the term's data of that day. */
  daysSkipped: z.number().int(),
  /** Search terms of the file the tracker did not track, added to it. */
  termsAdded: z.number().int(),
});
export type RankHistoryImportResult = z.infer<typeof RankHistoryImportResult>;

export const rankRadarHistoryEndpoints = {
  exportHistory: defineEndpoint({
    action: 'rankRadar.view',
    method: 'GET',
    path: '/api/orgs/:orgId/krt/:krtId/history/export',
    summary:
      "A tracker's full rank history (every term, every collected day), streamed as CSV or an Excel workbook",
    params: KrtParams,
    query: z.object({ format: z.enum(RANK_HISTORY_EXPORT_FORMATS) }),
    response: z.string(),
  }),
  importHistory: defineEndpoint({
    action: 'rankRadar.manage',
    method: 'POST',
    path: '/api/orgs/:orgId/krt/:krtId/history/import',
    summary:
      "Imports a rank history file (CSV or .xlsx in the export's columns, the raw request body) into a tracker's days without stored data",
    params: KrtParams,
    response: RankHistoryImportResult,
  }),
};
