import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { SIGN_IN_LIMIT } from './auth';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, password: string) =>
  t.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });

describe('sign-up, sign-in and sign-out', () => {
  it('a new user gets an httpOnly SameSite session cookie and an organization of their own', async () => {
    const user = await t.signUp('Erin Example');
    const me = await t.request({ method: 'GET', url: '/api/me', cookie: user.cookie });
    expect(me.json()).toMatchObject({
      user: { name: 'Erin Example', email: user.email },
      organizations: [{ name: "Erin Example's organization", role: 'owner' }],
    });

    const res = await signIn(user.email, 'correct-horse');
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name.endsWith('session_token'))!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite?.toLowerCase()).toBe('lax');
  });

  it("stores the password as an argon2id hash at OWASP's minimum cost", async () => {
    const app = await startTestApp({ passwordHashing: undefined });
    try {
      const user = await app.signUp();
      const rows = await app.database.db.query.account.findMany();
      const row = rows.find((r) => r.userId === user.id)!;
      expect(row.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    } finally {
      await app.close();
    }
  });

  it('a wrong password is refused with a message', async () => {
    const user = await t.signUp();
    const res = await signIn(user.email, 'wrong-password');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid email or password');
  });

  it('signing out ends the session', async () => {
    const user = await t.signUp();
    const out = await t.request({
      method: 'POST',
      url: '/api/auth/sign-out',
      cookie: user.cookie,
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const me = await t.request({ method: 'GET', url: '/api/me', cookie: user.cookie });
    expect(me.statusCode).toBe(401);
  });

  it(`rate-limits sign-in attempts to ${SIGN_IN_LIMIT.max} a minute per client`, async () => {
    const user = await t.signUp();
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_LIMIT.max + 2; i++)
      statuses.push((await signIn(user.email, 'wrong-password')).statusCode);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
    const blocked = await signIn(user.email, 'correct-horse');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many requests. Please try again later.');
  });
});
