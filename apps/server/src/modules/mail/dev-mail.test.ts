import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_MAIL_KEY, type TestApp } from '../../test/harness';

describe('the mail catcher page', () => {
  let demo: TestApp;
  let plain: TestApp;
  const email = `mail-page-${Date.now()}@example.com`;
  beforeAll(async () => {
    demo = await startTestApp({ demo: true });
    plain = await startTestApp();
    await demo.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Mia <Mail>', email, password: 'plum tractor sonnet' },
    });
  });
  afterAll(async () => {
    await demo?.close();
    await plain?.close();
  });

  it('lists the e-mails the demo server would have sent, with their links, given its key', async () => {
    const page = await demo.request({ method: 'GET', url: `/dev/mail?key=${TEST_MAIL_KEY}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('Confirm your email address for Fathom');
    expect(page.body).toContain(`To ${email}`);
    expect(page.body).toContain('Hi Mia &#60;Mail&#62;,');
    expect(page.body).toMatch(/<a href="http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
  });

  it.each([
    ['without a key', '/dev/mail'],
    ['with a wrong key', '/dev/mail?key=test-mail-catcher-kez'],
    ['with the key cut short', '/dev/mail?key=test-mail-catcher'],
    ['with the key twice', `/dev/mail?key=${TEST_MAIL_KEY}&key=${TEST_MAIL_KEY}`],
    ['with the key elsewhere', `/dev/mail?k=${TEST_MAIL_KEY}`],
  ])('shows nothing %s', async (_case, url) => {
    const page = await demo.request({ method: 'GET', url });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'The mail catcher opens at the address the server printed at start',
    });
    expect(page.body).not.toContain(email);
    expect(page.body).not.toContain('token');
  });

  it('does not exist outside demo mode, key or not', async () => {
    for (const url of ['/dev/mail', `/dev/mail?key=${TEST_MAIL_KEY}`]) {
      const page = await plain.request({ method: 'GET', url });
      expect(page.statusCode).toBe(404);
    }
  });
});
