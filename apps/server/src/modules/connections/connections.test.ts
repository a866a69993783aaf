import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPath,
  CONNECTION_MESSAGES as M,
  connectionEndpoints as e,
  type Connection,
  type Endpoint,
} from '@fathom/contract';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { rowCounts } from '../../test/row-counts';

let t: TestApp;
let agency: TestUser;
let client: TestUser;
let other: TestUser;
let clientManager: TestUser;

function call(
  endpoint: Endpoint,
  user: TestUser,
  params: Record<string, number> = {},
  payload?: object,
) {
  return t.request({
    method: endpoint.method,
    url: buildPath(endpoint.path, { orgId: orgOf(user), ...params }),
    cookie: user.cookie,
    ...(payload !== undefined && { payload }),
  });
}
/** Each user acts in their own organization; the client's team manager in the client's. */
const orgOf = (user: TestUser) => (user === clientManager ? client.orgId : user.orgId);
const codeOf = async (user: TestUser) =>
  (await call(e.connectionCode, user)).json<{ code: string }>().code;
const list = async (user: TestUser) => (await call(e.listConnections, user)).json<Connection[]>();
const ask = async (user: TestUser, code: string) => call(e.requestConnection, user, {}, { code });

beforeAll(async () => {
  t = await startTestApp();
  agency = await t.signUp('Agnes');
  client = await t.signUp('Clara');
  other = await t.signUp('Otto');
  clientManager = await t.signUp('Carl');
  await t.services.orgs.addMember(client.orgId, clientManager.id, 'teamManager');
  await t.services.billing.startSubscription(agency.orgId, 'enterprise');
});
afterAll(() => t.close());

describe('connecting a client organization', () => {
  it('shows an organization on the Agency plan its AGENCY feature, and others none', async () => {
    const plan = async (user: TestUser) =>
      (
        await t.request({
          method: 'GET',
          url: `/api/orgs/${user.orgId}/subscription`,
          cookie: user.cookie,
        })
      ).json<{ features: string[] }>();
    expect((await plan(agency)).features).toEqual(['AGENCY']);
    expect((await plan(client)).features).toEqual([]);
  });

  it('gives each owner a code of their own organization that another server would not take', async () => {
    const code = await codeOf(client);
    expect(code).toMatch(new RegExp(`^${client.orgId}-[0-9A-F]{16}$`));
    expect(await codeOf(client)).toBe(code);
    expect(await codeOf(other)).not.toBe(code);
    expect((await call(e.connectionCode, clientManager)).statusCode).toBe(403);
  });

  it('refuses an organization without the Agency plan, saying the plan is needed', async () => {
    const before = await rowCounts(t.database);
    const res = await ask(other, await codeOf(client));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.agencyPlanToConnect);
    expect(await rowCounts(t.database)).toEqual(before);
  });

  it.each([
    [
      'a tampered check',
      async () => (await codeOf(client)).replace(/.$/, (c) => (c === '0' ? '1' : '0')),
    ],
    ['an unknown organization', async () => `99999999-${(await codeOf(client)).split('-')[1]}`],
    ['a malformed code', () => Promise.resolve('not a code')],
  ])('refuses %s with one neutral message, storing nothing', async (_what, code) => {
    const before = await rowCounts(t.database);
    const res = await ask(agency, await code());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(M.invalidCode);
    expect(await rowCounts(t.database)).toEqual(before);
  });

  it('refuses the agency its own code', async () => {
    const res = await ask(agency, await codeOf(agency));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.self);
  });

  it('stores a pending request that both sides list, and the client’s owner accepts it', async () => {
    const res = await ask(agency, (await codeOf(client)).toLowerCase());
    expect(res.statusCode).toBe(200);
    const asked = res.json<Connection>();
    expect(asked).toMatchObject({
      role: 'client',
      status: 'pending',
      organization: { id: client.orgId, name: "Clara's organization" },
      acceptedAt: null,
    });
    expect(await list(agency)).toEqual([asked]);
    expect(await list(client)).toEqual([
      {
        ...asked,
        role: 'agency',
        organization: { id: agency.orgId, name: "Agnes's organization" },
      },
    ]);
    expect(await list(clientManager)).toHaveLength(1);

    const again = await ask(agency, await codeOf(client));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyConnected("Clara's organization"));

    const byAgency = await call(e.acceptConnection, agency, { connectionId: asked.id });
    expect(byAgency.statusCode).toBe(403);
    expect(byAgency.json().message).toBe(M.onlyClientAccepts);
    expect(
      (await call(e.acceptConnection, clientManager, { connectionId: asked.id })).statusCode,
    ).toBe(403);
    expect((await call(e.acceptConnection, other, { connectionId: asked.id })).statusCode).toBe(
      404,
    );
    expect((await call(e.connectedOrganizations, agency)).json()).toEqual([]);

    const accepted = await call(e.acceptConnection, client, { connectionId: asked.id });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<Connection>()).toMatchObject({ status: 'accepted', role: 'agency' });
    expect((await list(agency))[0]).toMatchObject({
      status: 'accepted',
      acceptedAt: expect.any(String),
    });
    const twice = await call(e.acceptConnection, client, { connectionId: asked.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(M.alreadyAccepted);

    expect((await call(e.connectedOrganizations, agency)).json()).toEqual([
      { id: client.orgId, name: "Clara's organization" },
    ]);
    // The client transfers nothing to its agency: connected organizations are the agency's clients.
    expect((await call(e.connectedOrganizations, client)).json()).toEqual([]);
  });

  it('lists the spaces of a connected client only', async () => {
    await t.services.orgs.createSpace(client.orgId, 'Zeta');
    await t.services.orgs.createSpace(client.orgId, 'alpha');
    const res = await call(e.targetSpaces, agency, { targetOrgId: client.orgId });
    expect(res.json<{ name: string }[]>().map((s) => s.name)).toEqual(['alpha', 'Zeta']);
    for (const [user, target] of [
      [agency, other.orgId],
      [client, agency.orgId],
    ] as const) {
      const refused = await call(e.targetSpaces, user, { targetOrgId: target });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(M.notConnected);
    }
  });

  it('lets either side’s owner remove the connection; others find nothing to remove', async () => {
    const [connection] = await list(agency);
    expect(
      (await call(e.removeConnection, other, { connectionId: connection!.id })).statusCode,
    ).toBe(404);
    expect(
      (await call(e.removeConnection, client, { connectionId: connection!.id })).json(),
    ).toEqual({ ok: true });
    expect(await list(agency)).toEqual([]);
    expect(await list(client)).toEqual([]);
    expect((await call(e.connectedOrganizations, agency)).json()).toEqual([]);

    // A declined or removed connection may be asked again, and the agency may end it too.
    const asked = (await ask(agency, await codeOf(client))).json<Connection>();
    expect((await call(e.removeConnection, agency, { connectionId: asked.id })).statusCode).toBe(
      200,
    );
    expect(await list(client)).toEqual([]);
  });
});
