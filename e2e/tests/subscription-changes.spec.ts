import { expect, test } from './fixtures';
import { accessibilityViolations } from './accessibility';
import { authFile, organizationId, signUpAndIn } from './helpers';

test('a scheduled downgrade says when it takes effect, shows on the page and can be cancelled', async ({
  page,
}) => {
  test.slow();
  await signUpAndIn(
    page,
    'Cleo Marsh',
    `downgrade-${Date.now()}@example.com`,
    'Meadow-Copper-Lantern-47',
  );
  const me = (await (await page.request.get('/api/me')).json()) as {
    organizations: { id: number }[];
  };
  const orgId = me.organizations[0]!.id;
  const subscribed = await page.request.put(`/api/orgs/${orgId}/subscription`, {
    data: { subscriptionTierName: 'enterprise', recurrence: 'monthly', promotionCode: 'WELCOME10' },
  });
  expect(subscribed.ok()).toBe(true);

  await page.goto('/subscription/overview');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Enterprise' })).toBeVisible();
  // What the plan costs each period, its 10% off taken.
  await expect(main.getByText('$224.10 / month')).toBeVisible();
  await main.getByRole('button', { name: 'Manage subscription' }).click();
  await page
    .getByRole('dialog', { name: 'Your plan' })
    .getByRole('button', { name: 'Select Standard' })
    .click();
  // The chosen plan's further levels are under their own heading.
  await expect(
    page.getByRole('dialog', { name: 'Downgrade' }).getByRole('heading', {
      name: 'Extra quota for the Standard plan',
    }),
  ).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Downgrade: review' }).click();

  // CONFIRM: nothing due now, and when the change takes effect.
  const confirm = page.getByRole('dialog', { name: 'Downgrade' });
  const preview = confirm.getByRole('table', { name: 'Invoice preview' });
  await expect(preview.getByRole('row', { name: /Total due now/ })).toContainText('$0.00');
  await expect(
    confirm.getByText(/The change takes effect on \d{4}-\d{2}-\d{2}, at the end/),
  ).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Confirm downgrade' }).click();

  // APPLIED: the date, not "now".
  const applied = page.getByRole('dialog', { name: 'Subscription updated' });
  await expect(
    applied.getByText(
      /^On \d{4}-\d{2}-\d{2} your plan changes to Standard, paid monthly\. Until then it stays Enterprise/,
    ),
  ).toBeVisible();
  await expect(applied.getByText(/Your plan is now/)).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);
  await applied.getByRole('button', { name: 'Done' }).click();

  // The page keeps Enterprise and shows the waiting change, with a way to cancel it.
  await expect(main.getByRole('heading', { name: 'Enterprise' })).toBeVisible();
  await expect(
    main.getByText(
      /your plan changes to Standard, paid monthly, at \$89\.10 \/ month\. Until then it stays Enterprise\./,
    ),
  ).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await main.getByRole('button', { name: 'Cancel scheduled change' }).click();
  await expect(page.getByText('The scheduled change is cancelled.')).toBeVisible();
  await expect(main.getByText(/your plan changes to/)).toHaveCount(0);
  await expect(main.getByText(/^Renews on \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  const sub = (await (await page.request.get(`/api/orgs/${orgId}/subscription`)).json()) as {
    tier: string;
    pendingChange: unknown;
  };
  expect(sub).toMatchObject({ tier: 'enterprise', pendingChange: null });
});

test.describe('the demo organization (Enterprise without a paid period)', () => {
  test.use({ storageState: authFile('owner') });

  test('a downgrade is priced as one, says why usage does not fit before Confirm, and a bad code keeps the preview', async ({
    page,
  }) => {
    await page.goto('/subscription/overview');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Manage subscription' }).click();
    const view = page.getByRole('dialog', { name: 'Your plan' });
    // The product's own quotas only.
    await expect(view.getByText(/AI copywriter prompts/)).toHaveCount(0);
    await view.getByRole('button', { name: 'Select Starter' }).click();
    await page.getByRole('button', { name: 'Downgrade: review' }).click();

    const confirm = page.getByRole('dialog', { name: 'Downgrade' });
    const preview = confirm.getByRole('table', { name: 'Invoice preview' });
    await expect(preview.getByRole('row', { name: /Total due now/ })).toContainText('$49.00');
    await expect(confirm.getByText('The change takes effect now.')).toBeVisible();
    await expect(
      confirm.getByText(
        /^Your usage is above the Starter plan, monthly limits\. Reduce .* first\.$/,
      ),
    ).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Confirm downgrade' })).toBeDisabled();

    await confirm.getByRole('textbox', { name: 'Promotion code' }).fill('BOGUS');
    await confirm.getByRole('button', { name: 'Apply code' }).click();
    await expect(confirm.getByText('The promotion code BOGUS does not exist')).toBeVisible();
    await expect(confirm.getByRole('textbox', { name: 'Promotion code' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(preview.getByRole('row', { name: /Total due now/ })).toContainText('$49.00');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('?confirm-upgrade=true on the highest tier opens the plans, not a charge', async ({
    page,
  }) => {
    await page.goto('/subscription/overview?confirm-upgrade=true');
    const view = page.getByRole('dialog', { name: 'Your plan' });
    await expect(view.getByRole('button', { name: 'No change' })).toBeDisabled();
    await expect(page.getByRole('table', { name: 'Invoice preview' })).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('a view of the subscription page is recorded as /subscription/[id]', async ({ page }) => {
    await page.goto('/subscription/overview');
    const orgId = await organizationId(page, 'Demo Organization');
    await expect(page.getByRole('heading', { name: 'Enterprise' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    await expect
      .poll(
        async () => (await page.request.get(`/api/orgs/${orgId}/analytics/events.csv`)).text(),
        { timeout: 30_000 },
      )
      .toMatch(new RegExp(`,page_view,[^,]+,${orgId},/subscription/\\[id\\],Subscription,`));
  });
});
