import Fastify, { type FastifyInstance } from 'fastify';
import { pino } from 'pino';
import {
  createCompositeMarket,
  createSimulatedMarket,
  type MarketDataProvider,
} from '@fathom/market';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { JOBS, REALTIME_LIMITS, UPLOAD_LIMITS, type PublicConfig } from '@fathom/contract';
import type { SimulatedUnsupported } from './config';
import type { Database } from './db/client';
import { registerErrorHandler } from './http/errors';
import { openApiOptions } from './http/openapi';
import type { Guards } from './http/route';
import { registerRequestLog, requestLogging } from './http/request-log';
import { registerOriginCheck } from './http/origin-check';
import { registerSecurityHeaders } from './http/security-headers';
import { registerWebApp } from './http/web';
import { JobQueue, supervision, type JobTimings } from './jobs/registry';
import { createAnalyticsModule } from './modules/analytics/analytics.module';
import type { PasswordHashing } from './modules/auth/auth';
import { createAuthModule } from './modules/auth/auth.module';
import { createBillingModule } from './modules/billing/billing.module';
import type { StripeSettings } from './modules/billing/stripe-provider';
import { createConnectionsModule } from './modules/connections/connections.module';
import { createAmazonConnectionsModule } from './modules/amazon-connections/amazon-connections.module';
import type { LwaSettings } from './modules/amazon-connections/lwa-client';
import { createDemoModule } from './modules/demo/demo.module';
import { DEMO_SIGN_INS } from './modules/demo/demo.service';
import { createDivesModule } from './modules/dives/dives.module';
import { createImportedData, createImportsModule } from './modules/imports/imports.module';
import { MARKET_IMPORT_PARSERS } from './modules/imports/market-parsers';
import type { ImportParsers } from './modules/imports/parsers';
import { createKeywordListsModule } from './modules/keyword-lists/keyword-lists.module';
import { createKeywordAnalysisModule } from './modules/keyword-lists/keyword-analysis.module';
import { createProfitsModule } from './modules/profits/profits.module';
import { createScorecardModule } from './modules/scorecard/scorecard.module';
import { createMailModule } from './modules/mail/mail.module';
import type { AppModule } from './modules/module';
import { createNichesRepository } from './modules/niches/niches.repository';
import { createNichesModule } from './modules/niches/niches.module';
import { createNicheEditsModule } from './modules/niche-edits/niche-edits.module';
import { createNichePagesModule } from './modules/niche-pages/niche-pages.module';
import { createResearchesModule } from './modules/researches/researches.module';
import { createNicheTrackerModule } from './modules/niche-tracker/niche-tracker.module';
import { createOrgsModule } from './modules/orgs/orgs.module';
import { createPipelineFiltersModule } from './modules/pipeline-filters/pipeline-filters.module';
import { createApiKeysModule } from './modules/api-keys/api-keys.module';
import { createPreferencesModule } from './modules/preferences/preferences.module';
import { createPipelineModule } from './modules/pipeline/pipeline.module';
import { createProductsModule } from './modules/products/products.module';
import { createRankRadarModule } from './modules/rank-radar/rank-radar.module';
import { createRankRadarAlertsModule } from './modules/rank-radar/alerts/alerts.module';
import { createRankRadarHighlightsModule } from './modules/rank-radar/highlights/highlights.module';
import { createRankRadarHistoryModule } from './modules/rank-radar/history/history.module';
import { createRankRadarInsightsModule } from './modules/rank-radar/insights/insights.module';
import { createPpcModule } from './modules/ads-data/ppc.module';
import { createSqpModule } from './modules/ads-data/sqp.module';
import { createSchedulesModule } from './modules/schedules/schedules.module';
import { createSystemModule } from './modules/system/system.module';
import { createTeamModule } from './modules/team/team.module';
import { registerRealtime } from './realtime/hub';
import { createUnitOfWork, type UnitOfWork } from './modules/unit-of-work';
import { MEMBERSHIPS_CHANNEL } from './modules/orgs/membership-cache';
import { createPublisher } from './realtime/publisher';

