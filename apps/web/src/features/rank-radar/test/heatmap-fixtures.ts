import type { AdData, Heatmap, HeatmapKeyword, SqpData, Tracker } from '@fathom/contract';

/** A term of a two-day heatmap, ranked 4th organically and 3rd by impressions. */
export const heatmapTerm = (
  keywordId: number,
  keyword: string,
  ppcSpend: number | null,
): HeatmapKeyword => ({
  keywordId,
  keyword,
  source: 'dive',
  status: 'normal',
  isPaused: false,
  dateAdded: '2026-02-01',
  firstSeenAt: null,
  searchVolume: 1200,
  svShare: 50,
  relevancy: 0.8,
  ppcSpend,
  organicRankTopVariationAsin: null,
  organicRankTopVariationAttributes: null,
  medianOrganicRank: 4,
  medianImpressionRank: 3,
  medianSponsoredRank: null,
  organicRanks: [4, 4],
  impressionRanks: [3, 3],
  sponsoredRanks: [null, null],
  interpolated: [],
  sqpData: null,
});

/**
 * A two-day heatmap of `keywords` (as `heatmapTerm` makes them), its totals read off the terms;
 * `sqpData` is the terms' SQP figures together, and none without a search query volume.
 */
export const twoDayHeatmap = (keywords: HeatmapKeyword[], sqpData: SqpData): Heatmap => ({
  dates: ['2026-02-09', '2026-02-10'],
  keywords,
  aggregate: {
    average: { organicRanks: [4, 4], impressionRanks: [3, 3], relevancy: 0.8, sqpData },
    total: {
      searchVolume: keywords.reduce((sum, k) => sum + (k.searchVolume ?? 0), 0),
      keywordCount: keywords.length,
      totalAdDataKeywordCount: keywords.filter((k) => k.ppcSpend !== null).length,
    },
  },
  coverage: {
    hasNoPpcDataForAllKeywords: keywords.every((k) => k.ppcSpend === null),
    hasNoSqpDataForAllKeywords: sqpData.searchQueryVolume === null,
  },
});

/** A term's sponsored-ads figures: $80 spent for $200 of sales. */
export const adData: AdData = {
  impressionRank: 3,
  impressionRankShare: 100,
  exactMatches: 1,
  phraseMatches: 0,
  broadMatches: 0,
  autoMatches: 1,
  ppcSales: 200,
  ppcSpend: 80,
  costPerClicks: 0.8,
  clickThroughRate: 5,
  conversionRate: 10,
  totalImpressions: 2000,
  totalClicks: 100,
  totalOrders: 10,
  acos: 40,
};

/** A tracker of a parent product with two variations, tracking `keywordCount` terms. */
export const variationsTracker = (keywordCount: number): Tracker => ({
  id: 5,
  createdAt: '2026-02-01T00:00:00Z',
  nicheId: 7,
  nicheLabel: 'shirts',
  asin: 'B0PARENT00',
  asins: ['B0CHILD001', 'B0CHILD002'],
  marketplace: 'com',
  title: 'Shirt',
  tags: [],
  assignees: [],
  status: 'active',
  archived: false,
  autoDive: false,
  keywordCount,
  lastCollectedDate: '2026-02-10',
  timeZone: 'America/Los_Angeles',
  canManage: true,
});
