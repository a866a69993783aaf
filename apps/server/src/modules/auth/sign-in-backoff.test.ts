import { and, eq } from 'drizzle-orm';
import {
  SIGN_IN_FREE_FAILURES,
  SIGN_IN_SLOWDOWN_ADDRESSES,
  SIGN_IN_SLOWDOWN_MAX_SECONDS,
} from '@fathom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInFailures } from '../../db/schema';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../../test/harness';
import { backoffSeconds, slowdownSeconds } from './sign-in-backoff';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let next = 0;
/** A client address of its own, under the per-address rate limit. */
const freshAddress = () => `10.9.${Math.floor(next / 250)}.${(next++ % 250) + 1}`;
const signInFrom = (address: string, email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    remoteAddress: address,
  });
const WRONG = 'wrong password here';
const waitMessage = (wait: string) =>
  `Too many failed sign-ins for this account. Try again in ${wait}, or reset your password.`;

/** Lets the wait of this address for this email end, as time passing would. */
const endWait = (email: string, address: string) =>
  t.database.db
    .update(signInFailures)
    .set({ lockedUntil: new Date(Date.now() - 1000) })
    .where(and(eq(signInFailures.email, email), eq(signInFailures.address, address)));

describe('sign-in back-off per account and client address', () => {
  it('waits 30 seconds after 5 failures and doubles each time, up to 15 minutes', () => {
    expect([4, 5, 6, 7, 10, 50].map(backoffSeconds)).toEqual([0, 30, 60, 120, 900, 900]);
  });

  it(`holds back the address that failed ${SIGN_IN_FREE_FAILURES} times, not the owner at another address`, async () => {
    const user = await t.signUp('Bea Backoff');
    const attacker = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_FREE_FAILURES; i++)
      statuses.push((await signInFrom(attacker, user.email, WRONG)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);

    const held = await signInFrom(attacker, user.email, TEST_PASSWORD);
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toBe(waitMessage('30 seconds'));
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);

    // The owner, elsewhere, signs in at once.
    expect((await signInFrom(freshAddress(), user.email, TEST_PASSWORD)).statusCode).toBe(200);

    // Once the wait is over the held address may try again; its count goes on, the wait doubles.
    await endWait(user.email, attacker);
    expect((await signInFrom(attacker, user.email, WRONG)).statusCode).toBe(401);
    expect((await signInFrom(attacker, user.email, WRONG)).json().message).toBe(
      waitMessage('1 minute'),
    );
  });

  it('slows every address down once failures come from many, and lets the right password through after the wait', async () => {
    expect([2, 3, 4, 5, 20].map(slowdownSeconds)).toEqual([
      0,
      30,
      60,
      120,
      SIGN_IN_SLOWDOWN_MAX_SECONDS,
    ]);
    const user = await t.signUp('Sal Spread');
    for (let i = 0; i < SIGN_IN_SLOWDOWN_ADDRESSES; i++)
      expect((await signInFrom(freshAddress(), user.email, WRONG)).statusCode).toBe(401);

    const owner = freshAddress();
    const first = await signInFrom(owner, user.email, TEST_PASSWORD);
    expect(first.statusCode).toBe(429);
    expect(first.json().message).toBe(waitMessage('30 seconds'));
    // Asking again does not restart the wait, and the wait is no lock-out: then the password works.
    expect((await signInFrom(owner, user.email, TEST_PASSWORD)).statusCode).toBe(429);
    await endWait(user.email, owner);
    expect((await signInFrom(owner, user.email, TEST_PASSWORD)).statusCode).toBe(200);

    // Each further attacking address doubles the wait of the next one; a failure after the wait
    // waits again.
    const spreader = freshAddress();
    expect((await signInFrom(spreader, user.email, WRONG)).json().message).toBe(
      waitMessage('30 seconds'),
    );
    await endWait(user.email, spreader);
    expect((await signInFrom(spreader, user.email, WRONG)).statusCode).toBe(401);
    const later = await signInFrom(freshAddress(), user.email, TEST_PASSWORD);
    expect(later.json().message).toBe(waitMessage('1 minute'));
    expect((await signInFrom(spreader, user.email, WRONG)).statusCode).toBe(429);
  });

  it('treats an address without an account the same way', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_FREE_FAILURES + 1; i++)
      statuses.push(
        (await signInFrom(address, 'nobody-here@example.com', 'any password at all')).statusCode,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('leaves other accounts alone', async () => {
    const victim = await t.signUp('Vic');
    const other = await t.signUp('Otto');
    for (let i = 0; i < SIGN_IN_SLOWDOWN_ADDRESSES + 2; i++)
      await signInFrom(freshAddress(), victim.email, 'not the password');
    expect((await signInFrom(freshAddress(), other.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an e-mail address that is not one with 400 before looking anything up', async () => {
    for (const email of ['a\u0000b@x.y', 'bob', 'a\u202Eb@x.y', `${'x'.repeat(300)}@x.y`]) {
      const res = await signInFrom(freshAddress(), email, WRONG);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/e-mail address/);
    }
  });
});
