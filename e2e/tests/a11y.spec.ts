import { expect, test } from './fixtures';
import { accessibilityViolations } from './accessibility';
import { authFile, createNiche, DEMO_NICHES, get, organizationId } from './helpers';

const SIGNED_OUT = ['/sign-in', '/sign-up', '/forgot-password'];
const SIGNED_IN = [
  '/',
  '/space-management',
  '/label-management',
  '/subscription/overview',
  '/settings/organization',
  '/settings/account',
  '/settings/api',
];

for (const path of SIGNED_OUT) {
  test(`${path} passes the WCAG 2.1 AA rules`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
}

test.describe('signed in', () => {
  test.use({ storageState: authFile('owner') });

  for (const path of SIGNED_IN) {
    test(`${path} passes the WCAG 2.1 AA rules`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  }

  // One test per view: each scans a large grid, which takes a while on a slow machine.
  for (const view of ['niche-analysis', 'niche-analysis/mkl', 'niche-analysis/outliers']) {
    test(
      `a niche's ${view} passes the WCAG 2.1 AA rules`,
      { tag: DEMO_NICHES },
      async ({ page }) => {
        const orgId = await organizationId(page, 'Demo Organization');
        const niches = await get<{ id: number }[]>(page, `/api/orgs/${orgId}/niches`);
        const nicheId = niches[0]?.id ?? (await createNiche(page, orgId));
        await page.goto(`/niche/${nicheId}/${view}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await accessibilityViolations(page)).toEqual([]);
      },
    );
  }
});

test('an invitation link passes the WCAG 2.1 AA rules', async ({ page }) => {
  await page.goto(`/invitations/${'A'.repeat(43)}`);
  await expect(page.getByRole('alert')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});
