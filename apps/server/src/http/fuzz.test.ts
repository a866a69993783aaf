import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INT32_MAX, orgEndpoints } from '@fathom/contract';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import { startBody } from '../test/dives';
import {
  badCases,
  operationsOf,
  rawBodyCases,
  type FuzzCase,
  type OpenApiDocument,
  type Operation,
} from '../test/fuzz/cases';
import { bounds, type Fixtures, type Schema } from '../test/fuzz/schema-values';
import { startTestApp, type TestApp, type TestUser } from '../test/harness';
import { storedRowCounts } from '../test/row-counts';

/**
 * Walks every operation of the OpenAPI document with wrong types, huge, control-character and
 * unicode values, extra and missing fields, as a signed-in owner and without a session. Nothing
 * may answer 5xx; a refusal is 4xx with a message and stores nothing. Seeded: every run sends the
 * same requests.
 */
const SEED = 20_261_123;
const CASES_PER_OPERATION = 60;
const UNAUTHENTICATED_PER_OPERATION = 8;
const PARTS = 8;

let t: TestApp;
let owner: TestUser;
let fixtures: Fixtures;
let operations: Operation[] = [];
/** Row counts of the stored tables, read again only after a write (see storedRowCounts). */
let rowCounts: ReturnType<typeof storedRowCounts>;
const hero = KNOWN_ASINS.com.strongHero;

