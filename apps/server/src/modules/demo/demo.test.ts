import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPath,
  diveEndpoints,
  orgEndpoints,
  teamEndpoints,
  type Invitation,
  type Member,
  type NicheSummary,
} from '@fathom/contract';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import { startTestApp, type TestApp } from '../../test/harness';
import { DEMO_ACCOUNTS, DEMO_INVITEE, DEMO_PASSWORD } from './demo.service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ demo: true, work: true });
  await t.services.demo.seed();
});

async function signInAsOwner() {
  const signIn = await t.request({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: DEMO_ACCOUNTS[0]!.email, password: DEMO_PASSWORD },
  });
  const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const me = (await t.request({ method: 'GET', url: '/api/me', cookie })).json<{
    organizations: { id: number; name: string }[];
  }>();
  return { cookie, orgId: me.organizations.find((o) => o.name === 'Demo Organization')!.id };
}
afterAll(() => t.close());

describe('the demo organization', () => {
  it('has a member of every role and a pending invitation, once', async () => {
    const { cookie, orgId } = await signInAsOwner();

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

  it('opens on a pipeline of niches dived in every marketplace', async () => {
    const { cookie, orgId } = await signInAsOwner();
    const url = buildPath(diveEndpoints.listNiches.path, { orgId });
    const marketplaces = Object.keys(KNOWN_ASINS).sort();
    let niches: NicheSummary[] = [];
    for (let i = 0; i < 300 && niches.length < marketplaces.length; i++) {
      niches = (await t.request({ method: 'GET', url, cookie })).json<NicheSummary[]>();
      if (niches.length < marketplaces.length) await new Promise((r) => setTimeout(r, 100));
    }
    expect(niches.map((n) => n.marketplace).sort()).toEqual(marketplaces);
    for (const niche of niches) {
      expect(niche.numCompetitors).toBeGreaterThan(0);
      expect(niche.numKeywords).toBeGreaterThan(0);
    }
  });
});
