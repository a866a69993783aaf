import { z } from 'zod';
import { SqpData } from './ads-data-sqp';
import { MARKETPLACE_TLDS } from '../marketplaces';
import {
  ADD_SEARCH_TERMS_BODY_BYTES_MAX,
  ADD_SEARCH_TERMS_MAX,
  HEATMAP_MAX_DAYS,
  MAX_TRACKER_KEYWORDS,
  SEARCH_TERM_MAX_LENGTH,
  TRACKERS_PAGE_SIZE,
} from '../rank-radar/ranks';
import { Asin, IdNumber, QueryText, UserId, userText } from './bounds';
import { defineEndpoint, IdParam, Ok } from './endpoint';
import { OrgParams } from './orgs';

/** Rank Radar trackers, heatmap and tracked search terms (spec: rank-radar-and-subscriptions §2-§9). */
export const KRT_STATUSES = ['active', 'paused'] as const;
export const KEYWORD_STATUSES = ['initial', 'normal', 'failed', 'paused'] as const;
export const KEYWORD_SOURCES = ['dive', 'manual', 'ppc'] as const;
export const HEATMAP_VIEWS = ['organic', 'impression', 'impressionVsOrganic'] as const;
export const TRACKER_SORTS = ['createdAt', 'title', 'keywordCount', 'marketplace'] as const;

/** How a source is shown (spec §3: research as Dive, user_input as Manual, ppc as PPC). */
export const KEYWORD_SOURCE_LABELS = { dive: 'Dive', manual: 'Manual', ppc: 'PPC' } as const;

export const KrtParams = z.object({ orgId: IdParam, krtId: IdParam });
const Day = z.iso.date('must be a date, yyyy-MM-dd');

export const Tracker = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  nicheId: z.number().int().nullable(),
  nicheLabel: z.string().nullable(),
  asin: z.string(),
  asins: z.array(z.string()),
  marketplace: z.enum(MARKETPLACE_TLDS),
  title: z.string(),
  tags: z.array(z.number().int()),
  assignees: z.array(z.string()),
  status: z.enum(KRT_STATUSES),
  archived: z.boolean(),
  autoDive: z.boolean(),
  keywordCount: z.number().int(),
  lastCollectedDate: z.string().nullable(),
  timeZone: z.string(),
  /** Whether the caller may change the tracker and its search terms (edit permission). */
  canManage: z.boolean(),
});
export type Tracker = z.infer<typeof Tracker>;

export const TrackerListBody = z
  .object({
    marketplaces: z.array(z.enum(MARKETPLACE_TLDS)).max(MARKETPLACE_TLDS.length).default([]),
    tags: z.array(IdNumber).max(200).default([]),
    assignees: z.array(UserId).max(200).default([]),
    noTags: z.boolean().default(false),
    noLabels: z.boolean().default(false),
    autoDive: z.boolean().optional(),
    searchText: QueryText.default(''),
    status: z.enum([...KRT_STATUSES, 'archived']).optional(),
  })
  .strict();
export type TrackerListBody = z.input<typeof TrackerListBody>;

