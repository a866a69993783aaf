import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { session } from '../../db/schema';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { createSessionCache } from './session-cache';

const CACHE_MS = 1_500;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ sessionCacheMs: CACHE_MS });
});
afterAll(() => t.close());

const me = (cookie: string) => t.request({ method: 'GET', url: '/api/me', cookie });
const post = (url: string, cookie: string, payload: object = {}) =>
  t.request({ method: 'POST', url, cookie, payload });

async function signInAgain(user: TestUser) {
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: user.email, password: 'correct-horse' },
  });
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

describe('sessions checked once for a few seconds', () => {
  it('a session ended by another process is still trusted here, but no longer than the cache time', async () => {
    const user = await t.signUp();
    expect((await me(user.cookie)).statusCode).toBe(200);
    // What a sign-out handled by another API process leaves behind: the row is gone.
    await t.database.db.delete(session).where(eq(session.userId, user.id));
    expect((await me(user.cookie)).statusCode).toBe(200);
    // The cache time passes: the clock moves on instead of the test waiting for it.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + CACHE_MS + 50 });
    try {
      expect((await me(user.cookie)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('signing out in this process ends the session at once', async () => {
    const user = await t.signUp();
    expect((await me(user.cookie)).statusCode).toBe(200);
    expect((await post('/api/auth/sign-out', user.cookie)).statusCode).toBe(200);
    const after = await me(user.cookie);
    expect(after.statusCode).toBe(401);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/orgs/${user.orgId}/spaces`,
          cookie: user.cookie,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('revoking the other sessions ends them at once and keeps the current one', async () => {
    const user = await t.signUp();
    const laptop = await signInAgain(user);
    expect((await me(user.cookie)).statusCode).toBe(200);
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await post('/api/auth/revoke-other-sessions', user.cookie)).statusCode).toBe(200);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(user.cookie)).statusCode).toBe(200);
  });

  it('a new name shows at once', async () => {
    const user = await t.signUp('Old Name');
    expect((await me(user.cookie)).json().user.name).toBe('Old Name');
    expect(
      (await post('/api/auth/update-user', user.cookie, { name: 'New Name' })).statusCode,
    ).toBe(200);
    expect((await me(user.cookie)).json().user.name).toBe('New Name');
  });
});

describe('createSessionCache', () => {
  const user = { id: 'u1', name: 'U', email: 'u@example.com' };
  const far = new Date(Date.now() + 86_400_000);

  it('trusts a session until the cache time or the session expiry, whichever is first', () => {
    let now = 1_000;
    const cache = createSessionCache({ ttlMs: 5_000, now: () => now });
    cache.set(cache.mark(), 'a.sig', { token: 'a', expiresAt: far }, user);
    cache.set(cache.mark(), 'b.sig', { token: 'b', expiresAt: new Date(2_000) }, user);
    expect(cache.get('a.sig')).toEqual(user);
    now = 2_000;
    expect(cache.get('b.sig')).toBeNull();
    expect(cache.get('a.sig')).toEqual(user);
    now = 6_000;
    expect(cache.get('a.sig')).toBeNull();
  });

  it('does not cache a check that overlapped a sign-out', () => {
    const cache = createSessionCache();
    const mark = cache.mark();
    cache.forgetSession('a');
    cache.set(mark, 'a.sig', { token: 'a', expiresAt: far }, user);
    expect(cache.get('a.sig')).toBeNull();
  });

  it('forgets by session and by user, and holds at most maxEntries', () => {
    const cache = createSessionCache({ maxEntries: 2 });
    const other = { ...user, id: 'u2' };
    cache.set(cache.mark(), 'a.sig', { token: 'a', expiresAt: far }, user);
    cache.set(cache.mark(), 'b.sig', { token: 'b', expiresAt: far }, user);
    cache.set(cache.mark(), 'c.sig', { token: 'c', expiresAt: far }, other);
    expect(cache.get('a.sig')).toBeNull();
    cache.forgetSession('b');
    expect(cache.get('b.sig')).toBeNull();
    expect(cache.get('c.sig')).toEqual(other);
    cache.forgetUser('u2');
    expect(cache.get('c.sig')).toBeNull();
  });
});
