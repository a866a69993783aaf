import { expect, test as setup } from '@playwright/test';
import {
  authFile,
  demo,
  DEMO_PASSWORD,
  get,
  organizationId,
  trackersOf,
  type DemoRole,
} from './helpers';

const roles: DemoRole[] = ['owner', 'manager', 'member'];

// Signing in through the page is tested in sign-in.spec.ts; here the API gives each demo account
// its signed-in browser state.
for (const role of roles) {
  setup(`sign in as the demo ${role}`, async ({ page }) => {
    const signedIn = await page.request.post('/api/auth/sign-in/email', {
      data: { email: demo[role], password: DEMO_PASSWORD },
    });
    expect(signedIn.ok()).toBe(true);
    await page.context().storageState({ path: authFile(role) });
  });
}

// The server answers once the demo is whole: every niche dived and the three Rank Radars filled,
// so the tests see the demo as a user finds it at the first sign-in, and none waits behind its work.
setup('the demo is whole when the server answers', async ({ browser }) => {
  const context = await browser.newContext({ storageState: authFile('owner') });
  const page = await context.newPage();
  const orgId = await organizationId(page, 'Demo Organization');
  const niches = await get<{ jobCount: number }[]>(page, `/api/orgs/${orgId}/niches`);
  expect(niches.length).toBeGreaterThan(30);
  expect(niches.filter((niche) => niche.jobCount === 0)).toEqual([]);
  expect(await trackersOf(page, orgId)).toHaveLength(3);
  await context.close();
});
