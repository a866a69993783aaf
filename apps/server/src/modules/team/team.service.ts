import { createHash, randomBytes } from 'node:crypto';
import {
  channels,
  INVITATION_DAYS,
  INVITATIONS_PER_HOUR,
  TEAM_MANAGER_INVITES,
  TEAM_MESSAGES,
  type Invitation,
  type OrganizationSummary,
  type Role,
} from '@fathom/contract';
import type { Membership, SessionUser } from '../../lib/identity';
import { conflict, forbidden, invalid, notFound, notFoundMessage, tooMany } from '../../lib/errors';
import type { Publisher } from '../../realtime/publisher';
import type { Mailer } from '../mail/mailer';
import type { MembershipCache } from '../orgs/membership-cache';
import { invitationMail, invitationPath } from './team-mail';
import type { MembershipChange, OrgInvitation, TeamRepository } from './team.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** A link's token: 32 random bytes; only its hash is stored. */
function newToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function changed(result: MembershipChange): void {
  if (result === 'not-found') throw notFound('Member');
  if (result === 'last-owner') throw conflict(TEAM_MESSAGES.lastOwner);
}

/** The team of an organization: roles, removal and leaving, invitations, rename and deletion. */
export function createTeamService(deps: {
  repo: TeamRepository;
  mailer: Mailer;
  publisher: Publisher;
  /** The process's membership cache: a change made here is read at once by the next request. */
  memberships: Pick<MembershipCache, 'forget'>;
  baseUrl: string;
  now?: () => Date;
}) {
  const { repo, mailer, publisher, baseUrl } = deps;
  /** Open screens of the organization refresh its members and the user's own role. */
  const membersChanged = (orgId: number) =>
    publisher.publish(channels.organization, { orgId }, 'members-changed', {});
  const now = deps.now ?? (() => new Date());
  const expiry = () => new Date(now().getTime() + INVITATION_DAYS * DAY_MS);

  async function send(invitation: Invitation, token: string, organizationId: number) {
    const organization = (await repo.organizationName(organizationId)) ?? 'an organization';
    await mailer.send(
      invitationMail({
        to: invitation.email,
        inviter: invitation.invitedBy ?? 'A teammate',
        organization,
        role: invitation.role,
        url: `${baseUrl}${invitationPath(token)}`,
      }),
    );
  }

  async function invitationOrThrow(organizationId: number, id: number) {
    const invitation = await repo.invitation(organizationId, id);
    if (!invitation) throw notFound('Invitation');
    return invitation;
  }

  return {
    async changeRole(organizationId: number, userId: string, role: Role) {
      changed(await repo.changeRole(organizationId, userId, role));
      deps.memberships.forget(userId, organizationId);
      await membersChanged(organizationId);
    },

    async removeMember(organizationId: number, userId: string) {
      changed(await repo.removeMember(organizationId, userId));
      deps.memberships.forget(userId, organizationId);
      await membersChanged(organizationId);
    },

    async rename(member: Membership, name: string): Promise<OrganizationSummary> {
      await repo.rename(member.organizationId, name);
      await membersChanged(member.organizationId);
      return { id: member.organizationId, name, role: member.role };
    },

    async deleteOrganization(organizationId: number, confirmName: string) {
      const name = await repo.organizationName(organizationId);
      if (name === null) throw notFound('Organization');
      if (confirmName !== name) throw invalid(TEAM_MESSAGES.confirmName);
      await repo.deleteOrganization(organizationId);
    },

    /** A user who alone owns an organization with other members may not delete their account. */
    accountDeletionRefusal: async (userId: string): Promise<string | null> => {
      const teams = await repo.soleOwnerOfTeams(userId);
      return teams.length ? TEAM_MESSAGES.accountLastOwner(teams) : null;
    },

    /** After an account is deleted, organizations nobody belongs to any more go with it. */
    accountDeleted: () => repo.deleteEmptyOrganizations(),

    invitations: (organizationId: number) => repo.invitations(organizationId),

    async invite(
      inviter: Membership,
      body: { email: string; role: Role; spaceIds: number[] },
    ): Promise<Invitation> {
      const { organizationId } = inviter;
      if (inviter.role !== 'owner' && !TEAM_MANAGER_INVITES.includes(body.role)) {
        throw forbidden(TEAM_MESSAGES.roleNotYours);
      }
      const since = new Date(now().getTime() - HOUR_MS);
      if ((await repo.createdSince(organizationId, since)) >= INVITATIONS_PER_HOUR) {
        throw tooMany(TEAM_MESSAGES.invitationLimit);
      }
      if (await repo.isMemberByEmail(organizationId, body.email)) {
        throw conflict(TEAM_MESSAGES.alreadyMember(body.email));
      }
      const spaceIds = [...new Set(body.spaceIds)];
      if ((await repo.spacesOf(organizationId, spaceIds)).length !== spaceIds.length) {
        throw notFound('Space');
      }
      const { token, hash } = newToken();
      const id = await repo.createInvitation({
        organizationId,
        email: body.email,
        role: body.role,
        spaceIds,
        tokenHash: hash,
        invitedBy: inviter.userId,
        expiresAt: expiry(),
      });
      if (id === null) throw conflict(TEAM_MESSAGES.alreadyInvited(body.email));
      const invitation = await invitationOrThrow(organizationId, id);
      await send(invitation, token, organizationId);
      return invitation;
    },

    /** The organization's invitation: the route guard of `:invitationId`. */
    invitation: invitationOrThrow,

    /** A new link replaces the old one, which stops working, and the seven days start again. */
    async resend(organizationId: number, invited: OrgInvitation): Promise<Invitation> {
      const { token, hash } = newToken();
      if (!(await repo.renew(organizationId, invited, hash, expiry()))) {
        throw conflict(TEAM_MESSAGES.notPending);
      }
      const invitation = await invitationOrThrow(organizationId, invited.id);
      await send(invitation, token, organizationId);
      return invitation;
    },

    async revoke(organizationId: number, invitation: OrgInvitation) {
      if (!(await repo.revoke(organizationId, invitation)))
        throw conflict(TEAM_MESSAGES.notPending);
    },

    async preview(token: string) {
      const found = await repo.preview(hashToken(token));
      if (!found) throw notFoundMessage(TEAM_MESSAGES.invalidToken);
      const { organizationId: _, ...preview } = found;
      return preview;
    },

    /** Joins the signed-in user, whose address must be the invited one. */
    async accept(token: string, user: SessionUser): Promise<OrganizationSummary> {
      const hash = hashToken(token);
      const found = await repo.preview(hash);
      if (!found) throw notFoundMessage(TEAM_MESSAGES.invalidToken);
      if (found.email !== user.email.toLowerCase()) {
        throw forbidden(TEAM_MESSAGES.otherEmail(found.email));
      }
      const accepted = await repo.accept(hash, user.id);
      if (!accepted) throw notFoundMessage(TEAM_MESSAGES.invalidToken);
      if (accepted.status === 'accepted') throw conflict(TEAM_MESSAGES.used);
      if (accepted.status === 'revoked') throw conflict(TEAM_MESSAGES.revoked);
      if (accepted.status === 'expired') throw conflict(TEAM_MESSAGES.expired);
      deps.memberships.forget(user.id, found.organizationId);
      await membersChanged(found.organizationId);
      return { id: found.organizationId, name: found.organizationName, role: found.role };
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
