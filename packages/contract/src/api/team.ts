import { z } from 'zod';
import { ROLES, type Role } from '../roles';
import { IdNumber, NAME_MAX, nameField, UserId, userText } from './bounds';
import { defineEndpoint, IdParam, Ok } from './endpoint';
import { OrgParams } from './orgs';
import { OrganizationSummary } from './session';

/** An e-mail address as a mail server takes it (RFC 5321 caps an address at 254 characters). */
export const EMAIL_MAX = 254;
export const EmailAddress = z
  .string({ error: 'Enter an e-mail address' })
  .trim()
  .max(EMAIL_MAX, `An e-mail address has at most ${EMAIL_MAX} characters`)
  .pipe(z.email('Enter a valid e-mail address'))
  .transform((email) => email.toLowerCase());

/** How long an invitation link works, and how many an organization may send in an hour. */
export const INVITATION_DAYS = 7;
export const INVITATIONS_PER_HOUR = 30;
/** Spaces one invitation may grant. */
export const INVITATION_SPACES_MAX = 100;
/** An invitation token as mailed: 32 random bytes in base64url. */
export const InvitationToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'This invitation link is not valid');

/** Roles a team manager may hand out; owners may hand out every role. */
export const TEAM_MANAGER_INVITES: readonly Role[] = ['teamManager', 'member'];

export const TEAM_MESSAGES = {
  lastOwner: 'An organization needs at least one owner: make another member an owner first',
  alreadyMember: (email: string) => `${email} is already a member of this organization`,
  alreadyInvited: (email: string) =>
    `${email} already has a pending invitation: resend it from the list`,
  invitationLimit: `At most ${INVITATIONS_PER_HOUR} invitations an hour: try again later`,
  roleNotYours: 'Only an owner may invite owners and billing members',
  invalidToken: 'This invitation link is not valid',
  expired: 'This invitation has expired: ask for a new one',
  used: 'This invitation has already been used',
  revoked: 'This invitation was withdrawn',
  otherEmail: (email: string) =>
    `This invitation is for ${email}: sign in with that address to accept it`,
  confirmName: 'Type the organization name exactly to delete it',
  notPending: 'Only a pending invitation can be resent',
  accountLastOwner: (organizations: string[]) =>
    `You are the only owner of ${organizations.join(', ')}: make another member an owner or remove the other members first`,
} as const;

export const MemberParams = z.object({ orgId: IdParam, userId: UserId });
export const InvitationParams = z.object({ orgId: IdParam, invitationId: IdParam });
export const TokenParams = z.object({ token: InvitationToken });

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;

export const Invitation = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(ROLES),
  spaceIds: z.array(z.number().int()),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastSentAt: z.string(),
  status: z.enum(INVITATION_STATUSES),
});
export type Invitation = z.infer<typeof Invitation>;

/** What the invitation link shows before anyone signs in. */
export const InvitationPreview = z.object({
  organizationName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
  status: z.enum(INVITATION_STATUSES),
});
export type InvitationPreview = z.infer<typeof InvitationPreview>;

export const InviteBody = z
  .object({
    email: EmailAddress,
    role: z.enum(ROLES, { error: `must be one of ${ROLES.join(', ')}` }),
    spaceIds: z
      .array(IdNumber)
      .max(INVITATION_SPACES_MAX, `At most ${INVITATION_SPACES_MAX} spaces`)
      .default([]),
  })
  .strict();
export const RoleBody = z
  .object({ role: z.enum(ROLES, { error: `must be one of ${ROLES.join(', ')}` }) })
  .strict();
export const RenameOrganizationBody = z.object({ name: nameField('Organization') }).strict();
export const DeleteOrganizationBody = z.object({ confirmName: userText(NAME_MAX) }).strict();

export const teamEndpoints = {
  changeRole: defineEndpoint({
    action: 'team.manage',
    method: 'PATCH',
    path: '/api/orgs/:orgId/members/:userId',
    summary: "Change a member's role (owners)",
    params: MemberParams,
    body: RoleBody,
    response: Ok,
  }),
  removeMember: defineEndpoint({
    action: 'team.manage',
    method: 'DELETE',
    path: '/api/orgs/:orgId/members/:userId',
    summary: 'Remove a member; their niches stay with the organization (owners)',
    params: MemberParams,
    response: Ok,
  }),
  leaveOrganization: defineEndpoint({
    action: 'organization.view',
    method: 'POST',
    path: '/api/orgs/:orgId/leave',
    summary: 'Leave the organization (not its last owner)',
    params: OrgParams,
    response: Ok,
  }),
  renameOrganization: defineEndpoint({
    action: 'organization.manage',
    method: 'PATCH',
    path: '/api/orgs/:orgId',
    summary: 'Rename the organization (owners)',
    params: OrgParams,
    body: RenameOrganizationBody,
    response: OrganizationSummary,
  }),
  deleteOrganization: defineEndpoint({
    action: 'organization.manage',
    method: 'DELETE',
    path: '/api/orgs/:orgId',
    summary: 'Delete the organization and all its data, typing its name to confirm (owners)',
    params: OrgParams,
    body: DeleteOrganizationBody,
    response: Ok,
  }),
  listInvitations: defineEndpoint({
    action: 'team.invite',
    method: 'GET',
    path: '/api/orgs/:orgId/invitations',
    summary: 'Invitations of the organization, pending first (owners and team managers)',
    params: OrgParams,
    response: z.array(Invitation),
  }),
  invite: defineEndpoint({
    action: 'team.invite',
    method: 'POST',
    path: '/api/orgs/:orgId/invitations',
    summary: 'Invite an e-mail address with a role and spaces (owners and team managers)',
    params: OrgParams,
    body: InviteBody,
    response: Invitation,
  }),
  resendInvitation: defineEndpoint({
    action: 'team.invite',
    method: 'POST',
    path: '/api/orgs/:orgId/invitations/:invitationId/resend',
    summary: 'Send a pending invitation again with a new link (owners and team managers)',
    params: InvitationParams,
    response: Invitation,
  }),
  revokeInvitation: defineEndpoint({
    action: 'team.invite',
    method: 'DELETE',
    path: '/api/orgs/:orgId/invitations/:invitationId',
    summary: 'Withdraw a pending invitation (owners and team managers)',
    params: InvitationParams,
    response: Ok,
  }),
  previewInvitation: defineEndpoint({
    action: 'public',
    method: 'GET',
    path: '/api/invitations/:token',
    summary: 'What an invitation link offers (no sign-in needed)',
    params: TokenParams,
    response: InvitationPreview,
  }),
  acceptInvitation: defineEndpoint({
    action: 'account',
    method: 'POST',
    path: '/api/invitations/:token/accept',
    summary: 'Join the organization as invited, signed in with the invited address',
    params: TokenParams,
    response: OrganizationSummary,
  }),
};
