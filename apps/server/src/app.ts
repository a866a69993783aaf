import { fromNodeHeaders } from 'better-auth/node';
import Fastify, { type FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { createSimulatedMarket, type MarketDataProvider } from '@fathom/market';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { JOBS, REALTIME_LIMITS, type PublicConfig } from '@fathom/contract';
import type { Database } from './db/client';
import { registerErrorHandler } from './http/errors';
import { registerSecurityHeaders } from './http/security-headers';
import type { Guards } from './http/route';
import { registerWebApp } from './http/web';
import { handler, JobQueue, supervision, type JobTimings } from './jobs/registry';
import { createAnalyticsRepository } from './modules/analytics/analytics.repository';
import { registerAnalyticsRoutes } from './modules/analytics/analytics.routes';
import { createAnalyticsService } from './modules/analytics/analytics.service';
import { createAuth } from './modules/auth/auth';
import { createBillingRepository } from './modules/billing/billing.repository';
import { registerBillingRoutes } from './modules/billing/billing.routes';
import { createBillingService } from './modules/billing/billing.service';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { createSessionCache } from './modules/auth/session-cache';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './modules/demo/demo.service';
import { createMailer } from './modules/mail/mailer';
import { registerDevMailPage } from './modules/mail/dev-mail.routes';
import { createDivesRepository } from './modules/dives/dives.repository';
import { registerDiveRoutes } from './modules/dives/dives.routes';
import { createDivesService } from './modules/dives/dives.service';
import { createSchedulesRepository } from './modules/schedules/schedules.repository';
import { registerScheduleRoutes } from './modules/schedules/schedules.routes';
import { createSchedulesService } from './modules/schedules/schedules.service';
import { createNichesRepository } from './modules/niches/niches.repository';
import { registerNicheRoutes } from './modules/niches/niches.routes';
import { createNichesService } from './modules/niches/niches.service';
import { registerProductRoutes } from './modules/products/products.routes';
import { createOrgsRepository } from './modules/orgs/orgs.repository';
import { registerOrgRoutes } from './modules/orgs/orgs.routes';
import { createOrgsService } from './modules/orgs/orgs.service';
import { createTeamRepository } from './modules/team/team.repository';
import { registerTeamRoutes } from './modules/team/team.routes';
import { createTeamService } from './modules/team/team.service';
import { createSystemService } from './modules/system/system.service';
import { registerSystemRoutes } from './modules/system/system.routes';
import { registerRealtime } from './realtime/hub';
import { MEMBERSHIPS_CHANNEL } from './modules/orgs/membership-cache';
import { createPublisher } from './realtime/publisher';

export interface AppOptions {
  database: Database;
  /** Market data; the simulated marketplace unless a test or a deployment passes another. */
  market?: MarketDataProvider;
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
  demo: boolean;
  /** How long a checked session is trusted before it is read again (default 5 s; 0: never). */
  sessionCacheMs?: number;
  /** Folder of the built web app; omitted in tests that need only the API. */
  webDist?: string;
  logLevel?: string;
  /** How soon lost jobs are noticed; the production timings unless a test passes shorter ones. */
  jobTimings?: JobTimings;
}

/** Services of every module, wired once. Workers and the HTTP API share them. */
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

export function createServices(options: AppOptions) {
  const { database } = options;
  const log = pino({ level: options.logLevel ?? 'info' });
  const market = options.market ?? createSimulatedMarket();
  const publisher = createPublisher(database);
  const nichesRepo = createNichesRepository(database.db);
  const billing = createBillingService(createBillingRepository(database.db), {
    NUMBER_OF_NICHES: nichesRepo.count,
  });
  // Only a user's first organization starts on a trial; any other starts without a plan.
  const orgs = createOrgsService(createOrgsRepository(database.db), publisher, (id, { first }) =>
    first ? billing.startTrial(id) : Promise.resolve(),
  );
  const niches = createNichesService(nichesRepo, orgs.membership);
  const runs = createDivesRepository(database.db);
  const dives = createDivesService({
    db: database.db,
    repo: runs,
    market,
    billing,
    publisher,
    queue: { send: (name, payload, opts) => queue.send(name, payload, opts) },
    niches,
    log,
  });
  const schedules = createSchedulesService({
    db: database.db,
    repo: createSchedulesRepository(database.db),
    niches,
    billing,
    runs,
    dives,
    log,
  });
  const mailer = createMailer({
    smtpUrl: options.smtpUrl,
    from: options.mailFrom ?? 'Fathom <no-reply@fathom.app>',
    demo: options.demo,
    log,
  });
  const team = createTeamService({
    repo: createTeamRepository(database.db),
    mailer,
    baseUrl: options.baseUrl,
  });
  const sessions = createSessionCache({ ttlMs: options.sessionCacheMs });
  const auth = createAuth({
    db: database.db,
    secret: options.authSecret,
    baseUrl: options.baseUrl,
    trustedOrigins: options.trustedOrigins ?? [options.baseUrl],
    mailer,
    signInLimit: options.signInLimit,
    quiet: options.logLevel === 'silent',
    onUserCreated: async (user) => {
      await orgs.createOrganization(`${user.name}'s organization`, user.id);
    },
    onSessionEnded: async (ended) => {
      sessions.forgetSession(ended.token);
      await publisher.endSession(ended.id);
    },
    onUserChanged: (userId) => sessions.forgetUser(userId),
    accountDeletionRefusal: team.accountDeletionRefusal,
    onUserDeleted: team.accountDeleted,
  });
  const queue: JobQueue<typeof JOBS> = new JobQueue(
    database.createQueue(supervision(options.jobTimings)),
    JOBS,
    [
      handler(JOBS, 'system.maintenance', async () => {
        await system.maintenance();
        await dives.endIdleRuns();
      }),
      handler(JOBS, 'dives.discover', ({ diveRunId }, attempt) =>
        dives.runDiscovery(diveRunId, attempt),
      ),
      handler(JOBS, 'dives.dive', ({ diveRunId }, attempt) => dives.runDive(diveRunId, attempt)),
      handler(JOBS, 'dives.lost', ({ diveRunId }) => dives.lost(diveRunId)),
      handler(JOBS, 'dives.schedule-tick', () => schedules.tick()),
    ],
    options.jobTimings,
  );
  const system = createSystemService(database, queue, options.role);
  const analytics = createAnalyticsService(createAnalyticsRepository(database.db), orgs);
  const guards: Guards = {
    currentUser: async (request) => {
      const cookie = sessions.cookieOf(request.headers);
      if (!cookie) return null;
      const cached = sessions.get(cookie);
      if (cached) return cached;
      const mark = sessions.mark();
      const found = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
      if (!found) return null;
      const user = { id: found.user.id, name: found.user.name, email: found.user.email };
      sessions.set(mark, cookie, found.session, user);
      return user;
    },
    currentSession: async (request) => {
      const found = await auth.api.getSession({
        headers: fromNodeHeaders(request.headers),
        query: { disableRefresh: true },
      });
      if (!found) return null;
      const { user, session } = found;
      return {
        user: { id: user.id, name: user.name, email: user.email },
        sessionId: session.id,
        expiresAt: session.expiresAt,
      };
    },
    membership: orgs.membership,
  };
  return {
    database,
    market,
    publisher,
    orgs,
    team,
    billing,
    niches,
    dives,
    schedules,
    auth,
    mailer,
    queue,
    system,
    analytics,
    guards,
    log,
  };
}

export type Services = ReturnType<typeof createServices>;

/** The HTTP API, the realtime hub, the OpenAPI document and the web app. */
export async function buildHttp(services: Services, options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: options.logLevel ?? 'info' },
    trustProxy: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  // Brotli or gzip for every answer of 1 KB or more the client accepts compressed. Up to 256 KB
  // in one synchronous call (under 2 ms): the stream path costs far more per answer.
  await app.register(fastifyCompress, { syncThreshold: 256 * 1024 });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Fathom API',
        version: '1.0.0',
        description: 'Niche research for Amazon sellers',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, (_request, reply) =>
    reply.send(app.swagger()),
  );
  await app.register(fastifyWebsocket, {
    options: { maxPayload: REALTIME_LIMITS.maxMessageBytes },
  });

  const publicConfig: PublicConfig = {
    demo: options.demo
      ? {
          accounts: DEMO_ACCOUNTS.map((a) => ({
            email: a.email,
            password: DEMO_PASSWORD,
            role: a.role,
          })),
        }
      : null,
  };
  registerAuthRoutes(app, services.auth, options.baseUrl);
  if (options.demo) registerDevMailPage(app, services.mailer);
  registerSystemRoutes(app, services.guards, {
    system: services.system,
    orgs: services.orgs,
    publicConfig,
  });
  registerOrgRoutes(app, services.guards, services.orgs);
  registerTeamRoutes(app, services.guards, services.team);
  registerBillingRoutes(app, services.guards, services.billing);
  registerProductRoutes(app, services.guards, services.market);
  registerDiveRoutes(app, services.guards, services.dives);
  registerNicheRoutes(app, services.guards, services.niches);
  registerScheduleRoutes(app, services.guards, services.schedules);
  registerAnalyticsRoutes(app, services.guards, services.analytics);
  await listenToMemberships(app, services);
  await registerRealtime(app, {
    database: services.database,
    guards: services.guards,
    trustedOrigins: options.trustedOrigins ?? [options.baseUrl],
  });
  if (options.webDist) await registerWebApp(app, options.webDist);
  return app;
}
