/**
 * What each part of an authenticated read costs the server, each part run on its own many times:
 * `node --import tsx bench/request-parts.ts`. Prints `name=value` lines in microseconds of CPU
 * per request (docs/scaling.md "The cost of an authenticated read"). BENCH_DATABASE_URL adds the
 * spaces query built by drizzle on every call against the same query prepared once.
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { Writable } from 'node:stream';
import { getSessionCookie } from 'better-auth/cookies';
import { and, asc, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import helmet from 'helmet';
import { pino } from 'pino';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { orgEndpoints } from '@fathom/contract';
import { openDatabase } from '../apps/server/src/db/client';
import * as schema from '../apps/server/src/db/schema';
import { createOrgsRepository } from '../apps/server/src/modules/orgs/orgs.repository';
import { createMembershipCache } from '../apps/server/src/modules/orgs/membership-cache';
import { CONTENT_SECURITY_POLICY } from '../apps/server/src/http/security-headers';

const N = Number(process.env.BENCH_RUNS ?? 20_000);

/** CPU microseconds per call of `part`, after a warm-up. */
async function cost(part: () => unknown, runs = N): Promise<number> {
  for (let i = 0; i < Math.min(1000, runs); i++) await part();
  const before = process.cpuUsage();
  for (let i = 0; i < runs; i++) await part();
  const used = process.cpuUsage(before);
  return Math.round(((used.user + used.system) / runs) * 10) / 10;
}

const spaces = Array.from({ length: 3 }, (_, i) => ({
  id: i + 1,
  name: `Space ${i + 1}`,
  createdAt: new Date(0).toISOString(),
  memberIds: ['user-1', 'user-2'],
}));
const helmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  frameguard: { action: 'deny' as const },
};
const response = () => new ServerResponse(new IncomingMessage(new Socket()));
const cookie = `better-auth.session_token=${'a'.repeat(32)}.${'b'.repeat(44)}; theme=dark`;
const serialize = serializerCompiler({
  schema: orgEndpoints.listSpaces.response,
  method: 'GET',
  url: '/api/orgs/:orgId/spaces',
});
const membership = createMembershipCache(() =>
  Promise.resolve({ organizationId: 1, userId: 'user-1', role: 'owner' as const }),
);
membership.setListening(true);
const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
const log = pino({ level: 'info' }, silent);
const headers = helmetOptions;
const fixed = (() => {
  const res = response();
  helmet(headers)({} as IncomingMessage, res, () => {});
  return res.getHeaders();
})();

const figures: Record<string, number> = {
  helmet_per_request_us: await cost(() =>
    helmet(headers)({} as IncomingMessage, response(), () => {}),
  ),
  headers_copied_us: await cost(() => {
    const res = response();
    for (const [name, value] of Object.entries(fixed)) res.setHeader(name, value!);
  }),
  bare_response_us: await cost(() => response()),
  session_cookie_parse_us: await cost(() => getSessionCookie(new Headers({ cookie }))),
  membership_cached_us: await cost(() => membership.membership('user-1', 1)),
  response_zod_serialize_us: await cost(() => serialize(spaces)),
  response_json_only_us: await cost(() => JSON.stringify(spaces)),
  request_log_two_lines_us: await cost(() => {
    log.info(
      { reqId: 'req-1', req: { method: 'GET', url: '/api/orgs/1/spaces' } },
      'incoming request',
    );
    log.info({ reqId: 'req-1', res: { statusCode: 200 }, responseTime: 1.2 }, 'request completed');
  }),
};

// A whole request through Fastify with no plugin: the floor every route pays.
const bare = Fastify();
bare.get('/x', () => spaces);
await bare.ready();
figures.fastify_inject_bare_us = await cost(() => bare.inject({ method: 'GET', url: '/x' }), 5000);
await bare.close();

if (process.env.BENCH_DATABASE_URL) {
  const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL });
  try {
    const { db } = database;
    const repo = createOrgsRepository(db);
    // The spaces list as it was built before: drizzle makes the statement on every call.
    const builtEachTime = (organizationId: number) =>
      db
        .select({
          id: schema.spaces.id,
          name: schema.spaces.name,
          createdAt: schema.spaces.createdAt,
          memberIds: sql<
            string[]
          >`coalesce(array_agg(${schema.spaceMembers.userId} order by ${schema.spaceMembers.userId}) filter (where ${schema.spaceMembers.userId} is not null), '{}')`,
        })
        .from(schema.spaces)
        .leftJoin(schema.spaceMembers, eq(schema.spaceMembers.spaceId, schema.spaces.id))
        .where(and(eq(schema.spaces.organizationId, organizationId), sql`true`))
        .groupBy(schema.spaces.id)
        .orderBy(asc(sql`lower(${schema.spaces.name})`));
    figures.spaces_query_build_only_us = await cost(() => builtEachTime(1).toSQL());
    figures.spaces_query_built_each_time_us = await cost(() => builtEachTime(1), 2000);
    figures.spaces_query_prepared_us = await cost(() => repo.spaces(1), 2000);
    figures.select_1_us = await cost(() => db.execute(sql`select 1`), 2000);
  } finally {
    await database.close();
  }
}
for (const [name, value] of Object.entries(figures)) console.log(`${name}=${value}`);
