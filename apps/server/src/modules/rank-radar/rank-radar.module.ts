import { JOBS, type JobPayload, type MarketplaceTld } from '@fathom/contract';
import type { MarketDataProvider } from '@fathom/market';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Guards } from '../../http/route';
import { handler } from '../../jobs/registry';
import type { BillingService } from '../billing/billing.service';
import type { ServiceModule } from '../module';
import type { UnitOfWork } from '../unit-of-work';
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
import { createInsightsService, type InsightsService } from './insights.service';
import { registerInsightRoutes } from './insights.routes';
import { createReportsService } from './reports.service';
import { registerReportRoutes } from './reports.routes';
import { createHighlightsRepository } from './highlights/highlights.repository';
import { seedDemoHighlights } from './highlights/demo-highlights';
import { registerHighlightRoutes } from './highlights/highlights.routes';
import { createHighlightsService } from './highlights/highlights.service';
import { createAlertsRepository } from './alerts/alerts.repository';
import { registerAlertRoutes } from './alerts/alerts.routes';
import { createAlertsService, type AlertsDeps, type AlertsService } from './alerts/alerts.service';
import { seedDemoAlertRules } from './alerts/demo-alerts';
import type { Mailer } from '../mail/mailer';
import { createPoolRepository } from './pool.repository';
import { createHistoryRepository, type HistoryRepository } from './history/history.repository';
import { registerHistoryRoutes } from './history/history.routes';
import { createHistoryService } from './history/history.service';
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
    /** Rank Radar's stored rank days, as a history import fills them. */
    rankHistory: HistoryRepository;
    /** Rank Radar's trackers and their terms. */
    rankTrackers: RankRadarRepository;
  }
}

export interface RankRadarModule extends ServiceModule<RankRadarService> {
  collection: CollectionService;
  /** The pool, roots, overview and leaderboard of a tracker. */
  insights: InsightsService;
  /** The demo organization's trackers and their past days. */
  demoHistory: DemoHistory;
  /** Rank-change alert rules, their evaluation and the digest e-mails. */
  alerts: AlertsService;
  /** Tracked terms of the organization's trackers: the RANK_RADAR_KEYWORDS quota's use. */
  activeKeywordCount(organizationId: number): Promise<number>;
  /** How routes find the trackers, highlights and alert rules their paths name. */
  guards: Pick<Guards, 'tracker' | 'highlight' | 'alertRule'>;
}

export function createRankRadarModule(deps: {
  db: Db;
  work: UnitOfWork;
  market: MarketDataProvider;
  billing: Pick<BillingService, 'quota'>;
  queue: CollectionDeps['queue'] &
    DemoHistoryDeps['queue'] &
    AlertsDeps['queue'] & {
      send(
        name: 'ads-data.sqp-import',
        payload: { trackerId: number },
        opts?: object,
      ): Promise<unknown>;
      send(
        name: 'ads-data.ppc-history',
        payload: JobPayload<'ads-data.ppc-history'>,
        opts: { singletonKey: string },
      ): Promise<unknown>;
    };
  log: FastifyBaseLogger;
  /** Bytes of an uploaded history file (FATHOM_UPLOAD_MAX_BYTES). */
  uploadBytesMax: number;
  sqpFacts?: RankRadarDeps['sqpFacts'];
  mailer: Pick<Mailer, 'send'>;
  /** The app's address, for links in e-mails. */
  baseUrl: string;
}): RankRadarModule {
  const repo = createRankRadarRepository(deps.db);
  const alertsRepo = createAlertsRepository(deps.db);
  const collection = createCollectionService({
    repo: createCollectionRepository(deps.db),
    market: deps.market,
    queue: deps.queue,
    log: deps.log,
    afterDay: (marketplace, day, trackerId) => alerts.evaluate(marketplace, day, trackerId),
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
  const insights = createInsightsService({
    rankRadar: service,
    pool: createPoolRepository(deps.db),
    market: deps.market,
  });
  const alerts = createAlertsService({
    rankRadar: service,
    repo: alertsRepo,
    mailer: deps.mailer,
    appUrl: deps.baseUrl,
    queue: deps.queue,
  });
  const highlightsRepo = createHighlightsRepository(deps.db);
  const highlights = createHighlightsService({ rankRadar: service, repo: highlightsRepo });
  const demoHistory = createDemoHistory({
    repo,
    service,
    collection,
    queue: deps.queue,
    beforeCollect: (tracker) => seedDemoAlertRules(alertsRepo, tracker),
    afterHistory: (tracker, lastDay) => alertsRepo.markReadBefore(tracker, lastDay),
    highlight: (tracker, first, today) => seedDemoHighlights(highlightsRepo, tracker, first, today),
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
    insights,
    demoHistory,
    alerts,
    activeKeywordCount: repo.activeKeywordCount,
    guards: {
      tracker: service.resolve,
      highlight: highlights.resolve,
      alertRule: alerts.resolve,
    },
    routes: (app, guards) => {
      registerRankRadarRoutes(app, guards, service);
      registerInsightRoutes(app, guards, insights);
      registerReportRoutes(
        app,
        guards,
        createReportsService({ rankRadar: service, market: deps.market }),
      );
      registerHighlightRoutes(app, guards, highlights);
      registerAlertRoutes(app, guards, alerts);
      registerBsrRoutes(app, guards, bsr);
      registerHistoryRoutes(
        app,
        guards,
        createHistoryService({
          repo: createHistoryRepository(deps.db),
          billing: deps.billing,
          work: deps.work,
        }),
        deps.uploadBytesMax,
      );
      registerVariationRoutes(
        app,
        guards,
        createVariationService({ rankRadar: service, market: deps.market }),
      );
    },
    repositories: (tx) => ({
      rankHistory: createHistoryRepository(tx),
      rankTrackers: createRankRadarRepository(tx),
    }),
    jobs: [
      handler(JOBS, 'rank-radar.tick', () => collection.tick()),
      handler(JOBS, 'rank-radar.collect', async (payload, attempt) => {
        await collection.collect(payload, attempt);
      }),
      handler(JOBS, 'rank-radar.alert-digest', async ({ trackerId, day }) => {
        await alerts.sendDigest(trackerId, day);
      }),
      handler(JOBS, 'rank-radar.demo-history', async (payload) => {
        await demoHistory.fill(payload);
      }),
    ],
  };
}
