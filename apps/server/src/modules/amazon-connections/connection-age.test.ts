import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AmazonConnection, PpcPrerequisite, SqpCoverage, Tracker } from '@fathom/contract';
import { createSimulatedMarket } from '@fathom/market';
import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { trackerWithHistory } from '../../test/rank-radar-fixture';

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;
let tracker: Tracker;
let ads: AmazonConnection;
let seller: AmazonConnection;

const DAY_MS = 86_400_000;

const call = (user: TestUser, method: 'GET' | 'POST', path: string, payload?: object) =>
  t.request({ method, url: `/api/orgs/${owner.orgId}${path}`, cookie: user.cookie, payload });
const connect = async (kind: 'amazon-ads' | 'sp-api') =>
  (await call(owner, 'POST', '/amazon-connections', { kind, marketplace: 'com' })).json<{
    connection: AmazonConnection;
  }>().connection;
const age = (user: TestUser | null, id: number, payload: unknown, orgId = owner.orgId) =>
  t.request({
    method: 'POST',
    url: `/dev/orgs/${orgId}/amazon-connections/${id}/age`,
    cookie: user?.cookie,
    payload: payload as object,
  });
const listed = async () =>
  (await call(member, 'GET', '/amazon-connections')).json<{
    connections: AmazonConnection[];
    unavailable: { marketplace: string; kind: string }[];
  }>();

/** A Selling Partner account connected before the marketplace lost its SQP data. */
async function connectedBeforeSqpWentAway(): Promise<AmazonConnection> {
  await t.database.db.execute(sql`insert into amazon_connections
      (organization_id, kind, marketplace, provider, status, account_name, external_id, connected_at)
    values (${owner.orgId}, 'sp-api', 'com', 'simulated', 'CONNECTED',
      'Simulated seller account (US)', ${`simulated-sp-api-${owner.orgId}-com`}, now())`);
  return (await listed()).connections.find((c) => c.kind === 'sp-api')!;
}

const prerequisite = async () =>
  (await call(member, 'GET', `/krt/${tracker.id}/ppc-prerequisite`)).json<PpcPrerequisite>();
const coverage = async () =>
  (await call(member, 'GET', `/krt/${tracker.id}/sqp-coverage`)).json<SqpCoverage>();

beforeAll(async () => {
  // A marketplace with PPC but no SQP: each empty state reads its own kind's support.
  const market = createSimulatedMarket({ unsupported: { com: ['sqp'] } });
  t = await startTestApp({ demo: true, market });
  owner = await t.signUp('Ada');
  member = await t.signUp('Mia');
  outsider = await t.signUp('Oli');
  await t.services.orgs.addMember(owner.orgId, member.id, 'member');
  tracker = await trackerWithHistory(t, owner, { label: 'ageing niche', terms: 3, days: 1 });
  ads = await connect('amazon-ads');
}, 180_000);
afterAll(() => t.close());

describe('Ageing a simulated connection in demo mode', () => {
  it('offers no connection where the marketplace lacks its data, and refuses to make one', async () => {
    expect((await listed()).unavailable).toEqual([{ marketplace: 'com', kind: 'sp-api' }]);
    for (const path of ['/amazon-connections', '/amazon-connections/sign-in']) {
      const refused = await call(owner, 'POST', path, { kind: 'sp-api', marketplace: 'com' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message: 'SQP Data Not Available' });
    }
    expect((await listed()).connections.map((c) => c.kind)).toEqual(['amazon-ads']);
    seller = await connectedBeforeSqpWentAway();
  });

  it('answers each kind of data its own marketplace support', async () => {
    expect(await prerequisite()).toEqual({
      requireAmazonConnection: 'UNCERTAIN',
      lastUpdated: null,
      marketplaceSupported: true,
    });
    expect(await coverage()).toEqual({
      status: 'RECENT_CONNECTION',
      weeks: [],
      marketplaceSupported: false,
    });
  });

  it('refuses strangers, members, bad days and connections of other organizations', async () => {
    expect((await age(null, ads.id, { days: 2 })).statusCode).toBe(401);
    expect((await age(outsider, ads.id, { days: 2 })).statusCode).toBe(404);
    expect((await age(member, ads.id, { days: 2 })).statusCode).toBe(403);
    for (const payload of [{}, { days: 0 }, { days: 366 }, { days: 1.5 }, { days: '2' }])
      expect((await age(owner, ads.id, payload)).statusCode).toBe(400);
    expect((await age(owner, ads.id, { days: 2, hours: 1 })).statusCode).toBe(400);
    expect((await age(owner, 2_000_000, { days: 2 })).statusCode).toBe(404);
    const theirs = await age(outsider, ads.id, { days: 2 }, outsider.orgId);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ message: 'Amazon connection not found' });
    expect(await prerequisite()).toMatchObject({ lastUpdated: null });
  });

  it('moves the connection and its first import back, so no report is awaited', async () => {
    for (const { id } of [ads, seller]) {
      const res = await age(owner, id, { days: 2 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    }
    const listed = (await call(member, 'GET', '/amazon-connections')).json<{
      connections: AmazonConnection[];
    }>().connections;
    const aged = listed.find((c) => c.id === ads.id)!;
    expect(Date.parse(ads.connectedAt) - Date.parse(aged.connectedAt)).toBe(2 * DAY_MS);
    expect(aged.lastSyncedAt).toBe(aged.connectedAt);
    expect(aged.state).toBe('CONNECTED');

    expect(await prerequisite()).toEqual({
      requireAmazonConnection: 'NO',
      lastUpdated: aged.connectedAt,
      marketplaceSupported: true,
    });
    expect(await coverage()).toEqual({ status: 'OK', weeks: [], marketplaceSupported: false });

    // Once imported, the last import moves back with the connection.
    await age(owner, ads.id, { days: 1 });
    const again = await prerequisite();
    expect(Date.parse(aged.lastSyncedAt!) - Date.parse(again.lastUpdated!)).toBe(DAY_MS);
  });
});
