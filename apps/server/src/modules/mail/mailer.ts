import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text; links stand on lines of their own. */
  text: string;
}

export interface CaughtMail extends MailMessage {
  id: number;
  from: string;
  sentAt: string;
}

export interface Mailer {
  /** `smtp` delivers through FATHOM_SMTP_URL; `catcher` keeps e-mails in this process. */
  kind: 'smtp' | 'catcher';
  send(message: MailMessage): Promise<void>;
  /** E-mails kept by the catcher, newest first (none for SMTP). */
  caught(): CaughtMail[];
}

export interface MailerOptions {
  smtpUrl?: string | undefined;
  from: string;
  /** The key of the mail catcher page (demo mode); without it caught e-mails are shown nowhere. */
  mailKey?: string | undefined;
  log: Logger;
}

/** The catcher keeps this many e-mails; older ones are dropped. */
export const CAUGHT_MAIL_LIMIT = 100;

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options) : mailCatcher(options);
}

function smtpMailer(url: string, { from, log }: MailerOptions): Mailer {
  // Loaded with the first e-mail: a server without SMTP (demo mode, tests) never loads it.
  let transport: Promise<Transporter> | undefined;
  return {
    kind: 'smtp',
    async send(message) {
      transport ??= import('nodemailer').then(({ createTransport }) => createTransport(url));
      await (await transport).sendMail({ from, ...message });
      log.info({ to: message.to, subject: message.subject }, 'e-mail sent');
    },
    caught: () => [],
  };
}

/**
 * Without an SMTP server (demo mode, tests) e-mails stay here, for the /dev/mail page. The log
 * names each e-mail but never holds its text: its links and tokens open accounts.
 */
function mailCatcher({ from, mailKey, log }: MailerOptions): Mailer {
  const kept: CaughtMail[] = [];
  let next = 1;
  return {
    kind: 'catcher',
    send(message) {
      kept.unshift({ ...message, id: next++, from, sentAt: new Date().toISOString() });
      kept.length = Math.min(kept.length, CAUGHT_MAIL_LIMIT);
      if (mailKey) {
        log.info(
          { to: message.to, subject: message.subject },
          'e-mail kept on the mail catcher page',
        );
      } else {
        log.warn(
          { to: message.to, subject: message.subject },
          'e-mail not sent: set FATHOM_SMTP_URL to deliver e-mail',
        );
      }
      return Promise.resolve();
    },
    caught: () => [...kept],
  };
}
