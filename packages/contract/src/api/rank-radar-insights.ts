import { z } from 'zod';
import { userText } from './bounds';
import { SEARCH_TERM_MAX_LENGTH } from '../rank-radar/ranks';
import { defineEndpoint } from './endpoint';
import { KrtParams } from './rank-radar';

/** Rank Radar's pool, roots, overview and leaderboard (spec: rank-radar-and-subscriptions §2-§4, §7). */
const Day = z.iso.date('must be a date, yyyy-MM-dd');

export const LEADERBOARD_DATA_TYPES = ['organicRanks', 'impressionRanks'] as const;
export const LEADERBOARD_RANGES = ['1d', '7d', '30d'] as const;
export const LEADERBOARD_RANGE_DAYS = { '1d': 1, '7d': 7, '30d': 30 } as const;
/** Entries of each side of the leaderboard. */
export const LEADERBOARD_SIZE = 20;
/** Pool terms one archive request may carry. */
export const POOL_ARCHIVE_MAX = 1000;

const Window = z.object({ from: Day.optional(), to: Day.optional() });

export const PoolKeyword = z.object({
  keyword: z.string(),
  searchVolume: z.number().int().nullable(),
  organicRank: z.number().int().nullable(),
  sponsoredRank: z.number().int().nullable(),
  /** PPC spend on the term over the window, in the marketplace's currency (null: no PPC data). */
  ppcSpend: z.number().nullable(),
  /** First seen after the caller's previous visit of the pool. */
  isNew: z.boolean(),
});
export type PoolKeyword = z.infer<typeof PoolKeyword>;

export const RootRow = z.object({
  root: z.string(),
  broadSearchVolume: z.number().int(),
  broadSearchVolumeRatio: z.number(),
  /** Ids of the tracked terms holding the root, highest search volume first. */
  keywords: z.array(z.number().int()),
  /** Average shown organic rank of the root's terms per day of `dates`. */
  ranks: z.array(z.number().nullable()),
});
export type RootRow = z.infer<typeof RootRow>;

export const OverviewBucket = z.object({
  bucket: z.string(),
  avgOrganicRank: z.number().nullable(),
  top10kw: z.number().int(),
  top10sv: z.number().int(),
  top50kw: z.number().int(),
  top50sv: z.number().int(),
});
export type OverviewBucket = z.infer<typeof OverviewBucket>;

export const LeaderboardEntry = z.object({
  /** A term's id, or null for a root. */
  keywordId: z.number().int().nullable(),
  keyword: z.string(),
  searchVolume: z.number().int().nullable(),
  /** Rank at the start and the end of the range (null: not ranked in the top 100). */
  from: z.number().nullable(),
  to: z.number().nullable(),
  /** Places gained (positive) or lost (negative); entering the top 100 counts from 101. */
  change: z.number(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntry>;

export const rankRadarInsightEndpoints = {
  poolKeywords: defineEndpoint({
    action: 'rankRadar.view',
    method: 'GET',
    path: '/api/orgs/:orgId/krt/:krtId/pool/keywords',
    summary:
      'Search terms the product gets impressions or PPC spend on that are not tracked (Blind Spend); marks the pool visited',
    params: KrtParams,
    query: Window,
    response: z.object({ keywords: z.array(PoolKeyword) }),
  }),
  poolNewCount: defineEndpoint({
    action: 'rankRadar.view',
    method: 'GET',
    path: '/api/orgs/:orgId/krt/:krtId/pool/new-count',
    summary: "Pool terms new since the caller's last visit of the pool",
    params: KrtParams,
    response: z.object({ count: z.number().int() }),
  }),
  archivePoolKeywords: defineEndpoint({
    action: 'rankRadar.manage',
    method: 'PUT',
    path: '/api/orgs/:orgId/krt/:krtId/pool/archive',
    summary: 'Hide pool terms from the pool',
    params: KrtParams,
    body: z
      .object({
        keywords: z
          .array(userText(SEARCH_TERM_MAX_LENGTH, { required: 'Choose a search term' }))
          .min(1, 'Choose at least one search term')
          .max(POOL_ARCHIVE_MAX, `At most ${POOL_ARCHIVE_MAX} search terms at once`),
      })
      .strict(),
    response: z.object({ archived: z.number().int() }),
  }),
  roots: defineEndpoint({
    action: 'rankRadar.view',
    method: 'GET',
    path: '/api/orgs/:orgId/krt/:krtId/heatmap/roots',
    summary: "The tracked terms' normalized roots with broad search volume and daily ranks",
    params: KrtParams,
    query: Window,
    response: z.object({ dates: z.array(z.string()), roots: z.array(RootRow) }),
  }),
  trackerOverview: defineEndpoint({
    action: 'rankRadar.view',
    method: 'GET',
    path: '/api/orgs/:orgId/krt/:krtId/overview',
    summary: 'Per day: average organic rank, terms and search volume in the top 10 and top 50',
    params: KrtParams,
    query: Window,
    response: z.object({ buckets: z.array(OverviewBucket) }),
  }),
  leaderboard: defineEndpoint({
    action: 'rankRadar.view',
    method: 'GET',
    path: '/api/orgs/:orgId/krt/:krtId/leaderboard',
    summary: 'The terms (or roots) that gained and lost the most places over a range',
    params: KrtParams,
    query: z.object({
      dataType: z.enum(LEADERBOARD_DATA_TYPES).default('organicRanks'),
      dateRange: z.enum(LEADERBOARD_RANGES).default('1d'),
      roots: z.enum(['true', 'false']).default('false'),
    }),
    response: z.object({
      from: z.string(),
      to: z.string(),
      gainers: z.array(LeaderboardEntry),
      losers: z.array(LeaderboardEntry),
    }),
  }),
};
