import {
  localDateOf,
  marketplace as marketplaceOf,
  TRACKER_LIMITS,
  TRACKER_MESSAGES,
  type JobPayload,
  type MarketplaceTld,
  type NicheTracking,
  type ResearchAsins,
  type TrackerGranularity,
} from '@fathom/contract';
import type { MarketDataProvider, ProviderContext } from '@fathom/market';
import { mapLimit } from '../../lib/concurrency';
import { invalid } from '../../lib/errors';
import type { Niche } from '../niches/niches.service';
import { dayFigures, HERO_RANK_KEYWORDS } from './domain/day-figures';
import { buildSeries, dateOfDay, dayNumber, daysBetween, type TrackedDay } from './domain/series';
import type { NicheTrackerRepository, TrackedNiche } from './niche-tracker.repository';

/** Niches read and stored per round of the daily snapshot. */
export const SNAPSHOT_BATCH = 500;
/** Market calls of one round in flight at once. */
const MARKET_CONCURRENCY = 16;

/** The snapshot reads market data for every organization at once: no one organization's. */
const CTX: ProviderContext = { orgId: null };

export interface NicheTrackerDeps {
  repo: NicheTrackerRepository;
  market: MarketDataProvider;
  queue: {
    send(
      name: 'niche-tracker.backfill',
      payload: JobPayload<'niche-tracker.backfill'>,
    ): Promise<unknown>;
  };
}

export interface TrackingRequest {
  dateStart: number;
  dateEnd: number;
  granularity: TrackerGranularity;
  weekEndsAt: number;
  timezone?: string | undefined;
}

/** The niche tracker: daily snapshots of every niche, and the series its screen shows. */
export function createNicheTrackerService({ repo, market, queue }: NicheTrackerDeps) {
  /** One niche's figures on a day, read from the market for its latest dive's products and keywords. */
  async function readDay(
    tld: MarketplaceTld,
    niche: TrackedNiche,
    date: string,
  ): Promise<TrackedDay> {
    const terms = niche.keywords.map((k) => k.keyword);
    const rankTerms = niche.keywords
      .filter((k) => k.visible)
      .sort((a, b) => b.searchVolume - a.searchVolume || (a.keyword < b.keyword ? -1 : 1))
      .slice(0, HERO_RANK_KEYWORDS)
      .map((k) => k.keyword);
    const [products, sales, volumes, ranks] = await Promise.all([
      market.getProducts(CTX, tld, { asins: niche.asins, date }),
      market.salesEstimates(CTX, tld, { asins: niche.asins, date }),
      terms.length ? market.searchVolumes(CTX, tld, { terms, date }) : Promise.resolve([]),
      rankTerms.length
        ? market.keywordRanks(CTX, tld, {
            asins: [niche.heroAsin],
            terms: rankTerms,
            from: date,
            to: date,
          })
        : Promise.resolve([]),
    ]);
    const volume = new Map(volumes.map((v) => [v.term, v.searchVolume]));
    const rank = new Map(ranks.map((r) => [r.term, r.organicRank]));
    return {
      date,
      figures: dayFigures({
        products,
        sales,
        keywords: niche.keywords.map((k) => ({
          searchVolume: volume.get(k.keyword) ?? 0,
          visible: k.visible,
        })),
        heroRanks: rankTerms.map((t) => rank.get(t) ?? null),
        competitionStrength: niche.competitionStrength,
      }),
    };
  }

  return {
    /**
     * Takes every dived niche's figures of its marketplace's current day, in rounds of
     * SNAPSHOT_BATCH niches; a niche already taken that day is skipped, so a second run changes
     * nothing. Answers how many days were stored.
     */
    async snapshotAll(): Promise<number> {
      let stored = 0;
      for (const tld of await repo.marketplaces()) {
        const date = await market.latestDate(CTX, tld);
        let afterId = 0;
        for (;;) {
          const batch = await repo.untaken(tld, date, afterId, SNAPSHOT_BATCH);
          if (!batch.length) break;
          const days = await mapLimit(batch, MARKET_CONCURRENCY, (n) => readDay(tld, n, date));
          stored += await repo.insert(batch.map((n, i) => ({ nicheId: n.id, ...days[i]! })));
          afterId = batch.at(-1)!.id;
        }
      }
      return stored;
    },

    /**
     * Stores a niche's figures of the `days` days before its marketplace's current day, read from
     * the market; days already stored stay. Throws while the niche has no finished dive, so the
     * job tries again later.
     */
    async backfill(nicheId: number, days: number): Promise<number> {
      const niche = await repo.niche(nicheId);
      if (!niche) throw new Error(`Niche ${nicheId} has no finished dive yet`);
      const tld = niche.marketplace;
      const today = dayNumber(await market.latestDate(CTX, tld));
      const dates = Array.from({ length: days }, (_, i) => dateOfDay(today - days + i));
      const read = await mapLimit(dates, MARKET_CONCURRENCY, (d) => readDay(tld, niche, d));
      return repo.insert(read.map((d) => ({ nicheId, ...d })));
    },

    /** Asks for the history of niches (the demo's), taken once each has been dived. */
    async requestBackfill(nicheIds: number[], days: number): Promise<void> {
      for (const nicheId of nicheIds) await queue.send('niche-tracker.backfill', { nicheId, days });
    },

    /** The niche's series for a range (docs/metrics.md "Niche tracker"). */
    async tracking(niche: Niche, request: TrackingRequest): Promise<NicheTracking> {
      const tld = niche.marketplace;
      const timezone = request.timezone ?? marketplaceOf(tld).timeZone;
      const from = localDateOf(request.dateStart, timezone);
      const to = localDateOf(request.dateEnd, timezone);
      if (from > to) throw invalid(TRACKER_MESSAGES.startAfterEnd);
      if (daysBetween(from, to) > TRACKER_LIMITS.maxRangeDays)
        throw invalid(TRACKER_MESSAGES.rangeTooLong);
      // Gaps at the range's edges are filled from the days just outside it.
      const margin = TRACKER_LIMITS.maxFilledGapDays + 1;
      const wideFrom = dateOfDay(dayNumber(from) - margin);
      const wideTo = dateOfDay(dayNumber(to) + margin);
      const tracked = await repo.series(niche, timezone, wideFrom, wideTo);
      return {
        nicheId: niche.id,
        marketplace: tld,
        currency: marketplaceOf(tld).currency,
        timezone,
        granularity: request.granularity,
        weekEndsAt: request.weekEndsAt,
        dateStart: from,
        dateEnd: to,
        points: buildSeries(tracked, { from, to }, request.granularity, request.weekEndsAt),
      };
    },

    /** The products of each of the niche's dives, with what each changed. */
    async researchAsins(niche: Niche): Promise<ResearchAsins> {
      const zone = marketplaceOf(niche.marketplace).timeZone;
      const rows = await repo.researchAsins(niche, zone);
      return rows.map((r, i) => {
        const before = new Set(i ? rows[i - 1]!.asins : []);
        const now = new Set(r.asins);
        return {
          ...r,
          added: i ? r.asins.filter((a) => !before.has(a)) : [],
          removed: i ? rows[i - 1]!.asins.filter((a) => !now.has(a)) : [],
        };
      });
    },
  };
}

export type NicheTrackerService = ReturnType<typeof createNicheTrackerService>;
