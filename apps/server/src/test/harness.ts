import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { MarketDataProvider } from '@fathom/market';
import { buildHttp, createServices, type Services } from '../app';
import { openDatabase, type Database } from '../db/client';

/** PGlite in memory by default; the PostgreSQL database named by TEST_DATABASE_URL when set. */
export function testDatabase(): Promise<Database> {
  return openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL });
}

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  database: Database;
  /** A request from this app's own client address (rate limits are per address). */
  request(options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  /** Signs up a new user (who gets an organization of their own) and returns their session. */
  signUp(name?: string): Promise<TestUser>;
  close(): Promise<void>;
}

export interface TestUser {
  id: string;
  email: string;
  cookie: string;
  orgId: number;
}

export async function startTestApp(
  options: { work?: boolean; market?: MarketDataProvider; sessionCacheMs?: number } = {},
): Promise<TestApp> {
  const database = await testDatabase();
  const appOptions = {
    database,
    role: 'all' as const,
    authSecret: randomBytes(32).toString('hex'),
    baseUrl: 'http://localhost:3000',
    demo: false,
    logLevel: 'silent',
    market: options.market,
    sessionCacheMs: options.sessionCacheMs,
  };
  const services = createServices(appOptions);
  await services.queue.start({ work: options.work ?? false });
  const app = await buildHttp(services, appOptions);
  const remoteAddress = `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;

  const request: TestApp['request'] = ({ cookie, ...rest }) =>
    app.inject({ remoteAddress, ...rest, headers: { ...rest.headers, ...(cookie && { cookie }) } });

  return {
    app,
    services,
    database,
    request,
    async signUp(name = 'Test User') {
      const email = `${randomBytes(6).toString('hex')}@example.com`;
      const res = await request({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { name, email, password: 'correct-horse' },
      });
      if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.body}`);
      const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      const me = (await request({ method: 'GET', url: '/api/me', cookie })).json<{
        user: { id: string };
        organizations: { id: number }[];
      }>();
      return { id: me.user.id, email, cookie, orgId: me.organizations[0]!.id };
    },
    async close() {
      await app.close();
      await services.queue.stop();
      await database.close();
    },
  };
}
