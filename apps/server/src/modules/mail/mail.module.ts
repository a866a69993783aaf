import type { ServiceModule } from '../module';
import { registerDevMailPage } from './dev-mail.routes';
import { createMailer, type Mailer, type MailerOptions } from './mailer';

export function createMailModule(options: MailerOptions): ServiceModule<Mailer> {
  const service = createMailer(options);
  // Only demo mode shows the caught e-mails, at /dev/mail, to whoever has the key.
  const { mailKey } = options;
  return mailKey
    ? { service, routes: (app) => registerDevMailPage(app, service, mailKey) }
    : { service };
}
