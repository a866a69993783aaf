import { randomBytes, randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { MarketDataProvider } from '@fathom/market';
import { buildHttp, createServices, type Services } from '../app';
import type { StripeSettings } from '../modules/billing/stripe-provider';
import type { LwaSettings } from '../modules/amazon-connections/lwa-client';
import { trustedOrigins } from '../config';
import { openDatabase, type Database } from '../db/client';
import type { JobTimings } from '../jobs/registry';
import type { PasswordHashing } from '../modules/auth/auth';
import type { ImportParsers } from '../modules/imports/parsers';
import { endpointClient } from './call';

let shared: Promise<Database> | undefined;

/**
 * The PostgreSQL database named by TEST_DATABASE_URL when set. Otherwise PGlite in memory, one
 * per test worker: loaded once from the suite's migrated template and shared by the files the
 * worker runs one after another (the server project does not isolate files), each working in
 * organizations of its own as on PostgreSQL. Closing it leaves it open for the next file.
 */
export function testDatabase(): Promise<Database> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (databaseUrl) return openDatabase({ databaseUrl });
  shared ??= openSharedPglite();
  return shared;
}

async function openSharedPglite(): Promise<Database> {
  const file = inject('pgliteTemplate');
  const pgliteDump = file ? new Blob([await readFile(file)]) : undefined;
  const database = await openDatabase({ pgliteDump });
  return { ...database, close: () => Promise.resolve() };
}

/**
 * Argon2id at its least cost: the server tests sign users up and in hundreds of times, and the
 * production setting takes about 30 ms of a core for each (`auth.test.ts` checks that setting).
 */
const TEST_PASSWORD_HASHING: PasswordHashing = { memoryCost: 256, timeCost: 1 };

/** The mail catcher's key in demo-mode test apps (`/dev/mail?key=`). */
export const TEST_MAIL_KEY = 'test-mail-catcher-key';

/** The password `signUp()` gives its users; strong enough for the password rule. */
export const TEST_PASSWORD = 'correct-horse';

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  database: Database;
  /** A request from this app's own client address (rate limits are per address). */
  request(options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  /** Sends a request to a contract endpoint as the user (or nobody): the raw response. */
  send: EndpointClient['send'];
  /** Calls a contract endpoint as the user: its 200 answer, parsed by the endpoint's schema. */
  call: EndpointClient['call'];
  /** Signs up a new user (who gets an organization of their own) and returns their session. */
  signUp(name?: string, email?: string): Promise<TestUser>;
  close(): Promise<void>;
}

type EndpointClient = ReturnType<typeof endpointClient>;

export interface TestUser {
  id: string;
  email: string;
  cookie: string;
  orgId: number;
}

export async function startTestApp(
  options: {
    work?: boolean;
    market?: MarketDataProvider;
    jobTimings?: JobTimings;
    demo?: boolean;
    sessionCacheMs?: number;
    /** Sign-ups and sign-ins a minute from the test's address (SIGN_IN_LIMIT.max by default). */
    signInLimit?: number;
    /** Bill through Stripe (a local stand-in of its API) instead of the ledger. */
    stripe?: StripeSettings;
    /** Send e-mail through this SMTP server instead of keeping it in the catcher. */
    smtpUrl?: string;
    /** Connect Amazon accounts through Login with Amazon (a local fake of Amazon's endpoints). */
    lwa?: LwaSettings;
    /** Argon2id's cost: a cheap one when omitted, the app's own default when undefined. */
    passwordHashing?: PasswordHashing | undefined;
    /** Bytes of one uploaded file (UPLOAD_LIMITS.bytesMax by default). */
    uploadBytesMax?: number;
    /** The importers of uploaded data files (packages/market's by default). */
    importParsers?: ImportParsers;
    /** Requests one API key may make per window (API_KEY_RATE_LIMIT by default). */
    apiKeyRateLimit?: { requests: number; windowSeconds: number };
    /** Log every request at debug into this stream instead of logging nothing. */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  const database = await testDatabase();
  const appOptions = {
    database,
    role: 'all' as const,
    authSecret: randomBytes(32).toString('hex'),
    baseUrl: 'http://localhost:3000',
    trustedOrigins: trustedOrigins('http://localhost:3000', 3000, undefined),
    demo: options.demo ?? false,
    mailKey: TEST_MAIL_KEY,
    logLevel: options.logStream ? 'debug' : 'silent',
    logStream: options.logStream,
    market: options.market,
    jobTimings: options.jobTimings,
    sessionCacheMs: options.sessionCacheMs,
    signInLimit: options.signInLimit,
    stripe: options.stripe,
    smtpUrl: options.smtpUrl,
    lwa: options.lwa,
    uploadBytesMax: options.uploadBytesMax,
    importParsers: options.importParsers,
    apiKeyRateLimit: options.apiKeyRateLimit && { rateLimit: options.apiKeyRateLimit },
    passwordHashing: 'passwordHashing' in options ? options.passwordHashing : TEST_PASSWORD_HASHING,
  };
  const services = createServices(appOptions);
  await services.queue.start({ work: options.work ?? false });
  const app = await buildHttp(services, appOptions);
  const remoteAddress = `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;

  // As a browser on the app's page sends them: its Origin on every request.
  const request: TestApp['request'] = ({ cookie, ...rest }) =>
    app.inject({
      remoteAddress,
      ...rest,
      headers: { origin: appOptions.baseUrl, ...rest.headers, ...(cookie && { cookie }) },
    });

  return {
    app,
    services,
    database,
    request,
    ...endpointClient(request),
    async signUp(name = 'Test User', email = `${randomBytes(6).toString('hex')}@example.com`) {
      const res = await request({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { name, email, password: TEST_PASSWORD },
      });
      if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.body}`);
      // Sign-up answers alike for new and taken addresses and starts no session: sign in.
      const signedIn = await services.auth.api.signInEmail({
        body: { email, password: TEST_PASSWORD },
        returnHeaders: true,
      });
      const cookie = signedIn.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const id = signedIn.response.user.id;
      const [home] = await services.orgs.organizationsOf(id);
      return { id, email, cookie, orgId: home!.id };
    },
    async close() {
      await app.close();
      await services.queue.stop();
      await database.close();
    },
  };
}
