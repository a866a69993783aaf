import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPath,
  connectionEndpoints,
  diveEndpoints,
  orgEndpoints,
  teamEndpoints,
  untrustedOriginMessage,
  type Connection,
  type Endpoint,
  type Invitation,
  type Member,
  type Space,
} from '@fathom/contract';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import { startTestApp, type TestApp, type TestUser } from '../test/harness';
import { startBody, startDive } from '../test/dives';
import { firstLink, mailTo } from '../test/mail';

/** Another port of the app's host: same-site, so the browser sends the SameSite=Lax cookie. */
const OTHER_PAGE = 'http://localhost:3431';
const BASE_URL = 'http://localhost:3000';
const refusal = untrustedOriginMessage(OTHER_PAGE, BASE_URL, 'changes');

let t: TestApp;
let owner: TestUser;
let member: TestUser;

beforeAll(async () => {
  t = await startTestApp({ signInLimit: 100 });
  owner = await t.signUp('Olga');
  member = await t.signUp('Mads');
  await t.services.orgs.addMember(owner.orgId, member.id, 'member');
});
afterAll(() => t.close());

type Params = Record<string, string | number>;

/** As the app's own page sends it (the harness adds the app's Origin). */
const call = (endpoint: Endpoint, params: Params, user: TestUser, payload?: object) =>
  t.request({
    method: endpoint.method,
    url: buildPath(endpoint.path, params),
    cookie: user.cookie,
    ...(payload !== undefined && { payload }),
  });

/** What `<form method=POST enctype=text/plain>` on the other page sends, the cookie included. */
const formPost = (endpoint: Endpoint, params: Params, user: TestUser) =>
  t.request({
    method: endpoint.method,
    url: buildPath(endpoint.path, params),
    cookie: user.cookie,
    headers: { origin: OTHER_PAGE, 'content-type': 'text/plain' },
    payload: 'a=b',
  });

/** A request with the cookie and exactly these headers: no Origin unless given. */
const bare = (user: TestUser, url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: user.cookie, ...headers } });

const expectRefused = (res: { statusCode: number; json: () => { message: string } }) =>
  expect([res.statusCode, res.json().message]).toEqual([403, refusal]);

const org = () => ({ orgId: owner.orgId });
const memberIds = async () =>
  (await call(orgEndpoints.listMembers, org(), owner)).json<Member[]>().map((m) => m.userId);
const spaces = async () => (await call(orgEndpoints.listSpaces, org(), owner)).json<Space[]>();

