import type { AddressInfo, Server } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpSink } from '../../test/smtp-sink';
import { CAUGHT_MAIL_LIMIT, createMailer } from './mailer';

const log = pino({ level: 'silent' });

describe('the mailer', () => {
  const received: string[] = [];
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = smtpSink(received);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers through the SMTP server named by FATHOM_SMTP_URL', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Fathom <no-reply@fathom.test>',
      demo: false,
      log,
    });
    expect(mailer.kind).toBe('smtp');
    await mailer.send({ to: 'ada@example.com', subject: 'Hello', text: 'Open http://x.test/a' });
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('To: ada@example.com');
    expect(received[0]).toContain('From: Fathom <no-reply@fathom.test>');
    expect(received[0]).toContain('Subject: Hello');
    expect(received[0]).toContain('Open http://x.test/a');
    expect(mailer.caught()).toEqual([]);
  });

  it('without SMTP keeps the newest e-mails, up to its limit', async () => {
    const mailer = createMailer({ from: 'Fathom <f@x.test>', demo: true, log });
    for (let i = 0; i < CAUGHT_MAIL_LIMIT + 5; i++)
      await mailer.send({ to: `u${i}@example.com`, subject: `Mail ${i}`, text: 'hi' });
    const kept = mailer.caught();
    expect(kept).toHaveLength(CAUGHT_MAIL_LIMIT);
    expect(kept[0]).toMatchObject({ to: `u${CAUGHT_MAIL_LIMIT + 4}@example.com` });
  });
});
