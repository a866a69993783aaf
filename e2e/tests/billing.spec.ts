import { expect, test } from './fixtures';
import { accessibilityViolations } from './accessibility';
import { signUpAndIn } from './helpers';

test('an owner upgrades standard to enterprise through VIEW, CONFIRM and APPLIED and sees the new limits', async ({
  page,
}) => {
  // Signs up, then walks three steps with an accessibility scan at each.
  test.slow();
  await signUpAndIn(
    page,
    'Iris Vance',
    `upgrade-${Date.now()}@example.com`,
    'Harbor-Willow-Quartz-58',
  );
  const me = (await (await page.request.get('/api/me')).json()) as {
    organizations: { id: number }[];
  };
  const orgId = me.organizations[0]!.id;
  const subscribed = await page.request.put(`/api/orgs/${orgId}/subscription`, {
    data: { subscriptionTierName: 'standard', recurrence: 'monthly' },
  });
  expect(subscribed.ok()).toBe(true);

  await page.goto('/subscription/overview');
  await expect(page.getByRole('heading', { name: 'Standard' })).toBeVisible();
  const usage = page.getByRole('table', { name: 'Usage' });
  await expect(usage.getByRole('row', { name: /Dive ASINs/ })).toContainText('of 1,500');
  await page.getByRole('main').getByRole('button', { name: 'Upgrade', exact: true }).click();

  // VIEW
  const view = page.getByRole('dialog', { name: 'Your plan' });
  await view.getByRole('button', { name: 'Select Enterprise' }).click();
  await expect(page.getByRole('dialog', { name: 'Upgrade' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Upgrade: review' }).click();

  // CONFIRM: the prorated invoice preview
  const confirm = page.getByRole('dialog', { name: 'Upgrade' });
  const preview = confirm.getByRole('table', { name: 'Invoice preview' });
  await expect(preview).toBeVisible();
  await expect(preview).toContainText(/Enterprise/);
  expect(await accessibilityViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Confirm upgrade' }).click();

  // APPLIED: the new limits
  const applied = page.getByRole('dialog', { name: 'Subscription updated' });
  const limits = applied.getByRole('table', { name: 'New limits' });
  await expect(limits.getByRole('row', { name: /Dive ASINs/ })).toContainText('6,000');
  expect(await accessibilityViolations(page)).toEqual([]);
  await applied.getByRole('button', { name: 'Done' }).click();

  await expect(page.getByRole('heading', { name: 'Enterprise' })).toBeVisible();
  await expect(usage.getByRole('row', { name: /Dive ASINs/ })).toContainText('of 6,000');
  const invoices = page.getByRole('table', { name: 'Invoices' });
  await expect(invoices.getByRole('row', { name: /Upgrade: Enterprise/ })).toContainText('Paid');
  const download = invoices
    .getByRole('row', { name: /Upgrade: Enterprise/ })
    .getByRole('link', { name: /Download invoice .* as PDF/ });
  const pdf = await page.request.get((await download.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(await accessibilityViolations(page)).toEqual([]);
});
