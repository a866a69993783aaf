import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AmazonConnection, Tracker } from '@fathom/contract';
import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { trackerWithHistory } from '../../test/rank-radar-fixture';

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let manager: TestUser;
let outsider: TestUser;
let tracker: Tracker;

const call = (
  user: TestUser,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  payload?: object,
  orgId = owner.orgId,
) => t.request({ method, url: `/api/orgs/${orgId}${path}`, cookie: user.cookie, payload });

const list = async (user: TestUser) =>
  (await call(user, 'GET', '/amazon-connections')).json<{ connections: AmazonConnection[] }>()
    .connections;

beforeAll(async () => {
  t = await startTestApp({ demo: true });
  owner = await t.signUp('Ona');
  member = await t.signUp('Mel');
  manager = await t.signUp('Max');
  outsider = await t.signUp('Ola');
  await t.services.orgs.addMember(owner.orgId, member.id, 'member');
  await t.services.orgs.addMember(owner.orgId, manager.id, 'teamManager');
  tracker = await trackerWithHistory(t, owner, { label: 'connections niche', terms: 3, days: 1 });
}, 180_000);
afterAll(() => t.close());

describe('Amazon connections', () => {
  it('lets managers connect a simulated account at once, and members only read', async () => {
    expect(await list(member)).toEqual([]);
    const refused = await call(member, 'POST', '/amazon-connections', {
      kind: 'amazon-ads',
      marketplace: 'com',
    });
    expect(refused.statusCode).toBe(403);

    const res = await call(manager, 'POST', '/amazon-connections', {
      kind: 'amazon-ads',
      marketplace: 'com',
    });
    expect(res.statusCode).toBe(200);
    const { connection } = res.json<{ connection: AmazonConnection }>();
    expect(connection).toMatchObject({
      kind: 'amazon-ads',
      marketplace: 'com',
      provider: 'simulated',
      state: 'RECENTLY_CONNECTED',
      accountName: 'Simulated Ads profile (US)',
      lastSyncedAt: null,
      lastError: null,
    });
    expect(await list(member)).toEqual([connection]);
  });

  it('hides the organization from outsiders', async () => {
    expect((await call(outsider, 'GET', '/amazon-connections')).statusCode).toBe(404);
    const [c] = await list(owner);
    expect((await call(outsider, 'DELETE', `/amazon-connections/${c!.id}`)).statusCode).toBe(404);
    // The outsider's own organization has no such connection.
    const other = await call(
      outsider,
      'DELETE',
      `/amazon-connections/${c!.id}`,
      undefined,
      outsider.orgId,
    );
    expect(other.statusCode).toBe(404);
  });

  it('answers the PPC prerequisite from the connection and its imports', async () => {
    const prerequisite = async () =>
      (await call(member, 'GET', `/krt/${tracker.id}/ppc-prerequisite`)).json<unknown>();
    expect(await prerequisite()).toEqual({
      requireAmazonConnection: 'UNCERTAIN',
      lastUpdated: null,
      marketplaceSupported: true,
    });
    const [c] = await list(owner);
    await t.database.db.execute(
      sql`update amazon_connections set last_synced_at = '2026-11-20T10:00:00Z' where id = ${c!.id}`,
    );
    expect(await prerequisite()).toEqual({
      requireAmazonConnection: 'NO',
      lastUpdated: '2026-11-20T10:00:00.000Z',
      marketplaceSupported: true,
    });
    expect((await list(owner))[0]!.state).toBe('CONNECTED');
    const outsiders = await call(outsider, 'GET', `/krt/${tracker.id}/ppc-prerequisite`);
    expect(outsiders.statusCode).toBe(404);
  });

  it('shows a connection error set in demo mode, and a prerequisite of YES', async () => {
    const [c] = await list(owner);
    const url = `/dev/orgs/${owner.orgId}/amazon-connections/${c!.id}/error`;
    const payload = { message: 'The Amazon Ads profile refused access' };
    const byMember = await t.request({ method: 'POST', url, cookie: member.cookie, payload });
    expect(byMember.statusCode).toBe(403);
    // Another organization's owner cannot reach the connection through their own organization.
    const theirs = await t.request({
      method: 'POST',
      url: `/dev/orgs/${outsider.orgId}/amazon-connections/${c!.id}/error`,
      cookie: outsider.cookie,
      payload,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ message: 'Amazon connection not found' });
    expect((await list(member))[0]).toMatchObject({ state: c!.state });
    const res = await t.request({ method: 'POST', url, cookie: owner.cookie, payload });
    expect(res.statusCode).toBe(200);
    expect((await list(member))[0]).toMatchObject({
      state: 'CONNECTION_ERROR',
      lastError: 'The Amazon Ads profile refused access',
    });
    const prerequisite = await call(member, 'GET', `/krt/${tracker.id}/ppc-prerequisite`);
    expect(prerequisite.json()).toMatchObject({ requireAmazonConnection: 'YES' });
  });

  it('connects again after an error, and disconnecting deletes the connection', async () => {
    const again = await call(owner, 'POST', '/amazon-connections', {
      kind: 'amazon-ads',
      marketplace: 'com',
    });
    expect(again.json<{ connection: AmazonConnection }>().connection.state).toBe(
      'RECENTLY_CONNECTED',
    );
    const [c] = await list(owner);
    expect((await call(member, 'DELETE', `/amazon-connections/${c!.id}`)).statusCode).toBe(403);
    expect((await call(manager, 'DELETE', `/amazon-connections/${c!.id}`)).statusCode).toBe(200);
    expect(await list(owner)).toEqual([]);
    const rows = await t.database.db.execute(
      sql`select count(*)::int as n from amazon_connections where id = ${c!.id}`,
    );
    expect((rows as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    const prerequisite = await call(member, 'GET', `/krt/${tracker.id}/ppc-prerequisite`);
    expect(prerequisite.json()).toMatchObject({
      requireAmazonConnection: 'YES',
      lastUpdated: null,
    });
  });

  it('never returns a stored token', async () => {
    await call(owner, 'POST', '/amazon-connections', { kind: 'sp-api', marketplace: 'de' });
    await t.database.db.execute(
      sql`update amazon_connections set refresh_token_encrypted = 'stored-secret-token'
        where organization_id = ${owner.orgId}`,
    );
    const listed = await call(owner, 'GET', '/amazon-connections');
    expect(listed.json<{ connections: AmazonConnection[] }>().connections).toHaveLength(1);
    expect(listed.body).not.toContain('stored-secret-token');
    expect(listed.body.toLowerCase()).not.toContain('token');
  });

  it('offers simulated connections only while Login with Amazon is not configured', async () => {
    const listed = await call(member, 'GET', '/amazon-connections');
    expect(listed.json()).toMatchObject({ loginWithAmazon: [] });
    const start = await call(owner, 'POST', '/amazon-connections/sign-in', {
      kind: 'amazon-ads',
      marketplace: 'com',
    });
    expect(start.statusCode).toBe(400);
    expect(start.json()).toMatchObject({ message: 'Login with Amazon is not configured' });
    const callback = await t.request({
      method: 'GET',
      url: '/api/amazon-connections/callback?code=abc&state=xyz',
      cookie: owner.cookie,
    });
    expect(callback.statusCode).toBe(404);
    expect(callback.json()).toMatchObject({ message: 'Login with Amazon is not configured' });
    const signedOut = await t.request({
      method: 'GET',
      url: '/api/amazon-connections/callback?code=abc&state=xyz',
    });
    expect(signedOut.statusCode).toBe(404);
  });

  it('refuses unknown kinds and marketplaces', async () => {
    const res = await call(owner, 'POST', '/amazon-connections', {
      kind: 'amazon-ads',
      marketplace: 'moon',
    });
    expect(res.statusCode).toBe(400);
  });
});
