import { JOBS, type MarketplaceTld } from '@fathom/contract';
import type { MarketDataProvider } from '@fathom/market';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Guards } from '../../http/route';
import { handler, type JobQueue } from '../../jobs/registry';
import type { BillingService } from '../billing/billing.service';
import type { ServiceModule } from '../module';
import { createBsrRepository } from './bsr.repository';
import { createBsrService } from './bsr.service';
import { registerBsrRoutes } from './bsr.routes';
import { createVariationService } from './variations.service';
import { registerVariationRoutes } from './variations.routes';
import { createCollectionRepository } from './collection.repository';
import {
  createCollectionService,
  type CollectionDeps,
  type CollectionService,
} from './collection.service';
import { createDemoHistory, type DemoHistory, type DemoHistoryDeps } from './demo-history';
import { createReportsService } from './reports.service';
import { registerReportRoutes } from './reports.routes';
import { createHeatmapRepository } from './heatmap.repository';
import { createRankRadarRepository, type RankRadarRepository } from './rank-radar.repository';
import { registerRankRadarRoutes } from './rank-radar.routes';
import {
  createRankRadarService,
  type RankRadarDeps,
  type RankRadarService,
} from './rank-radar.service';

declare module '../unit-of-work' {
  interface Repositories {
    /** Rank Radar's trackers and their terms. */
    rankTrackers: RankRadarRepository;
  }
}

/**
 * The tracker core of Rank Radar: trackers, their terms, heatmap and daily collection. Its
 * alerts, highlights, history and insights are modules of their own that take the tracker the
 * route resolved.
 */
export interface RankRadarModule extends ServiceModule<RankRadarService> {
  collection: CollectionService;
  /** The demo organization's trackers and their past days. */
  demoHistory: DemoHistory;
  /** Tracked terms of the organization's trackers: the RANK_RADAR_KEYWORDS quota's use. */
  activeKeywordCount(organizationId: number): Promise<number>;
  /** How routes find the trackers their paths name. */
  guards: Pick<Guards, 'tracker'>;
}

export function createRankRadarModule(deps: {
  db: Db;
  market: MarketDataProvider;
  billing: Pick<BillingService, 'quota'>;
  queue: Pick<JobQueue<typeof JOBS>, 'send'>;
  log: FastifyBaseLogger;
  sqpFacts?: RankRadarDeps['sqpFacts'];
  /** Runs after the trackers of a day are stored (the rank-change alerts). */
  afterDay?: CollectionDeps['afterDay'];
  /** What the other Rank Radar modules add to a demo tracker's history. */
  demo?: Pick<DemoHistoryDeps, 'beforeCollect' | 'afterHistory' | 'highlight'>;
}): RankRadarModule {
  const repo = createRankRadarRepository(deps.db);
  const collection = createCollectionService({
    repo: createCollectionRepository(deps.db),
    market: deps.market,
    queue: deps.queue,
    log: deps.log,
    ...(deps.afterDay ? { afterDay: deps.afterDay } : {}),
  });
  const service = createRankRadarService({
    repo,
    heatmaps: createHeatmapRepository(deps.db),
    market: deps.market,
    billing: deps.billing,
    ...(deps.sqpFacts ? { sqpFacts: deps.sqpFacts } : {}),
    collectFirstDay: async (trackerId: number, marketplace: MarketplaceTld, day: string) => {
      await deps.queue.send('rank-radar.collect', { marketplace, day, trackerId });
    },
  });
  const demoHistory = createDemoHistory({
    repo,
    service,
    collection,
    queue: deps.queue,
    ...deps.demo,
    reports: async ({ trackerId, ...days }) => {
      await deps.queue.send('ads-data.ppc-history', days, {
        singletonKey: `ppc-history-${days.organizationId}-${days.marketplace}-${days.from}`,
      });
      await deps.queue.send(
        'ads-data.sqp-import',
        { trackerId },
        { singletonKey: `sqp-${trackerId}` },
      );
    },
  });
  const bsr = createBsrService({ repo: createBsrRepository(deps.db), market: deps.market });
  return {
    service,
    collection,
    demoHistory,
    activeKeywordCount: repo.activeKeywordCount,
    guards: { tracker: service.resolve },
    routes: (app, guards) => {
      registerRankRadarRoutes(app, guards, service);
      registerReportRoutes(
        app,
        guards,
        createReportsService({ rankRadar: service, market: deps.market }),
      );
      registerBsrRoutes(app, guards, bsr);
      registerVariationRoutes(
        app,
        guards,
        createVariationService({ rankRadar: service, market: deps.market }),
      );
    },
    repositories: (tx) => ({ rankTrackers: createRankRadarRepository(tx) }),
    jobs: [
      handler(JOBS, 'rank-radar.tick', () => collection.tick()),
      handler(JOBS, 'rank-radar.collect', async (payload, attempt) => {
        await collection.collect(payload, attempt);
      }),
      handler(JOBS, 'rank-radar.demo-history', async (payload) => {
        await demoHistory.fill(payload);
      }),
    ],
  };
}
