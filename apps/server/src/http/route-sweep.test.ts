import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIONS,
  isTeamManager,
  may,
  orgEndpoints,
  ROLES,
  type ActionRule,
  type Endpoint,
  type Role,
} from '@fathom/contract';
import type { OpenApiDocument } from '../test/fuzz/cases';
import { startTestApp, type TestApp, type TestUser } from '../test/harness';
import { insertNiche } from '../test/niche-fixture';
import { storedRowCounts } from '../test/row-counts';
import { endpoints, SWEPT_ASIN, sweepRequest } from '../test/sweep-requests';

/*
 * Every endpoint of the contract, each with what its access rule must answer: no session is 401,
 * another organization's data is "not found", and for each role, 403 exactly where the contract's
 * permission table refuses it. foreign-ids.test.ts names another organization's real objects.
 */

/** Endpoints anyone may call, and what they answer the sweep's values. */
const PUBLIC = new Map([
  ['session.health', 200],
  ['session.config', 200],
  ['team.previewInvitation', 404],
  // Stripe's webhook: the sweep sends no event body.
  ['billing.stripeWebhook', 400],
  // Login with Amazon is not configured in the sweep's server.
  ['amazonConnections.amazonCallback', 404],
]);

let t: TestApp;
/** Row counts of the stored tables, read again only after a write (see storedRowCounts). */
let rowCounts: ReturnType<typeof storedRowCounts>;
let alice: TestUser; // owner of organization A
let bob: TestUser; // owner of organization B
/** A member of organization A in each role; the owner is Alice. */
const inRole = {} as Record<Role, TestUser>;
/** Path values naming organization A's things, and organization B's. */
let inA: Record<string, string | number>;
let inB: Record<string, string | number>;

const call = (name: string, endpoint: Endpoint, params: typeof inA, user?: TestUser) =>
  sweepRequest(t, name, endpoint, params, user);

async function orgThings(owner: TestUser, name: string) {
  const post = (path: string, payload: object) =>
    t
      .request({ method: 'POST', url: path, cookie: owner.cookie, payload })
      .then((r) => r.json<{ id: number }>().id);
  return {
    orgId: owner.orgId,
    spaceId: await post(`/api/orgs/${owner.orgId}/spaces`, { name: `${name} space` }),
    labelId: await post(`/api/orgs/${owner.orgId}/labels`, { name: `${name} label` }),
    userId: owner.id,
    nicheId: await insertNiche(t.database.db, {
      organizationId: owner.orgId,
      label: `${name} niche`,
      createdBy: owner.id,
      asins: [SWEPT_ASIN, 'B0B', 'B0C'],
      researches: [[]],
    }),
    secondNicheId: await insertNiche(t.database.db, {
      organizationId: owner.orgId,
      label: `${name} second niche`,
      createdBy: owner.id,
      asins: [SWEPT_ASIN],
      researches: [[]],
    }),
    researchId: 1,
    sndId: '00000000-0000-4000-8000-000000000000',
    invitationId: 1,
    connectionId: 1,
    krtId: 1,
    keywordId: 1,
    date: '2026-01-01',
    hid: 1,
    ruleId: 1,
    invoiceId: 1,
    importId: 1,
    targetOrgId: 1,
    token: 'A'.repeat(43),
    marketplace: 'com',
    asin: SWEPT_ASIN,
    filterId: await post(`/api/orgs/${owner.orgId}/pipeline/filters`, {
      name: `${name} filter`,
      filter: {},
    }),
    key: 'tagTree',
    keyId: await post(`/api/orgs/${owner.orgId}/api-keys`, {
      name: `${name} key`,
      scopes: ['read'],
    }),
  };
}

beforeAll(async () => {
  t = await startTestApp();
  rowCounts = storedRowCounts(t.database);
  alice = await t.signUp('Alice');
  bob = await t.signUp('Bob');
  inRole.owner = alice;
  for (const role of ROLES.filter((r) => r !== 'owner')) {
    inRole[role] = await t.signUp(`A ${role}`);
    await t.services.orgs.addMember(alice.orgId, inRole[role].id, role);
  }
  inA = await orgThings(alice, 'A');
  inB = await orgThings(bob, 'B');
});
afterAll(() => t.close());