export interface AppOptions {
  database: Database;
  /**
   * Market data beside each organization's imports; the simulated marketplace unless a test or a
   * deployment passes another.
   */
  market?: MarketDataProvider;
  /** The importers of uploaded files; packages/market's unless a test passes others. */
  importParsers?: ImportParsers;
  role: 'api' | 'worker' | 'all';
  authSecret: string;
  baseUrl: string;
  /** Origins the app may be opened from (config.ts computes them); the base URL's alone if omitted. */
  trustedOrigins?: string[];
  /** SMTP server for e-mail; without it e-mails stay in the local mail catcher. */
  smtpUrl?: string | undefined;
  mailFrom?: string;
  /** Sign-in attempts a minute per client address (FATHOM_SIGN_IN_LIMIT); 10 by default. */
  signInLimit?: number | undefined;
  /** Argon2id's cost for new password hashes; OWASP's minimum unless a test passes a cheaper one. */
  passwordHashing?: PasswordHashing | undefined;
  /** Demo mode: the demo sign-ins, the mail catcher page and the simulated connections' switches. */
  demo: boolean;
  /** The key of the mail catcher page in demo mode (config.ts makes it); no page without it. */
  mailKey?: string | undefined;
  /** How long a checked session is trusted before it is read again (default 5 s; 0: never). */
  sessionCacheMs?: number;
  /** Requests one API key may make per window (the contract's API_KEY_RATE_LIMIT unless given). */
  apiKeyRateLimit?: { rateLimit: { requests: number; windowSeconds: number } };
  /** Folder of the built web app; omitted in tests that need only the API. */
  webDist?: string;
  logLevel?: string;
  /** Where the HTTP log is written (standard output unless given). */
  logStream?: { write(line: string): void };
  /** How soon lost jobs are noticed; the production timings unless a test passes shorter ones. */
  jobTimings?: JobTimings;
  /** Bill through Stripe instead of the built-in ledger. */
  stripe?: StripeSettings | undefined;
  /** Real Amazon connections through Login with Amazon; simulated ones only without it. */
  lwa?: LwaSettings | undefined;
  /** Seller data the simulated marketplace lacks per marketplace (FATHOM_SIMULATED_UNSUPPORTED). */
  simulatedUnsupported?: SimulatedUnsupported | undefined;
  /** Bytes of one uploaded file (FATHOM_UPLOAD_MAX_BYTES); UPLOAD_LIMITS.bytesMax by default. */
  uploadBytesMax?: number | undefined;
}

/** The membership cache answers from memory only while the database tells it every change. */
async function listenToMemberships(app: FastifyInstance, services: Services) {
  const { memberships } = services.orgs;
  const stop = await services.database.listen(MEMBERSHIPS_CHANNEL, memberships.changed);
  memberships.setListening(true);
  app.addHook('onClose', async () => {
    memberships.setListening(false);
    await stop();
  });
}

