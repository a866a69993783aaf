import { buildPath, INVITATION_DAYS, ROLE_LABELS, webRoutes, type Role } from '@fathom/contract';
import type { MailMessage } from '../mail/mailer';

/** The web screen an invitation link opens. */
export const invitationPath = (token: string) => buildPath(webRoutes.invitation, { token });

export function invitationMail(invite: {
  to: string;
  inviter: string;
  organization: string;
  role: Role;
  url: string;
}): MailMessage {
  return {
    to: invite.to,
    subject: `${invite.inviter} invited you to ${invite.organization} on Fathom`,
    text: [
      'Hi,',
      '',
      `${invite.inviter} invited you to join ${invite.organization} on Fathom as ${ROLE_LABELS[invite.role].toLowerCase()}.`,
      'To accept, open this link and sign in or create your account with this e-mail address:',
      '',
      invite.url,
      '',
      `The link works once, for ${INVITATION_DAYS} days. If you did not expect this, ignore this e-mail.`,
    ].join('\n'),
  };
}