describe('state-changing requests from a page the server does not trust', () => {
  it('refuses POST, PATCH, PUT and DELETE with the cookie, changes nothing, and says what to set', async () => {
    const created = await call(orgEndpoints.createSpace, org(), owner, { name: 'Garden' });
    expect(created.statusCode).toBe(200);
    const space = { ...org(), spaceId: created.json<Space>().id };
    const before = await spaces();

    const fromOtherPage = (endpoint: Endpoint, params: Params, payload?: object) =>
      t.request({
        method: endpoint.method,
        url: buildPath(endpoint.path, params),
        cookie: owner.cookie,
        headers: { origin: OTHER_PAGE },
        ...(payload !== undefined && { payload }),
      });
    expectRefused(await fromOtherPage(orgEndpoints.createSpace, org(), { name: 'Shed' }));
    expectRefused(await fromOtherPage(orgEndpoints.renameSpace, space, { name: 'Attic' }));
    const grant = { ...space, userId: member.id };
    expectRefused(await fromOtherPage(orgEndpoints.grantSpaceAccess, grant));
    expectRefused(await fromOtherPage(orgEndpoints.deleteSpace, space));
    expect(await spaces()).toEqual(before);

    // The same requests from the app's own page go through.
    expect((await call(orgEndpoints.renameSpace, space, owner, { name: 'Attic' })).statusCode).toBe(
      200,
    );
    expect((await call(orgEndpoints.grantSpaceAccess, grant, owner)).statusCode).toBe(200);
    expect((await call(orgEndpoints.deleteSpace, space, owner)).statusCode).toBe(200);
  });

  it('refuses the body-less posts a form can send: leave, resend, accept, cancel', async () => {
    // Leave the organization.
    expectRefused(await formPost(teamEndpoints.leaveOrganization, org(), member));
    expect(await memberIds()).toContain(member.id);

    // Resend an invitation: the link mailed first still works, and the resend still can happen.
    const email = `csrf-${Date.now()}@example.com`;
    const invited = await call(teamEndpoints.invite, org(), owner, { email, role: 'member' });
    const invitation = { ...org(), invitationId: invited.json<Invitation>().id };
    const subject = "Olga invited you to Olga's organization on Fathom";
    const token = firstLink(mailTo(t, email, subject).text)
      .split('/')
      .pop()!;
    expectRefused(await formPost(teamEndpoints.resendInvitation, invitation, owner));
    expect(t.services.mailer.caught().filter((m) => m.to === email)).toHaveLength(1);

    // Accept that invitation as its invitee.
    const invitee = await t.signUp('Ivo', email);
    expectRefused(await formPost(teamEndpoints.acceptInvitation, { token }, invitee));
    expect(await memberIds()).not.toContain(invitee.id);

    // Cancel a running dive.
    const started = await startDive(t, owner, startBody(KNOWN_ASINS.com.strongHero, 10));
    const dive = { ...org(), sndId: started.json<{ sndId: string }>().sndId };
    expectRefused(await formPost(diveEndpoints.cancelDive, dive, owner));
    const status = await call(diveEndpoints.diveStatus, dive, owner);
    expect(status.json()).toMatchObject({ status: 'running' });

    // Accept an agency's connection.
    const agency = await t.signUp('Agnes');
    await t.services.billing.startSubscription(agency.orgId, 'enterprise');
    const { code } = (await call(connectionEndpoints.connectionCode, org(), owner)).json<{
      code: string;
    }>();
    const asked = await call(
      connectionEndpoints.requestConnection,
      { orgId: agency.orgId },
      agency,
      { code },
    );
    const connection = { ...org(), connectionId: asked.json<Connection>().id };
    expectRefused(await formPost(connectionEndpoints.acceptConnection, connection, owner));
    const listed = await call(connectionEndpoints.listConnections, org(), owner);
    expect(listed.json<Connection[]>().map((c) => c.status)).toEqual(['pending']);

    // From the app's own page each of them works.
    expect((await call(teamEndpoints.acceptInvitation, { token }, invitee)).statusCode).toBe(200);
    expect((await call(diveEndpoints.cancelDive, dive, owner)).statusCode).toBe(200);
    expect((await call(connectionEndpoints.acceptConnection, connection, owner)).statusCode).toBe(
      200,
    );
    expect((await call(teamEndpoints.leaveOrganization, org(), member)).statusCode).toBe(200);
    await t.services.orgs.addMember(owner.orgId, member.id, 'member');
  });

  it('answers a text/plain body 415 even from the app’s own page, on a route that takes no body', async () => {
    const res = await t.request({
      method: 'POST',
      url: buildPath(teamEndpoints.leaveOrganization.path, org()),
      cookie: member.cookie,
      headers: { 'content-type': 'text/plain' },
      payload: 'a=b',
    });
    expect(res.statusCode).toBe(415);
    expect(await memberIds()).toContain(member.id);
  });

  it('without Origin, trusts Sec-Fetch-Site, then the Referer; with neither it is not a browser', async () => {
    const url = buildPath(orgEndpoints.createSpace.path, org());
    let porches = 0;
    const create = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: owner.cookie, ...headers },
        payload: { name: `Porch ${++porches}` },
      });
    const before = (await spaces()).length;
    expectRefused(await create({ 'sec-fetch-site': 'same-site', referer: `${OTHER_PAGE}/x` }));
    expect((await create({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expectRefused(await create({ referer: `${OTHER_PAGE}/page.html` }));
    expect((await create({ origin: 'null' })).statusCode).toBe(403);
    expect((await spaces()).length).toBe(before);

    expect((await create({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await create({ referer: `${BASE_URL}/pipeline` })).statusCode).toBe(200);
    expect((await create({})).statusCode).toBe(200);
    expect((await spaces()).length).toBe(before + 3);
  });

  it('checks better-auth’s routes too: sign-out from another page leaves the session alone', async () => {
    const user = await t.signUp('Sid');
    expectRefused(await bare(user, '/api/auth/sign-out', { origin: OTHER_PAGE }));
    const me = await t.request({ method: 'GET', url: '/api/me', cookie: user.cookie });
    expect(me.statusCode).toBe(200);
  });

  it('lets a request without a cookie through to its route, whatever its Origin', async () => {
    const webhook = await t.request({
      method: 'POST',
      url: '/api/billing/stripe/webhook',
      headers: { origin: OTHER_PAGE, 'content-type': 'application/json', 'stripe-signature': 'x' },
      payload: '{}',
    });
    expect(webhook.json().message).toBe('Stripe billing is not configured on this server');
  });
});