/** Every module, wired once. Workers and the HTTP API share them. */
export function createServices(options: AppOptions) {
  const { database } = options;
  const { db } = database;
  const log = pino({ level: options.logLevel ?? 'info' });
  // Every organization reads its imported data first, then its fallback (an organization setting).
  const market = createCompositeMarket({
    data: createImportedData(db),
    fallback:
      options.market ?? createSimulatedMarket({ unsupported: options.simulatedUnsupported }),
  });
  const publisher = createPublisher(database);
  // Modules send jobs through this; the queue itself is made below, from the modules' handlers.
  const jobs: Pick<JobQueue<typeof JOBS>, 'send' | 'workHere'> = {
    send: (name, payload, opts) => queue.send(name, payload, opts),
    workHere: (work) => queue.workHere(work),
  };
  // Services run units of work through this; the unit of work itself is made below, from the
  // repositories the modules contribute.
  const work: UnitOfWork = { run: (fn) => unitOfWork.run(fn) };
  const nichesRepo = createNichesRepository(db);
  const uploadBytesMax = options.uploadBytesMax ?? UPLOAD_LIMITS.bytesMax;
  const publicConfig: PublicConfig = {
    demo: options.demo ? { accounts: DEMO_SIGN_INS } : null,
    uploadBytesMax,
  };

  const billing = createBillingModule({
    db,
    work,
    counters: {
      NUMBER_OF_NICHES: nichesRepo.count,
      RANK_RADAR_KEYWORDS: (organizationId) => rankRadar.activeKeywordCount(organizationId),
    },
    standing: (tx) => ({ NUMBER_OF_NICHES: createNichesRepository(tx).count }),
    isInternal: (userId) => orgs.service.isInternal(userId),
    stripe: options.stripe,
    demo: options.demo,
  });
  const orgs = createOrgsModule({ db, publisher, billing: billing.service });
  const niches = createNichesModule(nichesRepo);
  const pipeline = createPipelineModule(db);
  const nicheEdits = createNicheEditsModule({
    db,
    work,
    niches: niches.service,
    pipeline: pipeline.service,
  });
  const mail = createMailModule({
    smtpUrl: options.smtpUrl,
    from: options.mailFrom ?? 'Fathom <no-reply@fathom.app>',
    mailKey: options.demo ? options.mailKey : undefined,
    log,
  });
  const team = createTeamModule({
    db,
    mailer: mail.service,
    publisher,
    memberships: orgs.service.memberships,
    baseUrl: options.baseUrl,
  });
  const auth = createAuthModule({
    db,
    secret: options.authSecret,
    baseUrl: options.baseUrl,
    trustedOrigins: options.trustedOrigins ?? [options.baseUrl],
    mailer: mail.service,
    signInLimit: options.signInLimit,
    passwordHashing: options.passwordHashing,
    quiet: options.logLevel === 'silent',
    sessionCacheMs: options.sessionCacheMs,
    accountDeletionRefusal: team.service.accountDeletionRefusal,
    onUserDeleted: team.service.accountDeleted,
    orgs: orgs.service,
    niches: niches.service,
    publisher,
  });
  const products = createProductsModule(market);
  const dives = createDivesModule({
    db,
    work,
    market,
    products: products.service,
    billing: billing.service,
    publisher,
    queue: jobs,
    niches: niches.service,
    log,
    trackHero: async ({ organizationId, asin, marketplace, nicheId, keywords }) => {
      const tracker = await rankRadar.service.trackHero(
        { organizationId },
        {
          asin,
          marketplace,
          nicheId,
          keywords,
        },
      );
      return tracker.id;
    },
  });
  const schedules = createSchedulesModule({
    db,
    niches: niches.service,
    products: products.service,
    billing: billing.service,
    dives: dives.service,
    log,
  });
  const system = createSystemModule({
    database,
    queue: {
      get running() {
        return queue.running;
      },
    },
    role: options.role,
    publicConfig,
    orgs: orgs.service,
    dives: dives.service,
  });
  const analytics = createAnalyticsModule(db, orgs.service);
  const connections = createConnectionsModule({
    db,
    work,
    billing: billing.service,
    pipeline: pipeline.service,
    secret: options.authSecret,
  });
  const pipelineFilters = createPipelineFiltersModule(db);
  const apiKeys = createApiKeysModule(db, options.apiKeyRateLimit);
  const preferences = createPreferencesModule(db);
  const keywordAnalysis = createKeywordAnalysisModule({ db });
  const keywordLists = createKeywordListsModule({
    db,
    work,
    publisher,
    market,
    analysis: keywordAnalysis.service,
  });
  const nichePages = createNichePagesModule({ db, niches: niches.service, market });
  const researches = createResearchesModule({ work, niches: niches.service, publisher });
  const nicheTracker = createNicheTrackerModule({
    db,
    market,
    queue: jobs,
  });
  const profits = createProfitsModule({ db });
  const scorecard = createScorecardModule({ db, work, profits: profits.service });
  // A dive moves the figures the scorecard's data questions read: the pipeline's badge follows.
  dives.service.onDived(async (nicheId, userId) => {
    const { niche } = await niches.service.resolve(userId, nicheId, false);
    await scorecard.service.get(niche);
  });
  const rankRadar = createRankRadarModule({
    db,
    market,
    billing: billing.service,
    queue: jobs,
    log,
    sqpFacts: (tracker, archived, from, to) =>
      sqp.service.heatmapFacts(tracker, archived, from, to),
    // The alerts and highlights modules below, built on the core's service, follow each stored
    // day and fill the demo's trackers.
    afterDay: (marketplace, day, trackerId) =>
      rankRadarAlerts.service.evaluate(marketplace, day, trackerId),
    demo: {
      beforeCollect: (tracker) => rankRadarAlerts.demo.beforeCollect(tracker),
      afterHistory: (tracker, lastDay) => rankRadarAlerts.demo.afterHistory(tracker, lastDay),
      highlight: (tracker, first, today) =>
        rankRadarHighlights.demo.highlight(tracker, first, today),
    },
  });
  const rankRadarInsights = createRankRadarInsightsModule({
    db,
    rankRadar: rankRadar.service,
    market,
  });
  const rankRadarHighlights = createRankRadarHighlightsModule({
    db,
    rankRadar: rankRadar.service,
  });
  const rankRadarAlerts = createRankRadarAlertsModule({
    db,
    rankRadar: rankRadar.service,
    queue: jobs,
    mailer: mail.service,
    baseUrl: options.baseUrl,
  });
  const rankRadarHistory = createRankRadarHistoryModule({
    db,
    work,
    billing: billing.service,
    uploadBytesMax,
  });
  const imports = createImportsModule({
    db,
    work,
    parsers: options.importParsers ?? MARKET_IMPORT_PARSERS,
    uploadBytesMax,
  });
  const amazonConnections = createAmazonConnectionsModule({
    db,
    market,
    demo: options.demo,
    lwa: options.lwa,
    baseUrl: options.baseUrl,
    log,
  });
  const ppc = createPpcModule({
    db,
    market,
    rankRadar: rankRadar.service,
    connections: amazonConnections.service,
    queue: jobs,
    log,
  });
  const sqp = createSqpModule({
    db,
    market,
    rankRadar: rankRadar.service,
    connections: amazonConnections.service,
    log,
  });
  const demo = createDemoModule({
    db,
    work,
    jobs,
    auth: auth.service,
    orgs: orgs.service,
    team: team.service,
    billing: billing.service,
    dives: dives.service,
    tracker: nicheTracker.service,
    rankRadar: rankRadar.demoHistory,
    amazonConnections: amazonConnections.service,
    niches: niches.service,
    profits: profits.service,
    scorecard: scorecard.service,
  });

  // Routes are registered in this order.
  const modules: AppModule[] = [
    auth,
    mail,
    system,
    orgs,
    team,
    billing,
    products,
    dives,
    niches,
    nicheEdits,
    pipeline,
    schedules,
    analytics,
    connections,
    pipelineFilters,
    preferences,
    keywordLists,
    keywordAnalysis,
    nichePages,
    researches,
    nicheTracker,
    profits,
    scorecard,
    rankRadar,
    rankRadarInsights,
    rankRadarHighlights,
    rankRadarAlerts,
    rankRadarHistory,
    ppc,
    sqp,
    amazonConnections,
    imports,
    apiKeys,
    demo,
  ];
  const unitOfWork = createUnitOfWork(db, publisher, modules);
  const queue: JobQueue<typeof JOBS> = new JobQueue(
    database.createQueue(supervision(options.jobTimings)),
    JOBS,
    modules.flatMap((m) => m.jobs ?? []),
    options.jobTimings,
  );
  return {
    database,
    work,
    market,
    publisher,
    queue,
    log,
    modules,
    guards: {
      ...auth.guards,
      ...rankRadar.guards,
      ...rankRadarHighlights.guards,
      ...rankRadarAlerts.guards,
      research: (niche, id) => researches.service.resolve(niche, id),
      savedFilter: pipelineFilters.service.resolve,
      bearerKey: (request) => apiKeys.service.caller(request),
      apiKey: (member, id) => apiKeys.service.resolve(member, id),
      invitation: (member, id) => team.service.invitation(member.organizationId, id),
      invoice: (member, id) => billing.service.plans.invoice(member.organizationId, id),
      dataImport: (member, id) => imports.service.resolve(member, id),
    } satisfies Guards,
    auth: auth.service,
    mailer: mail.service,
    orgs: orgs.service,
    team: team.service,
    billing: billing.service,
    products: products.service,
    niches: niches.service,
    nicheEdits: nicheEdits.service,
    pipeline: pipeline.service,
    dives: dives.service,
    schedules: schedules.service,
    system: system.service,
    analytics: analytics.service,
    connections: connections.service,
    pipelineFilters: pipelineFilters.service,
    preferences: preferences.service,
    keywordLists: keywordLists.service,
    keywordAnalysis: keywordAnalysis.service,
    nichePages: nichePages.service,
    researches: researches.service,
    nicheTracker: nicheTracker.service,
    profits: profits.service,
    scorecard: scorecard.service,
    rankRadar: rankRadar.service,
    rankRadarCollection: rankRadar.collection,
    rankRadarInsights: rankRadarInsights.service,
    rankRadarDemoHistory: rankRadar.demoHistory,
    rankRadarAlerts: rankRadarAlerts.service,
    ppc: ppc.service,
    ppcImport: ppc.imports,
    sqp: sqp.service,
    sqpImport: sqp.import,
    imports: imports.service,
    demo: demo.service,
  };
}

