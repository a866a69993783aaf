import {
  addDays,
  daysBetween,
  HEATMAP_DEFAULT_DAYS,
  HEATMAP_MAX_DAYS,
  MARKETPLACES,
  marketplaceDate,
  MAX_TRACKER_KEYWORDS,
  normalizeSearchTerm,
  RANK_MESSAGES,
  TRACKABLE_NICHES_PAGE_SIZE,
  type Heatmap,
  type MarketplaceTld,
  type SqpData,
  type Tracker,
} from '@fathom/contract';
import type { MarketDataProvider } from '@fathom/market';
import { forbidden, invalid, notFound } from '../../lib/errors';
import type { Scope } from '../../lib/scope';
import { pageOf } from '../../lib/paging';
import type { BillingService } from '../billing/billing.service';
import { buildHeatmap } from './domain/heatmap';
import type { HeatmapRepository } from './heatmap.repository';
import {
  NoRoom,
  type AccessibleTracker,
  type RankRadarRepository,
  type TrackerRow,
} from './rank-radar.repository';

export interface RankRadarDeps {
  repo: RankRadarRepository;
  heatmaps: HeatmapRepository;
  market: MarketDataProvider;
  billing: Pick<BillingService, 'quota'>;
  /** The SQP figures of the heatmap's terms over its window (the ads-data module's). */
  sqpFacts?: (
    tracker: AccessibleTracker,
    archived: boolean,
    from: string,
    to: string,
  ) => Promise<{
    coverage: Pick<Heatmap['coverage'], 'hasNoSqpDataForAllKeywords'>;
    byKeyword: Map<number, SqpData>;
    aggregate: SqpData;
  }>;
  /** Collects a new tracker's first day at once. */
  collectFirstDay(trackerId: number, marketplace: MarketplaceTld, day: string): Promise<void>;
  now?: () => Date;
}

const timeZone = (tld: string) => MARKETPLACES.find((m) => m.tld === tld)?.timeZone ?? 'UTC';

const toTracker = (row: TrackerRow): Tracker => ({
  ...row,
  timeZone: timeZone(row.marketplace),
});

/**
 * The colour and size of each variation holding a term's organic rank ('Red, Large'), read from
 * the product's family when some term's rank is held by a variation.
 */
async function variationAttributesOf(
  market: MarketDataProvider,
  orgId: number,
  tracker: TrackerRow,
  keywords: { ranks: { topAsin: string | null } }[],
  date: string,
): Promise<Map<string, string>> {
  if (tracker.asins.length < 2 || !keywords.some((k) => k.ranks.topAsin)) return new Map();
  const [product] = await market.getProducts({ orgId }, tracker.marketplace, {
    asins: [tracker.asin],
    date,
  });
  return new Map(
    (product?.variations ?? []).map((v) => [
      v.asin,
      [v.attributes.color, v.attributes.size].filter(Boolean).join(', '),
    ]),
  );
}

/** Refuses changes to an archived tracker's terms, tags, alert rules and history. */
export function refuseArchived(tracker: AccessibleTracker): void {
  if (tracker.archived) throw invalid('This Rank Radar is archived');
}

/** Spec §8: with nothing left of the plan's search terms, the quota banner's own words. */
export function noRoomMessage(error: NoRoom): string {
  if (!error.byQuota) return RANK_MESSAGES.trackerFull(error.room);
  return error.room === 0 ? RANK_MESSAGES.keywordLimit : RANK_MESSAGES.quotaExceeded(error.room);
}

