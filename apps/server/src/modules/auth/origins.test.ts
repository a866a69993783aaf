import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A sign-in as a browser sends it: with Origin and fetch metadata, which make the origin count. */
const signInAt = (origin: string, email: string) =>
  t.request({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password: TEST_PASSWORD },
    headers: { origin, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' },
  });

describe('origins the app may be opened from', () => {
  it('accepts sign-in from the loopback names as well as the base URL', async () => {
    const user = await t.signUp();
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])
      expect((await signInAt(origin, user.email)).statusCode).toBe(200);
  });

  it('refuses another origin with a message that says what to set', async () => {
    const user = await t.signUp();
    const res = await signInAt('http://192.168.1.50:3000', user.email);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Fathom does not accept sign-ins from http://192.168.1.50:3000. Open http://localhost:3000 instead, or add http://192.168.1.50:3000 to FATHOM_TRUSTED_ORIGINS on the server and restart it.',
    );
  });

  it('answers a malformed Origin with the same message, not a server error', async () => {
    const user = await t.signUp();
    const res = await signInAt('not a url', user.email);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('add not a url to FATHOM_TRUSTED_ORIGINS');
  });
});
