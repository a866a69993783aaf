import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AmazonConnection } from '@fathom/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { column, parseRows } from '../../db/rows';
import { adsProfile, FAKE_LWA_CLIENT, startFakeAmazon } from '../../test/fake-amazon';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { decryptToken, signState, stateKey } from './lwa-crypto';

const REDIRECT_URI = 'http://localhost:3000/api/amazon-connections/callback';
const tokenKey = randomBytes(32);
let fake: Awaited<ReturnType<typeof startFakeAmazon>>;
let t: TestApp;
let owner: TestUser;
let manager: TestUser;
let member: TestUser;

const api = (user: TestUser, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) =>
  t.request({ method, url: `/api/orgs/${owner.orgId}${path}`, cookie: user.cookie, payload });

/** The consent page the start route sends the browser to, and the state in it. */
const start = async (user: TestUser, kind: string, marketplace: string) => {
  const res = await api(user, 'POST', '/amazon-connections/sign-in', { kind, marketplace });
  expect(res.statusCode, res.body).toBe(200);
  const url = new URL(res.json<{ url: string }>().url);
  return { url, state: url.searchParams.get('state')! };
};

/** Amazon sending the browser back; the page the app then sends it to, with its outcome. */
const callback = async (user: TestUser, query: Record<string, string>) => {
  const res = await t.request({
    method: 'GET',
    url: `/api/amazon-connections/callback?${new URLSearchParams(query).toString()}`,
    cookie: user.cookie,
  });
  expect(res.statusCode, res.body).toBe(302);
  const location = new URL(res.headers.location as string, 'http://localhost:3000');
  expect(location.pathname).toBe('/settings/amazon-connections');
  return Object.fromEntries(location.searchParams);
};

const stored = async () =>
  parseRows(
    z.object({
      kind: column.text,
      marketplace: column.text,
      externalId: column.text,
      token: column.text.nullable(),
    }),
    await t.database.db.execute(sql`select kind, marketplace, external_id as "externalId",
      refresh_token_encrypted as token from amazon_connections
      where organization_id = ${owner.orgId} order by id`),
  );

const token = (n: string) => ({
  access_token: `Atza|access-${n}`,
  refresh_token: `Atzr|refresh-${n}`,
  token_type: 'bearer',
  expires_in: 3600,
});

