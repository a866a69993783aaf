import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  buildPath,
  INVITATIONS_PER_HOUR,
  orgEndpoints,
  TEAM_MESSAGES,
  teamEndpoints,
  type Endpoint,
  type Invitation,
  type Member,
} from '@fathom/contract';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { firstLink, mailTo } from '../../test/mail';

let t: TestApp;
let owner: TestUser;
let manager: TestUser;
let plain: TestUser;
let spaceId: number;

function call(
  endpoint: Endpoint,
  params: Record<string, string | number>,
  user?: TestUser,
  payload?: object,
) {
  return t.request({
    method: endpoint.method,
    url: buildPath(endpoint.path, params),
    cookie: user?.cookie,
    ...(payload !== undefined && { payload }),
  });
}

const org = () => ({ orgId: owner.orgId });
const members = async () => (await call(orgEndpoints.listMembers, org(), owner)).json<Member[]>();
const invitationsCount = async () =>
  (await call(teamEndpoints.listInvitations, org(), owner)).json<Invitation[]>().length;
let invited = 0;
const newAddress = () => `invitee-${++invited}-${Date.now()}@example.com`;
const subject = (inviter = 'Owner') => `${inviter} invited you to Owner's organization on Fathom`;
/** The token of the newest invitation mail to `email`. */
const tokenOf = (email: string, inviter?: string) =>
  firstLink(mailTo(t, email, subject(inviter)).text)
    .split('/')
    .pop()!;

beforeAll(async () => {
  t = await startTestApp({ signInLimit: 100 });
  owner = await t.signUp('Owner');
  manager = await t.signUp('Manager');
  plain = await t.signUp('Plain');
  await t.services.orgs.addMember(owner.orgId, manager.id, 'teamManager');
  await t.services.orgs.addMember(owner.orgId, plain.id, 'member');
  spaceId = (await call(orgEndpoints.createSpace, org(), owner, { name: 'Kitchen' })).json().id;
});
afterAll(() => t.close());

