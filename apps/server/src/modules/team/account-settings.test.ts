import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_MESSAGES } from '@fathom/contract';
import { startTestApp, TEST_PASSWORD, type TestApp, type TestUser } from '../../test/harness';
import { firstLink, mailTo } from '../../test/mail';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ signInLimit: 100 });
});
afterAll(() => t.close());

const post = (url: string, cookie: string, payload: object = {}) =>
  t.request({ method: 'POST', url: `/api/auth${url}`, cookie, payload });
const me = (cookie: string) => t.request({ method: 'GET', url: '/api/me', cookie });
/** A second browser of the same user. */
async function secondSession(user: TestUser, password = TEST_PASSWORD) {
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: user.email, password },
  });
  expect(res.statusCode).toBe(200);
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

describe('account settings', () => {
  it('a user renames themself', async () => {
    const user = await t.signUp('Old Name');
    expect((await post('/update-user', user.cookie, { name: 'New Name' })).statusCode).toBe(200);
    expect((await me(user.cookie)).json().user.name).toBe('New Name');
  });

  it('a password change needs the current password and the strength rule, and can end other sessions', async () => {
    const user = await t.signUp('Paula');
    const other = await secondSession(user);
    const wrong = await post('/change-password', user.cookie, {
      currentPassword: 'not my password',
      newPassword: 'lantern orchard quill',
    });
    expect(wrong.statusCode).toBe(400);
    const weak = await post('/change-password', user.cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'password123',
    });
    expect(weak.statusCode).toBe(400);
    expect((await me(other)).statusCode).toBe(200);

    const changed = await post('/change-password', user.cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'lantern orchard quill',
      revokeOtherSessions: true,
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    await secondSession(user, 'lantern orchard quill');
  });

  it('lists active sessions and signs out everywhere else', async () => {
    const user = await t.signUp('Sam');
    const other = await secondSession(user);
    const list = await t.request({
      method: 'GET',
      url: '/api/auth/list-sessions',
      cookie: user.cookie,
    });
    expect(list.json<unknown[]>()).toHaveLength(2);
    expect((await post('/revoke-other-sessions', user.cookie)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(user.cookie)).statusCode).toBe(200);
  });

  it('a new e-mail address takes effect once the link mailed to it is opened', async () => {
    const user = await t.signUp('Eve');
    const newEmail = `eve-${Date.now()}@example.com`;
    const asked = await post('/change-email', user.cookie, {
      newEmail,
      callbackURL: '/settings/account',
    });
    expect(asked.statusCode).toBe(200);
    expect((await me(user.cookie)).json().user.email).toBe(user.email);
    const link = firstLink(mailTo(t, newEmail, 'Confirm your email address for Fathom').text);
    await t.request({ method: 'GET', url: link, cookie: user.cookie });
    const signedIn = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: newEmail, password: TEST_PASSWORD },
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it('the last owner of a team may not delete their account; a user alone may, with their organization', async () => {
    const owner = await t.signUp('Olga');
    const teammate = await t.signUp('Tim');
    await t.services.orgs.addMember(owner.orgId, teammate.id, 'member');
    const refused = await post('/delete-user', owner.cookie, { password: TEST_PASSWORD });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(TEAM_MESSAGES.accountLastOwner(["Olga's organization"]));
    expect((await me(owner.cookie)).statusCode).toBe(200);

    const deleted = await post('/delete-user', teammate.cookie, { password: TEST_PASSWORD });
    expect(deleted.statusCode).toBe(200);
    expect((await me(teammate.cookie)).statusCode).toBe(401);
    const orgs = await t.services.orgs.organizationsOf(teammate.id);
    expect(orgs).toEqual([]);
    const members = await t.services.orgs.members(owner.orgId);
    expect(members.map((m) => m.name)).toEqual(['Olga']);
  });
});
