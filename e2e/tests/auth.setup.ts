import { expect, test as setup } from '@playwright/test';
import { authFile, demo, DEMO_PASSWORD, get, organizationId, type DemoRole } from './helpers';

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

// The job workers dive the demo's niches after the first start. Tests start once every niche has
// its figures, so their pages show the demo as a user finds it a minute after the first start,
// and no test waits behind the demo's dives.
setup('the demo niches are dived', async ({ browser }) => {
  setup.setTimeout(300_000);
  const context = await browser.newContext({ storageState: authFile('owner') });
  const page = await context.newPage();
  const orgId = await organizationId(page, 'Demo Organization');
  await expect
    .poll(
      async () => {
        const niches = await get<{ jobCount: number }[]>(page, `/api/orgs/${orgId}/niches`);
        return niches.filter((niche) => niche.jobCount === 0).length;
      },
      { timeout: 290_000, intervals: [500] },
    )
    .toBe(0);
  await context.close();
});