describe('invitations', () => {
  it('an invited address follows the link, signs up and joins with the role and spaces', async () => {
    const email = newAddress();
    const res = await call(teamEndpoints.invite, org(), owner, {
      email: email.toUpperCase(),
      role: 'teamManager',
      spaceIds: [spaceId],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Invitation>()).toMatchObject({ email, status: 'pending', invitedBy: 'Owner' });

    const mail = mailTo(t, email, subject());
    expect(firstLink(mail.text)).toMatch(/^\/invitations\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(email);
    const preview = await call(teamEndpoints.previewInvitation, { token });
    expect(preview.json()).toMatchObject({
      organizationName: "Owner's organization",
      email,
      role: 'teamManager',
      status: 'pending',
    });

    const invitee = await t.signUp('Invitee', email);
    const accepted = await call(teamEndpoints.acceptInvitation, { token }, invitee);
    expect(accepted.json()).toEqual({
      id: owner.orgId,
      name: "Owner's organization",
      role: 'teamManager',
    });
    expect((await members()).find((m) => m.email === email)).toMatchObject({
      role: 'teamManager',
      spaceIds: [spaceId],
    });

    const again = await call(teamEndpoints.acceptInvitation, { token }, invitee);
    expect([again.statusCode, again.json().message]).toEqual([409, TEAM_MESSAGES.used]);
  });

  it('refuses bad invitations with a clear message and records nothing', async () => {
    const before = await invitationsCount();
    const cases: [TestUser, object, number, string][] = [
      [owner, { email: 'not-an-address', role: 'member' }, 400, 'Enter a valid e-mail address'],
      [owner, { email: newAddress(), role: 'admin' }, 400, 'must be one of'],
      [
        owner,
        { email: plain.email, role: 'member' },
        409,
        TEAM_MESSAGES.alreadyMember(plain.email),
      ],
      [manager, { email: newAddress(), role: 'owner' }, 403, TEAM_MESSAGES.roleNotYours],
      [plain, { email: newAddress(), role: 'member' }, 403, 'permission'],
      [
        owner,
        { email: newAddress(), role: 'member', spaceIds: [2_000_000] },
        404,
        'Space not found',
      ],
    ];
    for (const [who, body, status, message] of cases) {
      const res = await call(teamEndpoints.invite, org(), who, body);
      expect([res.statusCode, res.json().message]).toEqual([
        status,
        expect.stringContaining(message),
      ]);
    }
    expect(await invitationsCount()).toBe(before);
  });

  it('one open invitation per address; a resend replaces the link; a withdrawn link is refused', async () => {
    const email = newAddress();
    const first = (
      await call(teamEndpoints.invite, org(), manager, { email, role: 'member' })
    ).json<Invitation>();
    const twice = await call(teamEndpoints.invite, org(), owner, { email, role: 'member' });
    expect([twice.statusCode, twice.json().message]).toEqual([
      409,
      TEAM_MESSAGES.alreadyInvited(email),
    ]);

    const oldToken = tokenOf(email, 'Manager');
    const ids = { ...org(), invitationId: first.id };
    expect((await call(teamEndpoints.resendInvitation, ids, manager)).statusCode).toBe(200);
    const newToken = tokenOf(email, 'Manager');
    expect(newToken).not.toBe(oldToken);
    const stale = await call(teamEndpoints.previewInvitation, { token: oldToken });
    expect([stale.statusCode, stale.json().message]).toEqual([404, TEAM_MESSAGES.invalidToken]);

    expect((await call(teamEndpoints.revokeInvitation, ids, manager)).statusCode).toBe(200);
    const invitee = await t.signUp('Late', email);
    const refused = await call(teamEndpoints.acceptInvitation, { token: newToken }, invitee);
    expect([refused.statusCode, refused.json().message]).toEqual([409, TEAM_MESSAGES.revoked]);
    expect((await members()).some((m) => m.email === email)).toBe(false);
  });

  it('a forged token, another address and an expired link join no one', async () => {
    const forged = await call(teamEndpoints.acceptInvitation, { token: 'A'.repeat(43) }, plain);
    expect([forged.statusCode, forged.json().message]).toEqual([404, TEAM_MESSAGES.invalidToken]);
    const malformed = await call(teamEndpoints.previewInvitation, { token: 'short' });
    expect(malformed.statusCode).toBe(400);

    const email = newAddress();
    await call(teamEndpoints.invite, org(), owner, { email, role: 'member' });
    const token = tokenOf(email);
    const stranger = await t.signUp('Stranger');
    const wrong = await call(teamEndpoints.acceptInvitation, { token }, stranger);
    expect([wrong.statusCode, wrong.json().message]).toEqual([
      403,
      TEAM_MESSAGES.otherEmail(email),
    ]);

    await t.database.db.execute(
      sql`update invitations set expires_at = now() - interval '1 minute' where email = ${email}`,
    );
    const invitee = await t.signUp('Slow', email);
    const expired = await call(teamEndpoints.acceptInvitation, { token }, invitee);
    expect([expired.statusCode, expired.json().message]).toEqual([409, TEAM_MESSAGES.expired]);
    // An expired invitation does not block a new one to the same address.
    const renewed = await call(teamEndpoints.invite, org(), owner, { email, role: 'member' });
    expect(renewed.statusCode).toBe(200);
  });

  it(`sends at most ${INVITATIONS_PER_HOUR} invitations an hour per organization`, async () => {
    const other = await t.signUp('Busy');
    const params = { orgId: other.orgId };
    const sends = Array.from({ length: INVITATIONS_PER_HOUR }, () =>
      call(teamEndpoints.invite, params, other, { email: newAddress(), role: 'member' }),
    );
    for (const res of await Promise.all(sends)) expect(res.statusCode).toBe(200);
    const over = await call(teamEndpoints.invite, params, other, {
      email: newAddress(),
      role: 'member',
    });
    expect([over.statusCode, over.json().message]).toEqual([429, TEAM_MESSAGES.invitationLimit]);
  });
});

describe('roles, removal and leaving', () => {
  it('an owner changes a role; the last owner cannot be demoted; others may not change roles', async () => {
    const member = { ...org(), userId: plain.id };
    expect(
      (await call(teamEndpoints.changeRole, member, owner, { role: 'billingMember' })).statusCode,
    ).toBe(200);
    expect((await members()).find((m) => m.userId === plain.id)?.role).toBe('billingMember');
    await call(teamEndpoints.changeRole, member, owner, { role: 'member' });

    const self = { ...org(), userId: owner.id };
    const demote = await call(teamEndpoints.changeRole, self, owner, { role: 'member' });
    expect([demote.statusCode, demote.json().message]).toEqual([409, TEAM_MESSAGES.lastOwner]);
    const byManager = await call(teamEndpoints.changeRole, self, manager, { role: 'member' });
    expect(byManager.statusCode).toBe(403);
    expect((await members()).find((m) => m.userId === owner.id)?.role).toBe('owner');
  });

  it('a removed member loses access at once and their space grants; the last owner stays', async () => {
    const leaver = await t.signUp('Removed');
    await t.services.orgs.addMember(owner.orgId, leaver.id, 'member');
    await call(orgEndpoints.grantSpaceAccess, { ...org(), spaceId, userId: leaver.id }, owner);
    expect((await call(orgEndpoints.listSpaces, org(), leaver)).statusCode).toBe(200);

    const removed = await call(teamEndpoints.removeMember, { ...org(), userId: leaver.id }, owner);
    expect(removed.statusCode).toBe(200);
    await expect
      .poll(async () => (await call(orgEndpoints.listSpaces, org(), leaver)).statusCode)
      .toBe(404);
    const spaces = (await call(orgEndpoints.listSpaces, org(), owner)).json<
      { id: number; memberIds: string[] }[]
    >();
    expect(spaces.find((s) => s.id === spaceId)?.memberIds).not.toContain(leaver.id);

    const last = await call(teamEndpoints.removeMember, { ...org(), userId: owner.id }, owner);
    expect([last.statusCode, last.json().message]).toEqual([409, TEAM_MESSAGES.lastOwner]);
    const byMember = await call(teamEndpoints.removeMember, { ...org(), userId: owner.id }, plain);
    expect(byMember.statusCode).toBe(403);
  });

  it('a member leaves; the last owner cannot', async () => {
    const leaver = await t.signUp('Leaver');
    await t.services.orgs.addMember(owner.orgId, leaver.id, 'member');
    expect((await call(teamEndpoints.leaveOrganization, org(), leaver)).statusCode).toBe(200);
    expect((await members()).some((m) => m.userId === leaver.id)).toBe(false);
    const ownerLeaves = await call(teamEndpoints.leaveOrganization, org(), owner);
    expect([ownerLeaves.statusCode, ownerLeaves.json().message]).toEqual([
      409,
      TEAM_MESSAGES.lastOwner,
    ]);
  });
});

describe('renaming and deleting an organization', () => {
  it('an owner renames it; a team manager may not', async () => {
    const renamed = await call(teamEndpoints.renameOrganization, org(), owner, {
      name: '  Acme  ',
    });
    expect(renamed.json()).toEqual({ id: owner.orgId, name: 'Acme', role: 'owner' });
    const refused = await call(teamEndpoints.renameOrganization, org(), manager, { name: 'Mine' });
    expect(refused.statusCode).toBe(403);
    await call(teamEndpoints.renameOrganization, org(), owner, { name: "Owner's organization" });
  });

  it('deletion needs the exact name, then removes the organization and its data', async () => {
    const doomed = await t.signUp('Doomed');
    const params = { orgId: doomed.orgId };
    const wrong = await call(teamEndpoints.deleteOrganization, params, doomed, {
      confirmName: 'nope',
    });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, TEAM_MESSAGES.confirmName]);
    expect((await call(orgEndpoints.listMembers, params, doomed)).statusCode).toBe(200);

    const name = "Doomed's organization";
    expect(
      (await call(teamEndpoints.deleteOrganization, params, doomed, { confirmName: name }))
        .statusCode,
    ).toBe(200);
    await expect
      .poll(async () => (await call(orgEndpoints.listMembers, params, doomed)).statusCode)
      .toBe(404);
    const left = await t.database.db.execute(
      sql`select count(*)::int as n from subscriptions where organization_id = ${doomed.orgId}`,
    );
    expect((left as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
