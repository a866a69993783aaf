import type { MailMessage } from '../mail/mailer';

interface Recipient {
  name: string;
  email: string;
}

export function verificationMail(user: Recipient, url: string): MailMessage {
  return {
    to: user.email,
    subject: 'Confirm your email address for Fathom',
    text: [
      `Hi ${user.name},`,
      '',
      'Confirm that this is your email address by opening this link:',
      '',
      url,
      '',
      'The link works for 24 hours. If you did not create a Fathom account, ignore this e-mail.',
    ].join('\n'),
  };
}

export function resetPasswordMail(user: Recipient, url: string): MailMessage {
  return {
    to: user.email,
    subject: 'Reset your Fathom password',
    text: [
      `Hi ${user.name},`,
      '',
      'Someone asked to reset the password of your Fathom account. To choose a new one, open:',
      '',
      url,
      '',
      'The link works for 1 hour. If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

export function existingAccountMail(
  user: Recipient,
  signInUrl: string,
  resetUrl: string,
): MailMessage {
  return {
    to: user.email,
    subject: 'You already have a Fathom account',
    text: [
      `Hi ${user.name},`,
      '',
      'Someone tried to create a Fathom account with this email address, which already has one.',
      'If it was you, sign in:',
      '',
      signInUrl,
      '',
      'Forgot your password? Choose a new one:',
      '',
      resetUrl,
      '',
      'If it was not you, ignore this e-mail: nothing has changed.',
    ].join('\n'),
  };
}
