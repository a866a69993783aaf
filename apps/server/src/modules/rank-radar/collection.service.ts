import {
  MARKETPLACES,
  marketplaceDate,
  type JOBS,
  type JobPayload,
  type MarketplaceTld,
} from '@fathom/contract';
import type { MarketDataProvider } from '@fathom/market';
import type { FastifyBaseLogger } from 'fastify';
import type { Attempt, JobQueue } from '../../jobs/registry';
import { mapLimit } from '../../lib/concurrency';
import type { CollectionRepository, DueTracker } from './collection.repository';
import { bestRanks } from './domain/collect';

export interface CollectionDeps {
  repo: CollectionRepository;
  market: MarketDataProvider;
  queue: Pick<JobQueue<typeof JOBS>, 'send'>;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** Runs after the trackers of a day are stored (the rank-change alerts); safe to run again. */
  afterDay?: (marketplace: MarketplaceTld, day: string, trackerId?: number) => Promise<unknown>;
  now?: () => Date;
}

/** Trackers read per batch, and provider calls in flight at once. */
const BATCH = 200;
const IN_FLIGHT = 8;

/**
 * Daily rank collection (docs/scaling.md): after each marketplace's local midnight, every active
 * tracker's day is read from the market provider and stored once, whatever the workers and
 * restarts; a day that keeps failing is marked failed after the job's last try.
 */
export function createCollectionService(deps: CollectionDeps) {
  const now = deps.now ?? (() => new Date());

  /**
   * Search volumes of a batch's terms: one provider call per organization for its trackers'
   * terms, each term once. An organization whose call fails gets no entry: its trackers fail.
   */
  async function batchVolumes(batch: DueTracker[], marketplace: MarketplaceTld, day: string) {
    const byOrg = new Map<number, Set<string>>();
    for (const tracker of batch) {
      const terms = byOrg.get(tracker.organizationId) ?? new Set<string>();
      for (const k of tracker.keywords) terms.add(k.keyword);
      byOrg.set(tracker.organizationId, terms);
    }
    const volumes = new Map<number, Map<string, number>>();
    await Promise.all(
      [...byOrg].map(async ([orgId, terms]) => {
        if (terms.size === 0) return volumes.set(orgId, new Map());
        try {
          const found = await deps.market.searchVolumes({ orgId }, marketplace, {
            terms: [...terms],
            date: day,
          });
          volumes.set(orgId, new Map(found.map((v) => [v.term.toLowerCase(), v.searchVolume])));
        } catch (error) {
          deps.log.error({ err: error, organizationId: orgId }, 'search volumes failed');
        }
      }),
    );
    return volumes;
  }

  /** Reads one tracker's ranks of the day from the provider and stores the day; false when another worker did. */
  async function collectTracker(
    tracker: DueTracker,
    marketplace: MarketplaceTld,
    day: string,
    volumeOf: Map<string, number>,
  ) {
    const terms = tracker.keywords.map((k) => k.keyword);
    const rows = terms.length
      ? await deps.market.keywordRanks({ orgId: tracker.organizationId }, marketplace, {
          asins: tracker.asins,
          terms,
          from: day,
          to: day,
        })
      : [];
    const best = bestRanks(rows);
    return deps.repo.store({
      trackerId: tracker.id,
      day,
      keywordIds: tracker.keywords.map((k) => k.id),
      ranks: tracker.keywords.flatMap((k) => {
        const rank = best.get(k.keyword);
        return rank ? [{ keywordId: k.id, ...rank }] : [];
      }),
      volumes: tracker.keywords.flatMap((k) => {
        const sv = volumeOf.get(k.keyword);
        return sv === undefined ? [] : [{ keywordId: k.id, searchVolume: sv }];
      }),
    });
  }

  return {
    /**
     * Collects `day` for every due tracker of the marketplace (or one). Trackers that fail are
     * left for the job's retry; on the last try they are marked failed for the day.
     */
    async collect(
      payload: JobPayload<'rank-radar.collect'>,
      attempt: Attempt = { retryCount: 0, isLast: true },
    ) {
      const failed: number[] = [];
      let stored = 0;
      let afterId = 0;
      for (;;) {
        const due = await deps.repo.due(payload.marketplace, payload.day, {
          afterId,
          limit: BATCH,
          trackerId: payload.trackerId,
        });
        if (due.length === 0) break;
        afterId = due[due.length - 1]!.id;
        const volumes = await batchVolumes(due, payload.marketplace, payload.day);
        await mapLimit(due, IN_FLIGHT, async (tracker) => {
          try {
            const volumeOf = volumes.get(tracker.organizationId);
            if (!volumeOf) throw new Error('No search volumes for the organization');
            if (await collectTracker(tracker, payload.marketplace, payload.day, volumeOf))
              stored += 1;
          } catch (error) {
            deps.log.error({ err: error, trackerId: tracker.id }, 'rank collection failed');
            failed.push(tracker.id);
          }
        });
      }
      try {
        await deps.afterDay?.(payload.marketplace, payload.day, payload.trackerId);
      } catch (error) {
        deps.log.error({ err: error, day: payload.day }, 'rank alerts failed');
        if (!attempt.isLast) throw error;
      }
      if (failed.length === 0) return { stored, failed: 0 };
      if (!attempt.isLast)
        throw new Error(`Rank collection of ${payload.day} failed for ${failed.length} trackers`);
      for (const id of failed) await deps.repo.markFailed(id, payload.day);
      return { stored, failed: failed.length };
    },

    /**
     * Queues each marketplace's collection of its local day. A tracker's day is claimed once, so
     * the collections of a day after the first find nothing left to do.
     */
    async tick(): Promise<void> {
      const at = now();
      for (const { tld } of MARKETPLACES) {
        const day = marketplaceDate(tld, at);
        await deps.queue.send('rank-radar.collect', { marketplace: tld, day });
      }
    },
  };
}

export type CollectionService = ReturnType<typeof createCollectionService>;
