import type { AddressInfo, Server } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpSink } from '../../test/smtp-sink';
import { CAUGHT_MAIL_LIMIT, createMailer } from './mailer';

const log = pino({ level: 'silent' });

/** A logger at info that keeps what it writes. */
function recordingLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), text: () => lines.join('') };
}

const reset = {
  to: 'ada@example.com',
  subject: 'Reset your Fathom password',
  text: 'Open http://x.test/api/auth/reset-password/secret-token-123 to choose a new password.',
};

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
    const mailer = createMailer({ from: 'Fathom <f@x.test>', mailKey: 'k'.repeat(16), log });
    for (let i = 0; i < CAUGHT_MAIL_LIMIT + 5; i++)
      await mailer.send({ to: `u${i}@example.com`, subject: `Mail ${i}`, text: 'hi' });
    const kept = mailer.caught();
    expect(kept).toHaveLength(CAUGHT_MAIL_LIMIT);
    expect(kept[0]).toMatchObject({ to: `u${CAUGHT_MAIL_LIMIT + 4}@example.com` });
  });

  it.each([
    ['the demo mail catcher', () => ({ mailKey: 'k'.repeat(16) })],
    ['a catcher without a page', () => ({})],
    ['SMTP', () => ({ smtpUrl: `smtp://127.0.0.1:${port}` })],
  ])('logs who an e-mail went to, never its links or tokens (%s)', async (_kind, settings) => {
    const recorded = recordingLog();
    const mailer = createMailer({ from: 'Fathom <f@x.test>', log: recorded.log, ...settings() });
    await mailer.send(reset);
    expect(recorded.text()).toContain('ada@example.com');
    expect(recorded.text()).toContain('Reset your Fathom password');
    expect(recorded.text()).not.toContain('secret-token-123');
    expect(recorded.text()).not.toContain('http://x.test');
  });
});
