import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { KrtParams } from './rank-radar';

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
};