export type Services = ReturnType<typeof createServices>;

/** The HTTP API, the realtime hub, the OpenAPI document and the web app. */
export async function buildHttp(services: Services, options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      ...(options.logStream && { stream: options.logStream }),
    },
    ...requestLogging,
    trustProxy: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestLog(app);
  registerSecurityHeaders(app);
  registerOriginCheck(app, {
    trustedOrigins: options.trustedOrigins ?? [options.baseUrl],
    baseUrl: options.baseUrl,
  });
  // JSON is the only body the API reads (uploads and webhooks add their own): a form's
  // text/plain, urlencoded or multipart body gets 415, even on a route that takes no body.
  app.removeContentTypeParser('text/plain');
  // Brotli or gzip for every answer of 1 KB or more the client accepts compressed. Up to 256 KB
  // in one synchronous call (under 2 ms): the stream path costs far more per answer.
  await app.register(fastifyCompress, { syncThreshold: 256 * 1024 });

  await app.register(fastifySwagger, openApiOptions());
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, (_request, reply) =>
    reply.send(app.swagger()),
  );
  await app.register(fastifyWebsocket, {
    options: { maxPayload: REALTIME_LIMITS.maxMessageBytes },
  });

  for (const module of services.modules) module.routes?.(app, services.guards);
  await listenToMemberships(app, services);
  await registerRealtime(app, {
    database: services.database,
    guards: services.guards,
    trustedOrigins: options.trustedOrigins ?? [options.baseUrl],
    memberships: services.orgs.memberships,
  });
  if (options.webDist) await registerWebApp(app, options.webDist);
  return app;
}
