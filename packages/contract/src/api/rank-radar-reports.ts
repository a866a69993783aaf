import { z } from 'zod';
import { defineEndpoint, IdParam } from './endpoint';
import { KrtParams } from './rank-radar';
import { LeaderboardEntry } from './rank-radar-insights';

/** A tracker's daily summary, search-volume history and rank issues (spec: rank-radar §2, §7, §9). */
const Day = z.iso.date('must be a date, yyyy-MM-dd');

/** Days of search-volume history the modal shows by default (spec §9). */
export const SEARCH_VOLUME_HISTORY_DAYS = 90;
/** The longest search-volume history one request may ask for. */
export const SEARCH_VOLUME_HISTORY_MAX_DAYS = 365;
/** Terms named by each side of the daily summary, at most. */
export const DAILY_SUMMARY_MOVERS = 5;
/** Days read for rank issues: terms without an organic rank on any of them. */
export const RANK_ISSUE_DAYS = 7;
/** Terms a rank-issue answer names, at most (the count covers all of them). */
export const RANK_ISSUE_TERMS_MAX = 20;

export const DailySummary = z.object({
  date: z.string(),
  /** The day it is compared with. */
  previousDate: z.string(),
  /** Whether the day was collected: a day not collected has no ranks to summarize. */
  collected: z.boolean(),
  keywordCount: z.number().int(),
  /** Terms with an organic rank of 1 to 100 on the day. */
  ranked: z.number().int(),
  top10: z.number().int(),
  top50: z.number().int(),
  averageOrganicRank: z.number().nullable(),
  improved: z.number().int(),
  declined: z.number().int(),
  /** Ranked on the day, not the day before. */
  entered: z.number().int(),
  /** Ranked the day before, not on the day. */
  dropped: z.number().int(),
  gainers: z.array(LeaderboardEntry),
  losers: z.array(LeaderboardEntry),
});
export type DailySummary = z.infer<typeof DailySummary>;

export const SearchVolumeHistory = z.object({
  keywordId: z.number().int(),
  keyword: z.string(),
  points: z.array(z.object({ date: z.string(), searchVolume: z.number().int() })),
});
export type SearchVolumeHistory = z.infer<typeof SearchVolumeHistory>;

export const RankIssue = z.object({
  /** The days read, the last collected one last; empty before the first collection. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** Tracked, unpaused terms with no organic rank of 1 to 100 on any of those days. */
  unrankedCount: z.number().int(),
  unranked: z.array(
    z.object({
      keywordId: z.number().int(),
      keyword: z.string(),
      searchVolume: z.number().int().nullable(),
    }),
  ),
  /** Terms whose collection failed. */
  failedCount: z.number().int(),
});
export type RankIssue = z.infer<typeof RankIssue>;

export const rankRadarReportEndpoints = {
  dailySummary: defineEndpoint({
    action: 'rankRadar.view',
    method: 'GET',
    path: '/api/orgs/:orgId/krt/:krtId/daily-summary/:date',
    summary: "A day's ranks of the tracked search terms against the day before",
    params: KrtParams.extend({ date: Day }),
    response: DailySummary,
  }),
  searchVolumeHistory: defineEndpoint({
    action: 'rankRadar.view',
    method: 'GET',
    path: '/api/orgs/:orgId/krt/:krtId/krt-keyword/:keywordId/search-volume-history',
    summary: "A tracked search term's search volume per day, 90 days up to today by default",
    params: KrtParams.extend({ keywordId: IdParam }),
    query: z.object({
      days: z.coerce
        .number()
        .int()
        .min(7)
        .max(SEARCH_VOLUME_HISTORY_MAX_DAYS)
        .default(SEARCH_VOLUME_HISTORY_DAYS),
    }),
    response: SearchVolumeHistory,
  }),
  rankIssue: defineEndpoint({
    action: 'rankRadar.view',
    method: 'GET',
    path: '/api/orgs/:orgId/krt/:krtId/sis-issue',
    summary:
      'Tracked search terms the product had no organic rank for over the last 7 collected days, and failed ones',
    params: KrtParams,
    response: RankIssue,
  }),
};
