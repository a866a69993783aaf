import {
  addDays,
  DAILY_SUMMARY_MOVERS,
  isShownRank,
  marketplaceDate,
  RANK_ISSUE_DAYS,
  RANK_ISSUE_TERMS_MAX,
  type DailySummary,
  type RankIssue,
  type SearchVolumeHistory,
} from '@fathom/contract';
import type { MarketDataProvider } from '@fathom/market';
import { invalid, notFound } from '../../lib/errors';
import type { Scope } from '../../lib/scope';
import { leaderboard } from './domain/insights';
import type { AccessibleTracker } from './rank-radar.repository';
import type { RankRadarService } from './rank-radar.service';

export interface ReportsDeps {
  rankRadar: Pick<RankRadarService, 'heatmap' | 'termsOf'>;
  market: Pick<MarketDataProvider, 'searchVolumeHistory'>;
  now?: () => Date;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** A tracker's daily summary, search-volume history and rank issues, read from its heatmap. */
export function createReportsService(deps: ReportsDeps) {
  const now = deps.now ?? (() => new Date());

  return {
    /** The day's ranks of the tracked terms against the day before. */
    async dailySummary(
      scope: Scope,
      tracker: AccessibleTracker,
      date: string,
    ): Promise<DailySummary> {
      if (date > marketplaceDate(tracker.marketplace, now()))
        throw invalid('The daily summary is of a day that has begun in the marketplace');
      const previousDate = addDays(date, -1);
      const heatmap = await deps.rankRadar.heatmap(scope, tracker, {
        from: previousDate,
        to: date,
        archived: 'false',
      });
      const terms = heatmap.keywords.filter((k) => !k.isPaused);
      const today = terms.map((k) => k.organicRanks[1] ?? null);
      const before = terms.map((k) => k.organicRanks[0] ?? null);
      const shown = today.filter(isShownRank);
      let improved = 0;
      let declined = 0;
      let entered = 0;
      let dropped = 0;
      terms.forEach((_, i) => {
        const [a, b] = [before[i] ?? null, today[i] ?? null];
        if (a === null && b !== null) entered++;
        else if (a !== null && b === null) dropped++;
        else if (a !== null && b !== null && b < a) improved++;
        else if (a !== null && b !== null && b > a) declined++;
      });
      const movers = leaderboard(
        heatmap.dates,
        terms.map((k) => ({
          keywordId: k.keywordId,
          keyword: k.keyword,
          searchVolume: k.searchVolume,
          ranks: k.organicRanks,
        })),
      );
      return {
        date,
        previousDate,
        collected: heatmap.keywords.some(
          (k) => k.organicRanks[1] !== null || k.impressionRanks[1] !== null,
        ),
        keywordCount: terms.length,
        ranked: shown.length,
        top10: shown.filter((r) => r <= 10).length,
        top50: shown.filter((r) => r <= 50).length,
        averageOrganicRank: shown.length
          ? round1(shown.reduce((a, b) => a + b, 0) / shown.length)
          : null,
        improved,
        declined,
        entered,
        dropped,
        gainers: movers.gainers.slice(0, DAILY_SUMMARY_MOVERS),
        losers: movers.losers.slice(0, DAILY_SUMMARY_MOVERS),
      };
    },

    /** A tracked term's search volume per day, `days` days up to today in the marketplace. */
    async searchVolumeHistory(
      scope: Scope,
      tracker: AccessibleTracker,
      keywordId: number,
      days: number,
    ): Promise<SearchVolumeHistory> {
      const [term] = await deps.rankRadar.termsOf(tracker, [keywordId]);
      if (!term) throw notFound('Search term');
      const to = marketplaceDate(tracker.marketplace, now());
      const [history] = await deps.market.searchVolumeHistory(
        { orgId: scope.organizationId },
        tracker.marketplace,
        { terms: [term.keyword], from: addDays(to, -(days - 1)), to },
      );
      return { keywordId, keyword: term.keyword, points: history?.points ?? [] };
    },

    /** Tracked, unpaused terms without an organic rank over the last collected days. */
    async rankIssue(scope: Scope, tracker: AccessibleTracker): Promise<RankIssue> {
      const to = tracker.lastCollectedDate;
      if (!to) return { from: null, to: null, unrankedCount: 0, unranked: [], failedCount: 0 };
      const from = addDays(to, -(RANK_ISSUE_DAYS - 1));
      const heatmap = await deps.rankRadar.heatmap(scope, tracker, { from, to, archived: 'false' });
      const unranked = heatmap.keywords.filter(
        (k) => !k.isPaused && k.status === 'normal' && !k.organicRanks.some(isShownRank),
      );
      return {
        from,
        to,
        unrankedCount: unranked.length,
        unranked: unranked.slice(0, RANK_ISSUE_TERMS_MAX).map((k) => ({
          keywordId: k.keywordId,
          keyword: k.keyword,
          searchVolume: k.searchVolume,
        })),
        failedCount: heatmap.keywords.filter((k) => k.status === 'failed').length,
      };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
