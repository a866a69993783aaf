import {
  addDays,
  HEATMAP_DEFAULT_DAYS,
  LEADERBOARD_RANGE_DAYS,
  marketplaceDate,
  normalizeSearchTerm,
  type PoolKeyword,
} from '@fathom/contract';
import type { MarketDataProvider } from '@fathom/market';
import type { Membership } from '../../../lib/identity';
import type { Scope } from '../../../lib/scope';
import { heatmapRoots, leaderboard, overview, rangeStart } from '../domain/insights';
import type { PoolRepository } from './pool.repository';
import type { AccessibleTracker } from '../rank-radar.repository';
import { refuseArchived, type RankRadarService } from '../rank-radar.service';

export interface InsightsDeps {
  rankRadar: Pick<RankRadarService, 'heatmap'>;
  pool: PoolRepository;
  market: MarketDataProvider;
  now?: () => Date;
}

interface Window {
  from?: string | undefined;
  to?: string | undefined;
}

/** Variations read for the pool's impressions, at most. */
const POOL_ASINS = 10;

/** A tracker's pool (Blind Spend), roots, overview and leaderboard, read from its heatmap. */
export function createInsightsService(deps: InsightsDeps) {
  const now = deps.now ?? (() => new Date());
  const tracked = (scope: Scope, tracker: AccessibleTracker, window: Window) =>
    deps.rankRadar.heatmap(scope, tracker, { ...window, archived: 'false' });

  /** The product's untracked terms with impressions (an organic or sponsored rank) or PPC spend. */
  async function poolTerms(scope: Scope, tracker: AccessibleTracker, window: Window) {
    const tld = tracker.marketplace;
    const to = window.to ?? tracker.lastCollectedDate ?? marketplaceDate(tld, now());
    const from = window.from ?? addDays(to, -(HEATMAP_DEFAULT_DAYS - 1));
    const ctx = { orgId: scope.organizationId };
    const terms = new Map<string, Omit<PoolKeyword, 'isNew' | 'keyword'>>();
    const reads = await Promise.all(
      tracker.asins
        .slice(0, POOL_ASINS)
        .map((asin) => deps.market.reverseAsin(ctx, tld, { asin, date: to })),
    );
    for (const found of reads)
      for (const t of found?.terms ?? []) {
        const keyword = normalizeSearchTerm(t.term);
        const held = terms.get(keyword);
        const best = (a: number | null, b: number | null) =>
          a === null ? b : b === null ? a : Math.min(a, b);
        terms.set(keyword, {
          searchVolume: t.searchVolume,
          organicRank: best(held?.organicRank ?? null, t.organicRank),
          sponsoredRank: best(held?.sponsoredRank ?? null, t.sponsoredRank),
          ppcSpend: held?.ppcSpend ?? null,
        });
      }
    // The imported search-term report days when there are any; else the provider's report.
    const stored = await deps.pool.ppcSpend(tracker, from, to);
    const ppcRows: { searchTerm: string; spend: number }[] = [...stored].map(
      ([searchTerm, spend]) => ({ searchTerm, spend }),
    );
    const capabilities = stored.size ? null : await deps.market.capabilities(ctx, tld);
    if (capabilities?.ppc.status === 'available') {
      const report = await deps.market.ppcSearchTermReport(ctx, tld, {
        asin: tracker.asin,
        from,
        to,
        timeUnit: 'SUMMARY',
      });
      ppcRows.push(...report.rows);
    }
    for (const row of ppcRows) {
      const keyword = normalizeSearchTerm(row.searchTerm);
      const held = terms.get(keyword);
      terms.set(keyword, {
        searchVolume: held?.searchVolume ?? null,
        organicRank: held?.organicRank ?? null,
        sponsoredRank: held?.sponsoredRank ?? null,
        ppcSpend: (held?.ppcSpend ?? 0) + row.spend / 100,
      });
    }
    const followed = await deps.pool.trackedTerms(tracker);
    for (const keyword of [...terms.keys()])
      if (followed.has(keyword) || !keyword) terms.delete(keyword);
    return terms;
  }

  return {
    /** The pool, highest search volume first; the caller's visit is recorded after it is read. */
    async poolKeywords(member: Membership, tracker: AccessibleTracker, window: Window) {
      const terms = await poolTerms(member, tracker, window);
      const seen = await deps.pool.see(tracker, member.userId, [...terms.keys()]);
      await deps.pool.visit(tracker, member.userId);
      const keywords = seen
        .map(({ keyword, isNew }) => ({ keyword, isNew, ...terms.get(keyword)! }))
        .sort(
          (a, b) =>
            (b.searchVolume ?? -1) - (a.searchVolume ?? -1) || (a.keyword < b.keyword ? -1 : 1),
        );
      return { keywords };
    },

    async poolNewCount(member: Membership, tracker: AccessibleTracker) {
      const terms = await poolTerms(member, tracker, {});
      const seen = await deps.pool.see(tracker, member.userId, [...terms.keys()]);
      return { count: seen.filter((t) => t.isNew).length };
    },

    async archivePool(tracker: AccessibleTracker, keywords: string[]) {
      refuseArchived(tracker);
      const terms = [...new Set(keywords.map(normalizeSearchTerm).filter(Boolean))];
      return { archived: terms.length ? await deps.pool.archive(tracker, terms) : 0 };
    },

    async roots(scope: Scope, tracker: AccessibleTracker, window: Window) {
      const heatmap = await tracked(scope, tracker, window);
      return { dates: heatmap.dates, roots: heatmapRoots(heatmap, tracker.marketplace) };
    },

    async overview(scope: Scope, tracker: AccessibleTracker, window: Window) {
      return { buckets: overview(await tracked(scope, tracker, window)) };
    },

    async leaderboard(
      scope: Scope,
      tracker: AccessibleTracker,
      query: {
        dataType: 'organicRanks' | 'impressionRanks';
        dateRange: keyof typeof LEADERBOARD_RANGE_DAYS;
        roots: 'true' | 'false';
      },
    ) {
      const to = tracker.lastCollectedDate ?? marketplaceDate(tracker.marketplace, now());
      const from = rangeStart(to, LEADERBOARD_RANGE_DAYS[query.dateRange]);
      const heatmap = await tracked(scope, tracker, { from, to });
      const series =
        query.roots === 'true'
          ? heatmapRoots(heatmap, tracker.marketplace).map((r) => ({
              keywordId: null,
              keyword: r.root,
              searchVolume: r.broadSearchVolume,
              ranks: r.ranks,
            }))
          : heatmap.keywords
              .filter((k) => !k.isPaused)
              .map((k) => ({
                keywordId: k.keywordId,
                keyword: k.keyword,
                searchVolume: k.searchVolume,
                ranks: query.dataType === 'organicRanks' ? k.organicRanks : k.impressionRanks,
              }));
      return { from, to, ...leaderboard(heatmap.dates, series) };
    },
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;
