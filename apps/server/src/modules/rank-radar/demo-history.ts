import {
  addDays,
  daysBetween,
  marketplaceDate,
  type JOBS,
  type JobPayload,
  type MarketplaceTld,
} from '@fathom/contract';
import type { JobQueue } from '../../jobs/registry';
import type { CollectionService } from './collection.service';
import type { AccessibleTracker, RankRadarRepository } from './rank-radar.repository';
import type { RankRadarService } from './rank-radar.service';

/** Search terms each demo Rank Radar follows. */
export const DEMO_TRACKER_KEYWORDS = 100;

/** A filled tracker whose seller reports are asked for, and its days. */
export interface SellerReportRequest {
  trackerId: number;
  organizationId: number;
  marketplace: MarketplaceTld;
  from: string;
  to: string;
}

export interface DemoHistoryDeps {
  repo: Pick<RankRadarRepository, 'byNiche' | 'manageableNiche' | 'backdate'>;
  service: Pick<RankRadarService, 'track'>;
  collection: Pick<CollectionService, 'collect'>;
  queue: Pick<JobQueue<typeof JOBS>, 'send'>;
  /** Asks for the filled tracker's seller reports over its days (PPC days and SQP weeks). */
  reports?: (tracker: SellerReportRequest) => Promise<void>;
  /** Gives the tracker its alert rules before its past days are collected. */
  beforeCollect?: (tracker: AccessibleTracker) => Promise<void>;
  /** Marks the filled tracker with a few tags and a note. */
  highlight?: (tracker: AccessibleTracker, first: string, today: string) => Promise<void>;
  /**
   * After the past days: the alerts they raised are marked read but the last day's, as for a
   * user who has followed the tracker all along.
   */
  afterHistory?: (tracker: AccessibleTracker, lastDay: string) => Promise<void>;
  now?: () => Date;
}

/**
 * The demo organization's Rank Radars: a product of a demo niche tracked as a user would, then
 * its past days collected from the market like any day, oldest first. Only the demo backfills:
 * a tracker made by a user starts on its creation day.
 */
export function createDemoHistory(deps: DemoHistoryDeps) {
  const now = deps.now ?? (() => new Date());
  return {
    /** Asks for the demo trackers; each waits for its niche's first dive. */
    async request(requests: JobPayload<'rank-radar.demo-history'>[]): Promise<void> {
      for (const request of requests) await deps.queue.send('rank-radar.demo-history', request);
    },

    /** Tracks the niche's product once and collects the days before today it lacks. */
    async fill(request: JobPayload<'rank-radar.demo-history'>): Promise<number> {
      const scope = { organizationId: request.organizationId };
      const niche = await deps.repo.manageableNiche(scope, request.nicheId);
      if (!niche || niche.asins.length === 0)
        throw new Error(`Niche ${request.nicheId} has no finished dive yet`);
      const marketplace = niche.marketplace;
      let [tracker] = await deps.repo.byNiche(scope, request.nicheId);
      if (!tracker) {
        const created = await deps.service.track(
          { organizationId: request.organizationId, userId: request.userId, role: 'owner' },
          {
            asin: request.asin,
            marketplace,
            nicheId: request.nicheId,
            userSelectedNumberOfRankRadarKeywords: DEMO_TRACKER_KEYWORDS,
          },
        );
        [tracker] = await deps.repo.byNiche(scope, request.nicheId);
        if (!tracker || tracker.id !== created.id) throw new Error('The demo tracker was not made');
      }
      const today = marketplaceDate(marketplace, now());
      const first = addDays(today, -request.days);
      await deps.repo.backdate(tracker, first);
      await deps.beforeCollect?.(tracker);
      let stored = 0;
      for (const day of daysBetween(first, addDays(today, -1))) {
        const result = await deps.collection.collect(
          { marketplace, day, trackerId: tracker.id },
          { retryCount: 0, isLast: false },
        );
        stored += result.stored;
      }
      await deps.afterHistory?.(tracker, addDays(today, -1));
      await deps.highlight?.(tracker, first, today);
      await deps.reports?.({
        trackerId: tracker.id,
        organizationId: request.organizationId,
        marketplace,
        from: first,
        to: addDays(today, -1),
      });
      return stored;
    },
  };
}

export type DemoHistory = ReturnType<typeof createDemoHistory>;