beforeAll(async () => {
  fake = await startFakeAmazon(REDIRECT_URI);
  t = await startTestApp({
    lwa: {
      ...FAKE_LWA_CLIENT,
      spApiAppId: 'amzn1.sp.solution.fake',
      tokenKey,
      authorizeOrigin: 'https://consent.example',
      tokenOrigin: fake.origin,
      adsApiOrigin: fake.origin,
    },
  });
  owner = await t.signUp('Ona');
  manager = await t.signUp('Max');
  member = await t.signUp('Mel');
  await t.services.orgs.addMember(owner.orgId, manager.id, 'teamManager');
  await t.services.orgs.addMember(owner.orgId, member.id, 'member');
}, 180_000);
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('Amazon connections through Login with Amazon', () => {
  it('says both kinds connect through Login with Amazon, and refuses simulated ones', async () => {
    const listed = await api(member, 'GET', '/amazon-connections');
    expect(listed.json()).toEqual({
      connections: [],
      loginWithAmazon: ['amazon-ads', 'sp-api'],
      unavailable: [],
    });
    const simulated = await api(owner, 'POST', '/amazon-connections', {
      kind: 'amazon-ads',
      marketplace: 'com',
    });
    expect(simulated.statusCode).toBe(400);
    expect(simulated.json()).toMatchObject({
      message: 'Connect this account through Login with Amazon',
    });
  });

  it('sends managers to Amazon with a signed state; members may not start', async () => {
    const refused = await api(member, 'POST', '/amazon-connections/sign-in', {
      kind: 'amazon-ads',
      marketplace: 'com',
    });
    expect(refused.statusCode).toBe(403);
    const { url, state } = await start(manager, 'amazon-ads', 'com');
    expect(`${url.origin}${url.pathname}`).toBe('https://consent.example/ap/oa');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: FAKE_LWA_CLIENT.clientId,
      scope: 'advertising::campaign_management',
      response_type: 'code',
      redirect_uri: REDIRECT_URI,
      state,
    });
    const sp = await start(manager, 'sp-api', 'de');
    expect(`${sp.url.origin}${sp.url.pathname}`).toBe(
      'https://consent.example/apps/authorize/consent',
    );
    expect(Object.fromEntries(sp.url.searchParams)).toMatchObject({
      application_id: 'amzn1.sp.solution.fake',
      version: 'beta',
      state: sp.state,
    });
  });

  it('connects the Ads profile of the marketplace, storing its refresh token encrypted', async () => {
    const { state } = await start(manager, 'amazon-ads', 'com');
    fake.grant('ads-code', {
      token: token('ads'),
      profiles: [adsProfile(3001, 'DE', 'Acme DE'), adsProfile(3002, 'US', 'Acme Ads')],
    });
    expect(await callback(manager, { code: 'ads-code', scope: 'advertising', state })).toEqual({
      connected: 'Acme Ads (US)',
    });

    const listed = await api(member, 'GET', '/amazon-connections');
    expect(listed.json<{ connections: AmazonConnection[] }>().connections).toEqual([
      expect.objectContaining({
        kind: 'amazon-ads',
        marketplace: 'com',
        provider: 'lwa',
        state: 'RECENTLY_CONNECTED',
        accountName: 'Acme Ads (US)',
      }),
    ]);
    const [row] = await stored();
    expect(row).toMatchObject({ externalId: '3002' });
    expect(row!.token).toMatch(/^v1\./);
    expect(row!.token).not.toContain('refresh-ads');
    expect(decryptToken(tokenKey, row!.token!)).toBe('Atzr|refresh-ads');
  });

  it('connects a Selling Partner account by the id Seller Central sends back', async () => {
    const { state } = await start(owner, 'sp-api', 'de');
    fake.grant('sp-code', { token: token('sp'), profiles: [] });
    const outcome = await callback(owner, {
      spapi_oauth_code: 'sp-code',
      selling_partner_id: 'A2SELLER',
      state,
    });
    expect(outcome).toEqual({ connected: 'Selling Partner A2SELLER (DE)' });
    const sp = (await stored()).find((r) => r.kind === 'sp-api')!;
    expect(sp).toMatchObject({ marketplace: 'de', externalId: 'A2SELLER' });
    expect(decryptToken(tokenKey, sp.token!)).toBe('Atzr|refresh-sp');
  });

  it('never returns a token from the connections endpoints', async () => {
    const answers = [
      await api(owner, 'GET', '/amazon-connections'),
      await api(owner, 'POST', '/amazon-connections/sign-in', {
        kind: 'sp-api',
        marketplace: 'de',
      }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      for (const secret of ['refresh-ads', 'refresh-sp', 'access-ads', 'v1.'])
        expect(res.body).not.toContain(secret);
    }
  });

  it('stores nothing when the state is forged, expired or another user’s', async () => {
    const before = await stored();
    fake.grant('unused-code', {
      token: token('unused'),
      profiles: [adsProfile(1, 'UK', 'Acme UK')],
    });
    const { state } = await start(manager, 'amazon-ads', 'co.uk');
    const forged = `${state.slice(0, -2)}xx`;
    const expired = signState(stateKey(tokenKey), {
      orgId: owner.orgId,
      userId: manager.id,
      kind: 'amazon-ads',
      marketplace: 'co.uk',
      expires: Date.now() - 1,
    });
    const cases: [TestUser, string, string][] = [
      [manager, forged, 'The Amazon sign-in could not be verified: please connect again'],
      [manager, '', 'The Amazon sign-in could not be verified: please connect again'],
      [manager, expired, 'The Amazon sign-in took longer than 10 minutes: please connect again'],
      [owner, state, 'The Amazon sign-in was started by another user: please connect again'],
    ];
    for (const [user, s, error] of cases)
      expect(await callback(user, { code: 'unused-code', state: s })).toEqual({ error });
    expect(await stored()).toEqual(before);
  });

  it('sends a signed-out browser to sign in, then to the connections page, storing nothing', async () => {
    const before = await stored();
    const { state } = await start(manager, 'amazon-ads', 'co.uk');
    const res = await t.request({
      method: 'GET',
      url: `/api/amazon-connections/callback?${new URLSearchParams({ code: 'signed-out-code', state }).toString()}`,
    });
    expect(res.statusCode, res.body).toBe(302);
    const location = new URL(res.headers.location as string, 'http://localhost:3000');
    expect(location.pathname).toBe('/sign-in');
    const next = new URL(location.searchParams.get('redirect')!, 'http://localhost:3000');
    expect(next.pathname).toBe('/settings/amazon-connections');
    expect(next.searchParams.get('error')).toBe(
      'You were signed out before Amazon sent you back: please connect again',
    );
    expect(await stored()).toEqual(before);
  });

  it("passes on Amazon's refusals and a missing profile, storing nothing", async () => {
    const before = await stored();
    const denied = await start(manager, 'amazon-ads', 'fr');
    expect(
      await callback(manager, {
        error: 'access_denied',
        error_description: 'The user denied the request',
        state: denied.state,
      }),
    ).toEqual({ error: 'Amazon did not grant access: The user denied the request' });

    const badCode = await start(manager, 'amazon-ads', 'fr');
    expect(await callback(manager, { code: 'never-issued', state: badCode.state })).toEqual({
      error: 'Amazon refused the sign-in: The authorization code is invalid or expired',
    });

    const noProfile = await start(manager, 'amazon-ads', 'co.jp');
    fake.grant('jp-code', { token: token('jp'), profiles: [adsProfile(9, 'US', 'Acme Ads')] });
    expect(await callback(manager, { code: 'jp-code', state: noProfile.state })).toEqual({
      error: 'Your Amazon Ads account has no profile in Japan',
    });
    expect(await stored()).toEqual(before);
  });

  /** Changes the manager's role and waits until the app has heard of it (a database notification). */
  async function changeManagerRole(role: 'member' | 'teamManager') {
    const heard = new Promise<void>((resolve) => {
      const stop = t.services.orgs.memberships.watch((change) => {
        if (change.userId !== manager.id) return;
        stop();
        resolve();
      });
    });
    await t.services.team.changeRole(owner.orgId, manager.id, role);
    await heard;
  }

  it('refuses a manager demoted before Amazon sent them back', async () => {
    const { state } = await start(manager, 'amazon-ads', 'it');
    fake.grant('it-code', { token: token('it'), profiles: [adsProfile(5, 'IT', 'Acme IT')] });
    await changeManagerRole('member');
    expect(await callback(manager, { code: 'it-code', state })).toEqual({
      error: 'You may no longer connect Amazon accounts in this organization',
    });
    expect((await stored()).some((r) => r.marketplace === 'it')).toBe(false);
    await changeManagerRole('teamManager');
  });

  it('disconnecting deletes the connection and its token', async () => {
    const ads = (await api(owner, 'GET', '/amazon-connections'))
      .json<{ connections: AmazonConnection[] }>()
      .connections.find((c) => c.kind === 'amazon-ads')!;
    expect((await api(manager, 'DELETE', `/amazon-connections/${ads.id}`)).statusCode).toBe(200);
    const left = await stored();
    expect(left.map((r) => r.kind)).toEqual(['sp-api']);
    const tokens = await t.database.db.execute(
      sql`select count(*)::int as n from amazon_connections where id = ${ads.id}`,
    );
    expect(parseRows(z.object({ n: column.int }), tokens)[0]!.n).toBe(0);
  });
});
