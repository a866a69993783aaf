import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPath,
  orgEndpoints,
  teamEndpoints,
  type Invitation,
  type Member,
} from '@fathom/contract';
import { startTestApp, type TestApp } from '../../test/harness';
import { DEMO_ACCOUNTS, DEMO_INVITEE, DEMO_PASSWORD } from './demo.service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ demo: true });
  await t.services.demo.seed();
});
afterAll(() => t.close());

describe('the demo organization', () => {
  it('has a member of every role and a pending invitation, once', async () => {
    const signIn = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: DEMO_ACCOUNTS[0]!.email, password: DEMO_PASSWORD },
    });
    const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const me = (await t.request({ method: 'GET', url: '/api/me', cookie })).json<{
      organizations: { id: number; name: string }[];
    }>();
    const orgId = me.organizations.find((o) => o.name === 'Demo Organization')!.id;

    const members = await t.request({
      method: 'GET',
      url: buildPath(orgEndpoints.listMembers.path, { orgId }),
      cookie,
    });
    expect(
      members
        .json<Member[]>()
        .map((m) => m.role)
        .sort(),
    ).toEqual(['billingMember', 'member', 'owner', 'teamManager']);
    const invitations = await t.request({
      method: 'GET',
      url: buildPath(teamEndpoints.listInvitations.path, { orgId }),
      cookie,
    });
    expect(invitations.json<Invitation[]>()).toEqual([
      expect.objectContaining({ email: DEMO_INVITEE, status: 'pending', role: 'member' }),
    ]);
    expect(await t.services.demo.seed()).toBe(false);
  });
});
