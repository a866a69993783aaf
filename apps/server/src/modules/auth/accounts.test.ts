import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_MAILS_PER_HOUR } from '@fathom/contract';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../../test/harness';
import { firstLink, mailTo } from '../../test/mail';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let n = 0;
const freshEmail = () => `accounts-${Date.now()}-${n++}@example.com`;

const signUp = (email: string, password: string, name = 'Nora Newman') =>
  t.request({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name, email, password, callbackURL: '/verify-email' },
  });
const signIn = (email: string, password: string) =>
  t.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
const session = (cookie: string) =>
  t.request({ method: 'GET', url: '/api/auth/get-session', cookie });
const cookieOf = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
const userCount = async () => (await t.database.db.query.user.findMany()).length;

describe('the password rule on sign-up', () => {
  it.each([
    ['12345678', 'Password must be at least 10 characters'],
    ['password', 'Password must be at least 10 characters'],
    ['password1234', 'This password is too easy to guess.'],
    ['1234567890', 'This password is too easy to guess.'],
  ])('refuses %s with a message and creates nobody', async (password, message) => {
    const before = await userCount();
    const res = await signUp(freshEmail(), password);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await userCount()).toBe(before);
  });

  it('refuses the email address as the password', async () => {
    const email = `${'quentin.quartermaine'}@example.com`;
    const res = await signUp(email, email);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('This password is too easy to guess.');
  });
});

describe('sign-up does not tell whether an address has an account', () => {
  it('answers a taken address exactly like a new one, and tells the owner by e-mail', async () => {
    const taken = (await t.signUp('Tara Taken')).email;
    const fresh = freshEmail();
    const first = await signUp(fresh, 'plum tractor sonnet');
    const again = await signUp(taken, 'plum tractor sonnet');

    for (const res of [first, again]) {
      expect(res.statusCode).toBe(200);
      expect(res.cookies).toHaveLength(0);
      expect(res.json()).toMatchObject({ token: null, user: { emailVerified: false } });
    }
    expect(Object.keys(again.json().user).sort()).toEqual(Object.keys(first.json().user).sort());
    expect(mailTo(t, taken, 'You already have a Fathom account').text).toContain(
      'http://localhost:3000/forgot-password',
    );
    // The owner's password is untouched.
    expect((await signIn(taken, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(taken, 'plum tractor sonnet')).statusCode).toBe(401);
  });
});

describe('e-mail verification', () => {
  it('sign-up e-mails a link that confirms the address and signs the user in', async () => {
    const email = freshEmail();
    expect((await signUp(email, 'plum tractor sonnet')).statusCode).toBe(200);
    const signedIn = await signIn(email, 'plum tractor sonnet');
    expect(signedIn.statusCode).toBe(200);
    expect((await session(cookieOf(signedIn))).json().user.emailVerified).toBe(false);

    const mail = mailTo(t, email, 'Confirm your email address for Fathom');
    const link = firstLink(mail.text);
    expect(link).toMatch(/^\/api\/auth\/verify-email\?token=.+&callbackURL=%2Fverify-email$/);
    const opened = await t.request({ method: 'GET', url: link });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/verify-email');
    expect((await session(cookieOf(opened))).json().user.emailVerified).toBe(true);
  });

  it('a damaged link leads to the landing page with an error', async () => {
    const opened = await t.request({
      method: 'GET',
      url: '/api/auth/verify-email?token=not-a-token&callbackURL=%2Fverify-email',
    });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toMatch(/^\/verify-email\?error=/);
  });
});

describe('password reset by e-mail', () => {
  let client = 0;
  /** Each request from another client address, so only the per-recipient limit can hold it. */
  const requestReset = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email, redirectTo: '/reset-password' },
      remoteAddress: `10.8.0.${++client}`,
    });

  it('answers alike for unknown addresses and sends nothing to them', async () => {
    const unknown = freshEmail();
    const res = await requestReset(unknown);
    expect(res.statusCode).toBe(200);
    expect(t.services.mailer.caught().some((m) => m.to === unknown)).toBe(false);
  });

  it(`mails one address at most ${RESET_MAILS_PER_HOUR} reset links an hour, answering every request alike`, async () => {
    const user = { email: freshEmail() };
    const signedUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Rhea Repeat', email: user.email, password: 'plum tractor sonnet' },
      remoteAddress: '10.8.1.1',
    });
    expect(signedUp.statusCode).toBe(200);
    const unknown = freshEmail();
    const answers = [];
    for (let i = 0; i < RESET_MAILS_PER_HOUR + 3; i++) {
      for (const email of [user.email, unknown]) {
        const res = await requestReset(email);
        answers.push({ status: res.statusCode, body: res.json<unknown>() });
      }
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]!.status).toBe(200);
    const sent = t.services.mailer
      .caught()
      .filter((m) => m.to === user.email && m.subject === 'Reset your Fathom password');
    expect(sent).toHaveLength(RESET_MAILS_PER_HOUR);
  });

  it('resets the password through the e-mailed link, under the same rule', async () => {
    const user = await t.signUp('Rita Reset');
    const res = await requestReset(user.email);
    expect(res.statusCode).toBe(200);

    const link = firstLink(mailTo(t, user.email, 'Reset your Fathom password').text);
    const opened = await t.request({ method: 'GET', url: link });
    expect(opened.statusCode).toBe(302);
    const landing = new URL(opened.headers.location as string, 'http://localhost:3000');
    expect(landing.pathname).toBe('/reset-password');
    const token = landing.searchParams.get('token')!;

    const reset = (newPassword: string) =>
      t.request({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, newPassword },
      });
    const weak = await reset('rita reset');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toContain('This password is too easy to guess.');

    expect((await reset('lantern orchard quill')).statusCode).toBe(200);
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(user.email, 'lantern orchard quill')).statusCode).toBe(200);
    // Sessions from before the reset end, and the link works once.
    expect(
      (await t.request({ method: 'GET', url: '/api/me', cookie: user.cookie })).statusCode,
    ).toBe(401);
    expect((await reset('another fine phrase')).statusCode).toBe(400);
  });
});