beforeAll(async () => {
  t = await startTestApp(); // no worker: accepted dives stay queued and change nothing later
  owner = await t.signUp('Fuzz Owner');
  const call = (method: 'POST', url: string, payload: object) =>
    t
      .request({ method, url, cookie: owner.cookie, payload })
      .then((r) => r.json<{ id: number; sndId: string }>());
  const space = await call('POST', `/api/orgs/${owner.orgId}/spaces`, { name: 'Kitchen' });
  const label = await call('POST', `/api/orgs/${owner.orgId}/labels`, { name: 'Evaluate' });
  const savedFilter = await call('POST', `/api/orgs/${owner.orgId}/pipeline/filters`, {
    name: 'Evaluated',
    filter: {},
  });
  const { sndId } = await call('POST', `/api/orgs/${owner.orgId}/dives`, startBody(hero, 5));
  const lastTry = { retryCount: 0, isLast: true };
  await t.services.dives.runDiscovery(sndId, lastTry);
  await t.services.dives.runDive(sndId, lastTry);
  const status = await t.services.dives.status(owner.orgId, sndId);
  const nicheId = Number(/\/niche\/(\d+)\//.exec(status.link ?? '')?.[1]);
  expect(nicheId).toBeGreaterThan(0);

  fixtures = {
    orgId: fc.constant(owner.orgId),
    spaceId: fc.constant(space.id),
    labelId: fc.constant(label.id),
    filterId: fc.constant(savedFilter.id),
    nicheId: fc.constant(nicheId),
    userId: fc.constant(owner.id),
    sndId: fc.constant(sndId),
    marketplace: fc.constant('com'),
    asin: fc.constant(hero),
    heroAsin: fc.constant(hero),
    asins: fc.constant(hero),
    features: fc.constant('DIVED_ASINS,NUMBER_OF_NICHES'),
    lockedAsins: fc.constant([]),
    excludedAsins: fc.constant([]),
    competitorsCount: fc.constant(10),
    numberOfCompetitors: fc.constant(10),
  };
  const doc = await t.request({ method: 'GET', url: '/api/openapi.json' });
  operations = operationsOf(doc.json<OpenApiDocument>());
  rowCounts = storedRowCounts(t.database);
});
afterAll(() => t.close());

/** The body a case sends, as text. */
const bodyOf = (c: FuzzCase) =>
  c.rawPayload ?? (c.payload === undefined ? undefined : JSON.stringify(c.payload ?? null));

async function send(c: FuzzCase, body: string | undefined, cookie?: string) {
  return t.request({
    method: c.method,
    url: c.url,
    cookie,
    ...(body !== undefined && { payload: body, headers: { 'content-type': 'application/json' } }),
  });
}

/**
 * Sends the cases, each refused request once; returns what went wrong, one line each. Whether a refusal stored something is
 * read after each run of cases that must be refused (one read, not one per case: the reads are
 * most of the time), and before and after every case that may be accepted.
 */
async function check(cases: FuzzCase[], cookie?: string): Promise<string[]> {
  const failures: string[] = [];
  let stored = await rowCounts();
  let refusals: string[] = [];
  const settle = async () => {
    const after = await rowCounts();
    if (refusals.length && JSON.stringify(after) !== JSON.stringify(stored))
      failures.push(`stored by one of: ${refusals.join(' | ')}`);
    stored = after;
    refusals = [];
  };
  const sent = new Set<string>();
  for (const c of cases) {
    // A refusal depends on the request alone: sending the same refused request again shows nothing.
    const body = bodyOf(c);
    const request = `${c.method} ${c.url} ${body}`;
    if (c.mustReject && sent.has(request)) continue;
    sent.add(request);
    if (!c.mustReject && refusals.length) await settle();
    const res = await send(c, body, cookie);
    const line = `${c.method} ${c.url.slice(0, 100)} [${c.kind}] -> ${res.statusCode} ${res.body.slice(0, 160)}`;
    const status = res.statusCode;
    if (status >= 500) failures.push(`server error: ${line}`);
    else if (c.mustReject && status < 400) failures.push(`accepted: ${line}`);
    if (status >= 400) {
      let message: unknown;
      try {
        message = res.json<{ message?: unknown }>().message;
      } catch {
        message = undefined;
      }
      if (typeof message !== 'string' || !message.trim()) failures.push(`no message: ${line}`);
      refusals.push(line);
    }
    if (!c.mustReject) await settle();
  }
  if (refusals.length) await settle();
  return failures;
}

const casesFor = (op: Operation, index: number, runs: number) =>
  fc.sample(badCases(op, fixtures), { seed: SEED + index, numRuns: runs });

describe('fuzzing every operation of the OpenAPI document', () => {
  it('the document lists every operation of the contract', () => {
    const listed = new Set(operations.map((op) => `${op.method} ${op.path}`));
    for (const e of Object.values(orgEndpoints)) {
      expect(listed).toContain(`${e.method} ${e.path.replace(/:(\w+)/g, '{$1}')}`);
    }
    expect(operations.length).toBeGreaterThanOrEqual(28);
  });

  it('every request field has a bound: strings a length or format, ids int32, lists a length', () => {
    const unbounded: string[] = [];
    const walk = (s: Schema, where: string) => {
      for (const o of [...(s.anyOf ?? []), ...(s.oneOf ?? [])]) walk(o, where);
      if (s.type === 'string' && !s.enum && !s.pattern && !s.format && s.maxLength === undefined)
        unbounded.push(`${where}: string without a bound`);
      if (s.type === 'integer' && (bounds(s).max > INT32_MAX || bounds(s).min < -INT32_MAX - 1))
        unbounded.push(`${where}: integer beyond 32 bits`);
      if (s.type === 'array' && s.maxItems === undefined)
        unbounded.push(`${where}: list without a length`);
      for (const [key, p] of Object.entries(s.properties ?? {})) walk(p, `${where}.${key}`);
      if (s.items) walk(s.items, `${where}[]`);
    };
    for (const op of operations) {
      for (const p of op.params) walk(p.schema, `${op.method} ${op.path} ${p.name}`);
      if (op.body) walk(op.body, `${op.method} ${op.path} body`);
    }
    expect(unbounded).toEqual([]);
  });

  // In parts, so that no one test runs long while other test files share the machine.
  it.each(Array.from({ length: PARTS }, (_, part) => part))(
    'answers bad input from a signed-in owner with 4xx and a message, and stores nothing (part %i)',
    async (part) => {
      const failures: string[] = [];
      for (const [index, op] of operations.entries()) {
        if (index % PARTS !== part) continue;
        const cases = casesFor(op, index, CASES_PER_OPERATION);
        const url = op.path.replace(/\{orgId\}/, String(owner.orgId)).replace(/\{\w+\}/g, '1');
        failures.push(...(await check([...cases, ...rawBodyCases(op, url)], owner.cookie)));
      }
      expect(failures.slice(0, 25)).toEqual([]);
    },
  );

  it('answers the same requests without a session with 4xx and a message', async () => {
    const failures: string[] = [];
    for (const [index, op] of operations.entries()) {
      failures.push(...(await check(casesFor(op, index, UNAUTHENTICATED_PER_OPERATION))));
    }
    expect(failures.slice(0, 25)).toEqual([]);
  });
});
