import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';

describe('the mail catcher page', () => {
  let demo: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    demo = await startTestApp({ demo: true });
    plain = await startTestApp();
  });
  afterAll(async () => {
    await demo?.close();
    await plain?.close();
  });

  it('lists the e-mails the demo server would have sent, with their links', async () => {
    const email = `mail-page-${Date.now()}@example.com`;
    await demo.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Mia <Mail>', email, password: 'plum tractor sonnet' },
    });
    const page = await demo.request({ method: 'GET', url: '/dev/mail' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Confirm your email address for Fathom');
    expect(page.body).toContain(`To ${email}`);
    expect(page.body).toContain('Hi Mia &#60;Mail&#62;,');
    expect(page.body).toMatch(/<a href="http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
  });

  it('does not exist outside demo mode', async () => {
    const page = await plain.request({ method: 'GET', url: '/dev/mail' });
    expect(page.statusCode).toBe(404);
  });
});
