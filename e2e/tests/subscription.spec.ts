import { expect, test } from './fixtures';
import { authFile } from './helpers';

test.describe('as the owner', () => {
  test.use({ storageState: authFile('owner') });

  test('opens the subscription page from the sidebar and sees the plan and its usage', async ({
    page,
  }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Subscription' })
      .click();
    await expect(page).toHaveURL(/\/subscription\/overview$/);
    await expect(page.getByText('Current plan')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Enterprise' })).toBeVisible();
    const usage = page.getByRole('table', { name: 'Usage' });
    await expect(usage.getByRole('row', { name: /Dive ASINs/ })).toContainText('of 6,000');
    const plans = page.getByRole('table', { name: 'Plans' });
    await expect(plans.getByRole('row', { name: /Competitors per dive/ })).toContainText('15');
  });
});

test.describe('as a plain member', () => {
  test.use({ storageState: authFile('member') });

  test('has no subscription link and is told to ask the billing manager', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Subscription' }),
    ).toHaveCount(0);
    await page.goto('/subscription/overview');
    await expect(page.getByText(/please request them from the billing manager/)).toBeVisible();
  });
});
