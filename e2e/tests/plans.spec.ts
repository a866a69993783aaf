import { PLAN_MESSAGES } from '@fathom/contract';
import { expect, test } from './fixtures';
import { signUpAndIn } from './helpers';

test('a second organization has no plan: the subscription page and the dive modal say so', async ({
  page,
}) => {
  const email = `second-org-${Date.now()}@example.com`;
  await signUpAndIn(page, 'Nora Quinn', email, 'Lantern-Orchard-Velvet-93');
  const created = await page.request.post('/api/orgs', { data: { name: 'Second brand' } });
  expect(created.ok()).toBe(true);

  await page.goto('/subscription/overview');
  await expect(page.getByText('Trial ends on')).toBeVisible();
  await page.getByRole('combobox', { name: 'Organization' }).click();
  await page.getByRole('option', { name: 'Second brand' }).click();
  await expect(page.getByRole('heading', { name: 'No plan' })).toBeVisible();
  await expect(page.getByText(PLAN_MESSAGES.noPlan)).toBeVisible();

  await page.goto('/?openSndModal=true');
  const dialog = page.getByRole('dialog', { name: 'Niche Dive', exact: true });
  await expect(dialog.getByText(PLAN_MESSAGES.noPlan)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
    'href',
    '/subscription/overview',
  );
});