export const TrackerListQuery = z.object({
  currentPage: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(TRACKERS_PAGE_SIZE).default(TRACKERS_PAGE_SIZE),
  orderBy: z.enum(TRACKER_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

export const TrackBody = z
  .object({
    asin: Asin,
    marketplace: z.enum(MARKETPLACE_TLDS),
    nicheId: IdNumber,
    shouldTrackParentAndVariations: z.boolean().default(true),
    userSelectedNumberOfRankRadarKeywords: z.number().int().min(1).max(MAX_TRACKER_KEYWORDS),
  })
  .strict();
export type TrackBody = z.input<typeof TrackBody>;

export const UpdateTrackerBody = z
  .object({
    status: z.enum(KRT_STATUSES).optional(),
    tags: z.array(IdNumber).max(200).optional(),
    assignees: z.array(UserId).max(200).optional(),
    /** false takes the tracker out of the archive: it collects again (quota-checked). */
    archived: z.literal(false).optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, 'Nothing to update');

export const HeatmapQuery = z.object({
  view: z.enum(HEATMAP_VIEWS).default('organic'),
  /**
   * The window: `days` days up to `to`, or `from` to `to`; `to` is by default the latest collected
   * day, and the window by default its 30 days. `days` and `from` are not given together.
   */
  days: z.coerce.number().int().min(1).max(HEATMAP_MAX_DAYS).optional(),
  from: Day.optional(),
  to: Day.optional(),
  archived: z.enum(['true', 'false']).default('false'),
});
export { HEATMAP_MAX_DAYS };

const RankArray = z.array(z.number().int().nullable());

export const HeatmapKeyword = z.object({
  keywordId: z.number().int(),
  keyword: z.string(),
  source: z.enum(KEYWORD_SOURCES),
  status: z.enum(KEYWORD_STATUSES),
  isPaused: z.boolean(),
  dateAdded: z.string(),
  firstSeenAt: z.string().nullable(),
  searchVolume: z.number().int().nullable(),
  svShare: z.number().nullable(),
  relevancy: z.number().nullable(),
  /** PPC spend of the window (marketplace currency); null when the term has no PPC data in it. */
  ppcSpend: z.number().nullable(),
  organicRankTopVariationAsin: z.string().nullable(),
  /** The colour and size of that variation, e.g. 'Red, Large'; null when unknown. */
  organicRankTopVariationAttributes: z.string().nullable(),
  medianOrganicRank: z.number().nullable(),
  medianImpressionRank: z.number().nullable(),
  medianSponsoredRank: z.number().nullable(),
  /** One entry per day of `dates`: null is blank (not ranked, 101 or more, or not collected). */
  organicRanks: RankArray,
  impressionRanks: RankArray,
  sponsoredRanks: RankArray,
  /** Indexes into `dates` of the days filled by interpolation (isInterpolated). */
  interpolated: z.array(z.number().int()),
  /** The term's SQP figures over the weeks of the window; null without a report row. */
  sqpData: SqpData.nullable(),
});
export type HeatmapKeyword = z.infer<typeof HeatmapKeyword>;

export const Heatmap = z.object({
  dates: z.array(z.string()),
  keywords: z.array(HeatmapKeyword),
  aggregate: z.object({
    average: z.object({
      organicRanks: z.array(z.number().nullable()),
      impressionRanks: z.array(z.number().nullable()),
      relevancy: z.number().nullable(),
      /** The terms' SQP figures together over the weeks of the window. */
      sqpData: SqpData,
    }),
    total: z.object({
      searchVolume: z.number().int(),
      keywordCount: z.number().int(),
      /** Terms with PPC data in the window. */
      totalAdDataKeywordCount: z.number().int(),
    }),
  }),
  coverage: z.object({
    hasNoPpcDataForAllKeywords: z.boolean(),
    /** No term of the window has an SQP report row (the SQP columns and tab stay empty). */
    hasNoSqpDataForAllKeywords: z.boolean(),
  }),
});
export type Heatmap = z.infer<typeof Heatmap>;

export const KEYWORD_STATUS_ACTIONS = ['pause', 'resume', 'archive', 'restore'] as const;

export const UpdateKeywordStatusBody = z
  .object({
    keywordIds: z
      .array(IdNumber)
      .min(1, 'Choose at least one search term')
      .max(MAX_TRACKER_KEYWORDS),
    action: z.enum(KEYWORD_STATUS_ACTIONS),
  })
  .strict();

const SearchTerm = userText(SEARCH_TERM_MAX_LENGTH, {
  tooLong: `A search term must be at most ${SEARCH_TERM_MAX_LENGTH} characters`,
  control: 'A search term cannot contain control characters',
});

export const AddKeywordsBody = z
  .object({
    searchTerms: z
      .array(SearchTerm)
      .min(1, 'Enter at least one search term')
      .max(ADD_SEARCH_TERMS_MAX, `At most ${ADD_SEARCH_TERMS_MAX} search terms at once`),
  })
  .strict();

export const AddKeywordsResult = z.object({
  added: z.number().int(),
  skippedDuplicates: z.number().int(),
  skippedEmpty: z.number().int(),
});

export const SearchTermPreview = z.object({
  terms: z.array(z.object({ keyword: z.string(), searchVolume: z.number().int().nullable() })),
});

/** A niche the New Rank Radar modal offers (spec §3 "Niche (for the modal)"). */
export const TrackableNiche = z.object({
  nicheId: z.number().int(),
  nicheLabel: z.string(),
  marketplace: z.enum(MARKETPLACE_TLDS),
  newestResearchDate: z.string(),
  numVisibleKeywords: z.number().int(),
});
export type TrackableNiche = z.infer<typeof TrackableNiche>;
export const TRACKABLE_NICHES_PAGE_SIZE = 20;

const TrackerPage = z.object({ data: z.array(Tracker), total: z.number().int() });

export const rankRadarEndpoints = {
  listTrackers: defineEndpoint({
    action: 'rankRadar.view',
    method: 'POST',
    path: '/api/orgs/:orgId/krt/list',
    summary: 'Trackers of the organization, 50 a page, filtered and sorted',
    params: OrgParams,
    query: TrackerListQuery,
    body: TrackerListBody,
    response: TrackerPage,
  }),
  trackerSummary: defineEndpoint({
    action: 'rankRadar.view',
    method: 'GET',
    path: '/api/orgs/:orgId/krt/summary',
    summary: 'How many trackers the organization has (not archived)',
    params: OrgParams,
    response: z.object({ count: z.number().int() }),
  }),
  nicheTrackers: defineEndpoint({
    action: 'rankRadar.view',
    method: 'GET',
    path: '/api/orgs/:orgId/krt/niche/:nicheId',
    summary: 'Trackers of a niche',
    params: z.object({ orgId: IdParam, nicheId: IdParam }),
    response: z.array(Tracker),
  }),
  asinTrackers: defineEndpoint({
    action: 'rankRadar.view',
    method: 'GET',
    path: '/api/orgs/:orgId/krt/niche/asin/:asin',
    summary: 'Trackers following an ASIN (the ASIN or one of its variations) in a marketplace',
    params: z.object({ orgId: IdParam, asin: Asin }),
    query: z.object({ marketplace: z.enum(MARKETPLACE_TLDS) }),
    response: z.array(Tracker),
  }),
  trackableNiches: defineEndpoint({
    action: 'rankRadar.view',
    method: 'GET',
    path: '/api/orgs/:orgId/krt/niches',
    summary:
      'Niches of a marketplace the caller may change, newest research first, 20 a page; with an ASIN, those holding it',
    params: OrgParams,
    query: z.object({
      marketplace: z.enum(MARKETPLACE_TLDS),
      search: QueryText.default(''),
      asin: Asin.optional(),
      page: z.coerce.number().int().min(1).max(10_000).default(1),
    }),
    response: z.object({
      data: z.array(TrackableNiche),
      hasNext: z.boolean(),
      currentPage: z.number().int(),
    }),
  }),
  tracker: defineEndpoint({
    action: 'rankRadar.view',
    method: 'GET',
    path: '/api/orgs/:orgId/krt/:krtId',
    summary: 'One tracker',
    params: KrtParams,
    response: Tracker,
  }),
  track: defineEndpoint({
    action: 'rankRadar.manage',
    method: 'POST',
    path: '/api/orgs/:orgId/krt',
    summary:
      "Track a product of a niche, with its parent and every variation, on the niche's top search terms",
    params: OrgParams,
    body: TrackBody,
    response: Tracker,
  }),
  updateTracker: defineEndpoint({
    action: 'rankRadar.manage',
    method: 'PATCH',
    path: '/api/orgs/:orgId/krt/:krtId',
    summary: 'Pause or resume a tracker, set its tags and assignees, or take it out of the archive',
    params: KrtParams,
    body: UpdateTrackerBody,
    response: Tracker,
  }),
  archiveTracker: defineEndpoint({
    action: 'rankRadar.manage',
    method: 'DELETE',
    path: '/api/orgs/:orgId/krt/:krtId',
    summary: 'Archive a tracker: it stops collecting and keeps its history',
    params: KrtParams,
    response: Ok,
  }),
  heatmap: defineEndpoint({
    action: 'rankRadar.view',
    method: 'GET',
    path: '/api/orgs/:orgId/krt/:krtId/heatmap',
    summary: 'Daily ranks of the tracked (or archived) search terms over a window',
    params: KrtParams,
    query: HeatmapQuery,
    response: Heatmap,
  }),
  updateKeywordStatus: defineEndpoint({
    action: 'rankRadar.manage',
    method: 'PATCH',
    path: '/api/orgs/:orgId/krt/:krtId/krt-keyword/update-status',
    summary: 'Pause, resume, archive or restore tracked search terms',
    params: KrtParams,
    body: UpdateKeywordStatusBody,
    response: z.object({ updated: z.number().int() }),
  }),
  previewKeywords: defineEndpoint({
    action: 'rankRadar.view',
    method: 'POST',
    path: '/api/orgs/:orgId/krt/:krtId/krt-keyword/preview',
    summary: 'Search terms to add, normalized and without those tracked, with their volumes',
    params: KrtParams,
    body: AddKeywordsBody,
    bodyLimit: ADD_SEARCH_TERMS_BODY_BYTES_MAX,
    response: SearchTermPreview,
  }),
  addTrackerKeywords: defineEndpoint({
    action: 'rankRadar.manage',
    method: 'POST',
    path: '/api/orgs/:orgId/krt/:krtId/krt-keyword/add',
    summary: 'Track more search terms (quota-checked); duplicates and empty terms are skipped',
    params: KrtParams,
    query: z.object({ source: z.enum(['manual']).default('manual') }),
    body: AddKeywordsBody,
    bodyLimit: ADD_SEARCH_TERMS_BODY_BYTES_MAX,
    response: AddKeywordsResult,
  }),
};
