import { eq } from 'drizzle-orm';
import { SIGN_IN_FREE_FAILURES } from '@fathom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInFailures } from '../../db/schema';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../../test/harness';
import { backoffSeconds } from './sign-in-backoff';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Each attempt from another client address, so only the per-account back-off can refuse it. */
let address = 0;
const signInFrom = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    remoteAddress: `10.9.${Math.floor(address / 250)}.${(address++ % 250) + 1}`,
  });

describe('per-account back-off on failed sign-ins', () => {
  it('waits 30 seconds after 5 failures and doubles each time, up to 15 minutes', () => {
    expect([4, 5, 6, 7, 10, 50].map(backoffSeconds)).toEqual([0, 30, 60, 120, 900, 900]);
  });

  it(`locks the account after ${SIGN_IN_FREE_FAILURES} failures from any addresses, even for the right password`, async () => {
    const user = await t.signUp('Bea Backoff');
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_FREE_FAILURES; i++)
      statuses.push((await signInFrom(user.email, 'wrong password here')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);

    const locked = await signInFrom(user.email, TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(
      'Too many failed sign-ins for this account. Try again in 30 seconds, or reset your password.',
    );
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    // Once the wait is over the right password works and the count starts again.
    await t.database.db
      .update(signInFailures)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(signInFailures.email, user.email));
    expect((await signInFrom(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await signInFrom(user.email, 'wrong password here')).statusCode).toBe(401);
  });

  it('treats an address without an account the same way', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_FREE_FAILURES + 1; i++)
      statuses.push(
        (await signInFrom('nobody-here@example.com', 'any password at all')).statusCode,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('leaves other accounts alone', async () => {
    const victim = await t.signUp('Vic');
    const other = await t.signUp('Otto');
    for (let i = 0; i < SIGN_IN_FREE_FAILURES; i++)
      await signInFrom(victim.email, 'not the password');
    expect((await signInFrom(other.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});