/** Rank Radar trackers, their search terms and heatmap (spec: rank-radar-and-subscriptions). */
export function createRankRadarService(deps: RankRadarDeps) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  const variationAttributes = (
    orgId: number,
    tracker: TrackerRow,
    keywords: { ranks: { topAsin: string | null } }[],
    date: string,
  ) => variationAttributesOf(deps.market, orgId, tracker, keywords, date);

  /**
   * The tracker the scope may see (with `manage`, change): the route guard of `:krtId`. One the
   * member may see but not change is refused as such; others are not found.
   */
  async function resolve(scope: Scope, id: number, manage: boolean): Promise<AccessibleTracker> {
    const row = await repo.tracker(scope, id, manage);
    if (!row) {
      if (manage && (await repo.tracker(scope, id, false)))
        throw forbidden('You can only change Rank Radars of niches you can manage');
      throw notFound('Rank Radar');
    }
    return row;
  }

  /** Back from the archive: its terms count against the quota again, its ASINs must be free. */
  async function unarchive(scope: Scope, tracker: AccessibleTracker) {
    const others = await repo.byAsin(scope, tracker.asins, tracker.marketplace);
    if (others.some((t) => t.id !== tracker.id)) throw invalid(RANK_MESSAGES.alreadyTracked);
    const { limit } = await deps.billing.quota(scope.organizationId, 'RANK_RADAR_KEYWORDS');
    try {
      await repo.unarchiveWithinQuota(scope.organizationId, tracker, limit);
    } catch (error) {
      if (error instanceof NoRoom) throw invalid(noRoomMessage(error));
      throw error;
    }
  }

  return {
    resolve,

    /** The tracker as the API answers it. */
    get: (tracker: AccessibleTracker): Tracker => toTracker(tracker),

    /** The tracker's terms among `keywordIds`, archived or not. */
    termsOf: (tracker: AccessibleTracker, keywordIds: number[]) =>
      repo.termsByIds(tracker, keywordIds),

    async list(
      scope: Scope,
      body: Parameters<RankRadarRepository['list']>[1],
      query: { currentPage: number; pageSize: number; orderBy: string; order: 'asc' | 'desc' },
    ) {
      const page = await repo.list(scope, body, {
        offset: (query.currentPage - 1) * query.pageSize,
        limit: query.pageSize,
        orderBy: query.orderBy,
        order: query.order,
      });
      return { data: page.data.map(toTracker), total: page.total };
    },

    async trackableNiches(
      scope: Scope,
      query: {
        marketplace: MarketplaceTld;
        search: string;
        asin?: string | undefined;
        page: number;
      },
    ) {
      const rows = await repo.trackableNiches(scope, {
        ...query,
        offset: (query.page - 1) * TRACKABLE_NICHES_PAGE_SIZE,
        limit: TRACKABLE_NICHES_PAGE_SIZE + 1,
      });
      const niches = rows;
      return pageOf(niches, query.page, TRACKABLE_NICHES_PAGE_SIZE);
    },

    summary: async (scope: Scope) => ({ count: await repo.summary(scope) }),
    byNiche: async (scope: Scope, nicheId: number) =>
      (await repo.byNiche(scope, nicheId)).map(toTracker),

    async byAsin(scope: Scope, asin: string, marketplace: MarketplaceTld) {
      const [product] = await deps.market.getProducts(
        { orgId: scope.organizationId },
        marketplace,
        {
          asins: [asin],
        },
      );
      const family = new Set([asin]);
      if (product?.parentAsin) family.add(product.parentAsin);
      for (const v of product?.variations ?? []) family.add(v.asin);
      return (await repo.byAsin(scope, [...family], marketplace)).map(toTracker);
    },

    /** Tracks a product of a niche with its parent and variations, on the niche's top terms. */
    async track(
      scope: Scope & { userId?: string | undefined },
      body: {
        asin: string;
        marketplace: MarketplaceTld;
        nicheId: number;
        userSelectedNumberOfRankRadarKeywords: number;
      },
    ): Promise<Tracker> {
      const niche = await repo.manageableNiche(scope, body.nicheId);
      if (!niche) throw notFound('Niche');
      if (niche.marketplace !== body.marketplace)
        throw invalid(`This niche is in the ${niche.marketplace} marketplace`);
      const ctx = { orgId: scope.organizationId };
      const [product] = await deps.market.getProducts(ctx, body.marketplace, {
        asins: [body.asin],
      });
      if (!product) throw invalid('This ASIN is not listed in the marketplace');
      const family = new Set([body.asin]);
      if (product.parentAsin) family.add(product.parentAsin);
      for (const v of product.variations) family.add(v.asin);
      if (!niche.asins.some((a) => family.has(a))) throw invalid(RANK_MESSAGES.asinNotInNiche);
      if ((await repo.byAsin(scope, [...family], body.marketplace)).length)
        throw invalid(RANK_MESSAGES.alreadyTracked);
      const count = Math.min(body.userSelectedNumberOfRankRadarKeywords, MAX_TRACKER_KEYWORDS);
      const terms = await repo.nicheKeywords(scope, body.nicheId, count);
      if (terms.length === 0) throw invalid('This niche has no search terms to track');
      const { limit } = await deps.billing.quota(scope.organizationId, 'RANK_RADAR_KEYWORDS');
      const startDate = marketplaceDate(body.marketplace, now());
      try {
        const { trackerId } = await repo.addWithinQuota({
          organizationId: scope.organizationId,
          limit,
          perTracker: MAX_TRACKER_KEYWORDS,
          tracker: {
            organizationId: scope.organizationId,
            nicheId: body.nicheId,
            marketplace: body.marketplace,
            asin: body.asin,
            asins: [...family].sort(),
            title: product.title,
            createdBy: scope.userId ?? null,
            startDate,
          },
          terms: terms.map((t) => ({ ...t, keyword: normalizeSearchTerm(t.keyword) })),
          source: 'dive',
        });
        await deps.collectFirstDay(trackerId, body.marketplace, startDate);
        return toTracker((await repo.tracker(scope, trackerId, false))!);
      } catch (error) {
        if (error instanceof NoRoom) throw invalid(noRoomMessage(error));
        throw error;
      }
    },

    /**
     * A dive's hero, tracked in the niche the dive built: `keywords` search terms, or by default
     * the niche's visible ones (at most 500), capped by the plan's remaining quota.
     */
    async trackHero(
      scope: Scope,
      hero: { asin: string; marketplace: MarketplaceTld; nicheId: number; keywords: number | null },
    ): Promise<Tracker> {
      const { used, limit } = await deps.billing.quota(scope.organizationId, 'RANK_RADAR_KEYWORDS');
      const remaining = limit === null ? null : limit - used;
      const count = Math.min(hero.keywords ?? MAX_TRACKER_KEYWORDS, remaining ?? Infinity);
      return this.track(scope, {
        asin: hero.asin,
        marketplace: hero.marketplace,
        nicheId: hero.nicheId,
        userSelectedNumberOfRankRadarKeywords: Math.max(1, count),
      });
    },

    async update(
      scope: Scope,
      tracker: AccessibleTracker,
      body: {
        status?: 'active' | 'paused' | undefined;
        tags?: number[] | undefined;
        assignees?: string[] | undefined;
        archived?: false | undefined;
      },
    ): Promise<Tracker> {
      if (body.archived !== false) refuseArchived(tracker);
      if (body.tags?.length) {
        const known = await repo.labels(scope.organizationId, body.tags);
        if (known.length !== new Set(body.tags).size) throw invalid('Unknown tag');
      }
      if (body.assignees?.length) {
        const known = await repo.members(scope.organizationId, body.assignees);
        if (known.length !== new Set(body.assignees).size)
          throw invalid('Assignees must be members of the organization');
      }
      if (tracker.archived) await unarchive(scope, tracker);
      const { archived: _, ...changes } = body;
      if (Object.keys(changes).length) await repo.update(tracker, changes);
      return toTracker((await repo.tracker(scope, tracker.id, false))!);
    },

    archive: (tracker: AccessibleTracker): Promise<void> => repo.archive(tracker),

    async heatmap(
      scope: Scope,
      tracker: AccessibleTracker,
      query: {
        days?: number | undefined;
        from?: string | undefined;
        to?: string | undefined;
        archived: 'true' | 'false';
      },
    ): Promise<Heatmap> {
      if (query.days !== undefined && query.from !== undefined)
        throw invalid('Give either a number of days or a start date, not both');
      const today = marketplaceDate(tracker.marketplace, now());
      const to = query.to ?? tracker.lastCollectedDate ?? today;
      const from = query.from ?? addDays(to, -((query.days ?? HEATMAP_DEFAULT_DAYS) - 1));
      if (from > to) throw invalid('The start date must not be after the end date');
      const dates = daysBetween(from, to);
      if (dates.length > HEATMAP_MAX_DAYS)
        throw invalid(`A heatmap shows at most ${HEATMAP_MAX_DAYS} days`);
      const archived = query.archived === 'true';
      // The terms and ranks, and the SQP figures of the same terms, read side by side.
      const [{ collected, keywords }, sqp] = await Promise.all([
        deps.heatmaps.window(tracker, archived, from, to, dates.length),
        deps.sqpFacts?.(tracker, archived, from, to),
      ]);
      const map = buildHeatmap(
        dates,
        collected,
        keywords,
        await variationAttributes(scope.organizationId, tracker, keywords, to),
      );
      if (!sqp) return map;
      for (const k of map.keywords) k.sqpData = sqp.byKeyword.get(k.keywordId) ?? null;
      map.aggregate.average.sqpData = sqp.aggregate;
      map.coverage = { ...map.coverage, ...sqp.coverage };
      return map;
    },

    async updateKeywordStatus(
      scope: Scope,
      tracker: AccessibleTracker,
      body: { keywordIds: number[]; action: 'pause' | 'resume' | 'archive' | 'restore' },
    ) {
      if (body.action === 'restore') {
        // Restored terms count against the quota and the tracker's 500 again.
        const { used, limit } = await deps.billing.quota(
          scope.organizationId,
          'RANK_RADAR_KEYWORDS',
        );
        const room = Math.min(
          limit === null ? Infinity : limit - used,
          MAX_TRACKER_KEYWORDS - tracker.keywordCount,
        );
        if (body.keywordIds.length > room)
          throw invalid(RANK_MESSAGES.trackerFull(Math.max(0, room)));
      }
      return { updated: await repo.setKeywordStatus(tracker, body.keywordIds, body.action) };
    },

    /** Terms as they would be added: normalized, without empty ones, duplicates and tracked ones. */
    async preview(scope: Scope, tracker: AccessibleTracker, searchTerms: string[]) {
      const terms = [...new Set(searchTerms.map(normalizeSearchTerm).filter(Boolean))];
      const tracked = await repo.trackedTerms(tracker, terms);
      const fresh = terms.filter((t) => !tracked.has(t));
      const volumes = await deps.market.searchVolumes(
        { orgId: scope.organizationId },
        tracker.marketplace,
        { terms: fresh, date: marketplaceDate(tracker.marketplace, now()) },
      );
      const byTerm = new Map(volumes.map((v) => [v.term.toLowerCase(), v.searchVolume]));
      return {
        terms: fresh.map((keyword) => ({ keyword, searchVolume: byTerm.get(keyword) ?? null })),
      };
    },

    async addKeywords(scope: Scope, tracker: AccessibleTracker, searchTerms: string[]) {
      refuseArchived(tracker);
      const normalized = searchTerms.map(normalizeSearchTerm);
      const terms = [...new Set(normalized.filter(Boolean))];
      const skippedEmpty = normalized.length - normalized.filter(Boolean).length;
      const inRequest = normalized.length - skippedEmpty - terms.length;
      if (terms.length === 0) throw invalid(RANK_MESSAGES.noSearchTerms);
      const { limit } = await deps.billing.quota(scope.organizationId, 'RANK_RADAR_KEYWORDS');
      const tld = tracker.marketplace;
      const volumes = await deps.market.searchVolumes({ orgId: scope.organizationId }, tld, {
        terms,
        date: marketplaceDate(tld, now()),
      });
      const byTerm = new Map(volumes.map((v) => [v.term.toLowerCase(), v.searchVolume]));
      try {
        const result = await repo.addWithinQuota({
          organizationId: scope.organizationId,
          limit,
          perTracker: MAX_TRACKER_KEYWORDS,
          tracker,
          terms: terms.map((keyword) => ({
            keyword,
            searchVolume: byTerm.get(keyword) ?? null,
            relevancy: null,
          })),
          source: 'manual',
        });
        return {
          added: result.added,
          skippedDuplicates: inRequest + result.duplicates,
          skippedEmpty,
        };
      } catch (error) {
        if (error instanceof NoRoom) throw invalid(noRoomMessage(error));
        throw error;
      }
    },
  };
}

export type RankRadarService = ReturnType<typeof createRankRadarService>;