describe('the route sweep', () => {
  it('covers every operation the server serves', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
    // The account routes under /api/auth are better-auth's, documented beside the contract's.
    const served = Object.entries((doc as OpenApiDocument).paths)
      .filter(([path]) => !path.startsWith('/api/auth/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      );
    const swept = endpoints.map(([, e]) => `${e.method} ${e.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(served.sort()).toEqual(swept.sort());
  });

  it('names every operation of its document once, with a tag, sign-in and sign-up included', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>>;
    }>();
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    expect(operations.filter((op) => !op.operationId || !op.tags?.length)).toEqual([]);
    expect(doc.paths['/api/auth/sign-in/email']?.post?.operationId).toBe('signInEmail');
    expect(doc.paths['/api/auth/sign-up/email']?.post?.operationId).toBe('signUpEmail');
  });

  it.each(endpoints)('%s answers 401 without a session', async (name, endpoint) => {
    const res = await call(name, endpoint, inA);
    expect(res.statusCode).toBe(PUBLIC.get(name) ?? 401);
  });

  const foreign = endpoints.filter(([, e]) => /:(orgId|nicheId)/.test(e.path));
  it.each(foreign)(
    '%s answers 404 to a member of another organization and changes nothing',
    async (name, endpoint) => {
      const before = await rowCounts();
      const res = await call(name, endpoint, inB, alice);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(
        endpoint.path.includes(':orgId') ? 'Organization not found' : 'Niche not found',
      );
      expect(await rowCounts()).toEqual(before);
      const spaces = await call('', orgEndpoints.listSpaces, inB, bob);
      expect(spaces.json()).toEqual([
        expect.objectContaining({ id: inB.spaceId, name: 'B space', memberIds: [] }),
      ]);
      const labels = await call('', orgEndpoints.listLabels, inB, bob);
      expect(labels.json()).toEqual([
        expect.objectContaining({ id: inB.labelId, name: 'B label' }),
      ]);
    },
  );

  /**
   * Whether the permission table refuses the role. The swept niche is the owner's own, outside
   * spaces: changing it needs a role that manages every niche.
   */
  const refused = (endpoint: Endpoint, role: Role) => {
    const rule: ActionRule = ACTIONS[endpoint.action];
    if (rule.scope === 'niche') return rule.manage === true && !isTeamManager(role);
    return !may(role, endpoint.action);
  };
  const matrix = endpoints
    .filter(([name, e]) => !PUBLIC.has(name) && /:(orgId|nicheId)/.test(e.path))
    .flatMap(([name, endpoint]) => ROLES.map((role) => [name, role, endpoint] as const));
  it.each(matrix)(
    '%s as %s answers 403 exactly where the permission table refuses, changing nothing',
    async (name, role, endpoint) => {
      const before = await rowCounts();
      const res = await call(name, endpoint, inA, inRole[role]);
      if (refused(endpoint, role)) {
        expect(res.statusCode).toBe(403);
        expect(await rowCounts()).toEqual(before);
      } else {
        expect(res.statusCode).not.toBe(403);
      }
      // A member who left comes back for the endpoints swept after.
      if (name === 'team.leaveOrganization' && role !== 'owner')
        await t.services.orgs.addMember(alice.orgId, inRole[role].id, role);
      // A deleted niche comes back for the roles and endpoints swept after.
      if (name === 'nicheEdits.deleteNiche' && res.statusCode === 200)
        inA.nicheId = await insertNiche(t.database.db, {
          organizationId: alice.orgId,
          label: 'A niche',
          createdBy: alice.id,
          asins: [SWEPT_ASIN, 'B0B', 'B0C'],
          researches: [[]],
        });
    },
  );
});

describe('a niche another organization shares with the caller’s', () => {
  /** Organization C's niche, shared with organization A over their accepted connection. */
  let shared: typeof inA;
  beforeAll(async () => {
    const carol = await t.signUp('Carol');
    const { billing, connections } = t.services;
    await billing.startSubscription(carol.orgId, 'enterprise');
    const owner = { organizationId: carol.orgId, userId: carol.id, role: 'owner' as const };
    const link = await connections.request(owner, connections.code(alice.orgId).code);
    await connections.accept(alice.orgId, link.id);
    shared = await orgThings(carol, 'C');
    await connections.share(owner, {
      selection: { mode: 'ids', ids: [Number(shared.nicheId)] },
      targetOrganizationId: alice.orgId,
    });
  });

  const nicheRoutes = endpoints.filter(([, e]) => ACTIONS[e.action].scope === 'niche');
  const matrix = nicheRoutes.flatMap(([name, endpoint]) =>
    ROLES.map((role) => [name, role, endpoint] as const),
  );
  it.each(matrix)(
    '%s as %s of the receiving organization reads it and changes nothing',
    async (name, role, endpoint) => {
      const before = await rowCounts();
      const res = await call(name, endpoint, shared, inRole[role]);
      if ((ACTIONS[endpoint.action] as ActionRule).manage === true) {
        expect(res.statusCode).toBe(403);
        expect(await rowCounts()).toEqual(before);
      } else {
        expect(res.statusCode).toBe(200);
      }
    },
  );

  it.each(nicheRoutes)(
    '%s answers 404 to an organization it is not shared with',
    async (name, e) => {
      const res = await call(name, e, shared, bob);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Niche not found');
    },
  );
});
