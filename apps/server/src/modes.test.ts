import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '@fathom/contract';
import { loadConfig } from './config';
import { DEMO_PASSWORD } from './modules/demo/demo.service';
import { startupLines } from './startup';
import { startTestApp, TEST_MAIL_KEY, type TestApp } from './test/harness';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Everything production mode needs, with stand-in values. */
const production = {
  FATHOM_MODE: 'production',
  DATABASE_URL: 'postgres://fathom@db.internal:5432/fathom',
  BETTER_AUTH_SECRET: 'a'.repeat(64),
  FATHOM_BASE_URL: 'https://fathom.example.com',
  FATHOM_SMTP_URL: 'smtp://mailer:pw@smtp.example.com:587',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
};

/** Runs a server script as `npm start` would, with only this environment. */
function run(script: string, env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', script], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, PORT: '0', ...env },
    encoding: 'utf8',
    timeout: 50_000,
  });
}

describe('FATHOM_MODE', () => {
  it('is the demo on the embedded database when unset, with a new mail catcher key each start', () => {
    const env = { BETTER_AUTH_SECRET: 's' };
    const first = loadConfig(env, []);
    expect(first.mode).toBe('demo');
    expect(first.databaseUrl).toBeUndefined();
    expect(first.mailKey).toMatch(/^[\w-]{24}$/);
    expect(loadConfig(env, []).mailKey).not.toBe(first.mailKey);
  });

  it('takes the mail catcher key from FATHOM_MAIL_KEY, refusing a short one', () => {
    const env = { BETTER_AUTH_SECRET: 's' };
    expect(loadConfig({ ...env, FATHOM_MAIL_KEY: 'my-own-mail-key-1' }, []).mailKey).toBe(
      'my-own-mail-key-1',
    );
    expect(() => loadConfig({ ...env, FATHOM_MAIL_KEY: 'short' }, [])).toThrow(
      'FATHOM_MAIL_KEY must be at least 16 letters, digits, - or _ (or unset for a random key)',
    );
  });

  it('must be said on PostgreSQL, so a team database never gets the demo by default', () => {
    const env = { DATABASE_URL: 'postgres://x@h/db', BETTER_AUTH_SECRET: 's' };
    expect(() => loadConfig(env, [])).toThrow(
      'DATABASE_URL is set: set FATHOM_MODE=production to run Fathom for your team, or FATHOM_MODE=demo to run the demo on PostgreSQL',
    );
    expect(loadConfig({ ...env, FATHOM_MODE: 'demo' }, []).mode).toBe('demo');
  });

  it('refuses anything but demo or production, and the former FATHOM_DEMO', () => {
    expect(() => loadConfig({ FATHOM_MODE: 'prod', BETTER_AUTH_SECRET: 's' }, [])).toThrow(
      'FATHOM_MODE must be demo or production (got prod)',
    );
    expect(() => loadConfig({ FATHOM_DEMO: 'false', BETTER_AUTH_SECRET: 's' }, [])).toThrow(
      'FATHOM_DEMO is replaced by FATHOM_MODE: set FATHOM_MODE=demo or FATHOM_MODE=production instead',
    );
  });

  it('production mode names everything it lacks in one message', () => {
    expect(() => loadConfig({ FATHOM_MODE: 'production' }, [])).toThrow(
      'production mode (FATHOM_MODE=production) needs DATABASE_URL (the PostgreSQL database); ' +
        'BETTER_AUTH_SECRET (at least 32 random characters: openssl rand -hex 32); ' +
        'FATHOM_BASE_URL (the address your team opens, such as https://fathom.example.com); ' +
        'FATHOM_SMTP_URL (the SMTP server that sends e-mail); ' +
        "STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (Stripe collects the plans' payments). " +
        'See "Run it for your team" in docs/operations.md',
    );
  });

  it.each([
    ['DATABASE_URL', 'DATABASE_URL (the PostgreSQL database)'],
    ['BETTER_AUTH_SECRET', 'BETTER_AUTH_SECRET (at least 32'],
    ['FATHOM_BASE_URL', 'FATHOM_BASE_URL (the address'],
    ['FATHOM_SMTP_URL', 'FATHOM_SMTP_URL (the SMTP server'],
    ['STRIPE_WEBHOOK_SECRET', 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET'],
  ])('production mode refuses to start without %s', (variable, named) => {
    const env: Record<string, string> = { ...production };
    delete env[variable];
    expect(() => loadConfig(env, [])).toThrow(`needs ${named}`);
    expect(() => loadConfig({ ...production, BETTER_AUTH_SECRET: 'short' }, [])).toThrow(
      'needs BETTER_AUTH_SECRET',
    );
  });

  it('production mode, complete, has no mail catcher key and bills through Stripe', () => {
    const config = loadConfig(production, []);
    expect(config).toMatchObject({
      mode: 'production',
      mailKey: undefined,
      baseUrl: 'https://fathom.example.com',
      smtpUrl: production.FATHOM_SMTP_URL,
      stripe: { secretKey: 'sk_live_x', webhookSecret: 'whsec_x' },
    });
  });

  it('the server prints the mail catcher address with its key in demo mode only', () => {
    const options = {
      host: '127.0.0.1',
      port: 3000,
      baseUrl: 'http://127.0.0.1:3000',
      trustedOrigins: ['http://127.0.0.1:3000'],
    };
    expect(startupLines({ ...options, mailKey: 'abc-DEF_0123456789' })).toEqual([
      'Open http://127.0.0.1:3000',
      '  its e-mails (demo mail catcher; keep the key to yourself): http://127.0.0.1:3000/dev/mail?key=abc-DEF_0123456789',
    ]);
    expect(startupLines(options)).toEqual(['Open http://127.0.0.1:3000']);
  });

  it('a production server missing settings stops with that one message', () => {
    const started = run('src/main.ts', { FATHOM_MODE: 'production', FATHOM_SMTP_URL: 'smtp://h' });
    expect(started.status).toBe(1);
    expect(started.stderr.trim()).toBe(
      'Fathom cannot start: production mode (FATHOM_MODE=production) needs DATABASE_URL (the PostgreSQL database); ' +
        'BETTER_AUTH_SECRET (at least 32 random characters: openssl rand -hex 32); ' +
        'FATHOM_BASE_URL (the address your team opens, such as https://fathom.example.com); ' +
        "STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (Stripe collects the plans' payments). " +
        'See "Run it for your team" in docs/operations.md',
    );
    expect(started.stdout).toBe('');
  });

  it('npm run seed refuses to put the demo organization in a production database', () => {
    const seeded = run('src/seed.ts', production);
    expect(seeded.status).toBe(1);
    expect(seeded.stderr.trim()).toBe(
      'The demo organization is only for demo mode (FATHOM_MODE=demo).',
    );
  });
});

describe('what a visitor sees of the demo', () => {
  let demo: TestApp;
  let team: TestApp;
  beforeAll(async () => {
    demo = await startTestApp({ demo: true });
    team = await startTestApp();
  });
  afterAll(async () => {
    await demo?.close();
    await team?.close();
  });

  it('demo mode lists the demo sign-ins for the sign-in page', async () => {
    const config = await demo.request({ method: 'GET', url: '/api/config' });
    expect(config.json()).toMatchObject({
      demo: {
        accounts: expect.arrayContaining([
          expect.objectContaining({ email: 'demo@fathom.app', password: DEMO_PASSWORD }),
        ]),
      },
    });
  });

  it('production mode shows no demo account, password or mail catcher', async () => {
    const config = await team.request({ method: 'GET', url: '/api/config' });
    expect(config.statusCode).toBe(200);
    expect(config.json()).toEqual({ demo: null, uploadBytesMax: UPLOAD_LIMITS.bytesMax });
    expect(config.body).not.toContain(DEMO_PASSWORD);
    expect(config.body).not.toContain('@fathom.app');
    const mail = await team.request({ method: 'GET', url: `/dev/mail?key=${TEST_MAIL_KEY}` });
    expect(mail.statusCode).toBe(404);
  });
});
