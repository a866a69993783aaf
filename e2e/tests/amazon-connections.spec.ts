import { accessibilityViolations } from './accessibility';
import { expect, test } from './fixtures';
import { get, newTracker } from './helpers';

test.describe('Amazon connections', () => {
  test('connect, break and disconnect the Ads profile; the heatmap prompt follows', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const { orgId, tracker } = await newTracker(page, 'Connections Tester');
    const heatmap = `/rank-radar/heatmap?krtId=${tracker.id}&view=organic`;
    const prompt = page.getByRole('region', { name: 'Connect PPC' });

    // Not connected: the heatmap prompts to connect PPC.
    await page.goto(heatmap);
    await expect(prompt).toBeVisible();
    expect(await accessibilityViolations(page), 'heatmap with the connect prompt').toEqual([]);

    await prompt.getByRole('link', { name: 'Connect Amazon Ads' }).click();
    await expect(page.getByRole('heading', { name: 'Amazon connections' })).toBeVisible();
    const row = page.getByRole('row', { name: 'Amazon Ads profile (PPC) in United States' });
    await expect(row).toContainText('Not connected');
    // Australia has no PPC or SQP data on the test server: nothing to connect there.
    for (const kind of ['Amazon Ads profile (PPC)', 'Selling Partner account (SQP)']) {
      const lacking = page.getByRole('row', { name: `${kind} in Australia` });
      await expect(lacking).toContainText('Marketplace not supported');
      await expect(lacking.getByRole('button')).toHaveCount(0);
    }
    expect(await accessibilityViolations(page), 'Amazon connections page').toEqual([]);
    await row
      .getByRole('button', { name: 'Connect Amazon Ads profile (PPC) in United States' })
      .click();
    await expect(row).toContainText('Recently connected');
    await expect(row).toContainText('Simulated Ads profile (US)');

    await page.goto(heatmap);
    await expect(page.getByRole('tab', { name: 'Organic', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(prompt).toBeHidden();

    // Amazon refuses the connection (demo mode): the page says so and the prompt is back.
    const { connections } = await get<{ connections: { id: number }[] }>(
      page,
      `/api/orgs/${orgId}/amazon-connections`,
    );
    const broken = await page.request.post(
      `/dev/orgs/${orgId}/amazon-connections/${connections[0]!.id}/error`,
      { data: { message: 'The Amazon Ads profile refused access' } },
    );
    expect(broken.ok()).toBe(true);
    await page.reload();
    await expect(prompt).toBeVisible();
    await page.goto('/settings/amazon-connections');
    await expect(row).toContainText('Connection error');
    await expect(row).toContainText('The Amazon Ads profile refused access');

    await row
      .getByRole('button', { name: 'Disconnect Amazon Ads profile (PPC) in United States' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Disconnect the Amazon account?' });
    expect(await accessibilityViolations(page), 'disconnect confirmation').toEqual([]);
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await expect(row).toContainText('Not connected');

    // Back from Login with Amazon with a refusal: an alert until dismissed, the address cleaned.
    await page.goto('/settings/amazon-connections?error=Amazon%20did%20not%20grant%20access');
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Could not connect the Amazon account' });
    await expect(alert).toContainText('Amazon did not grant access');
    await expect(page).toHaveURL(/\/settings\/amazon-connections$/);
    expect(await accessibilityViolations(page), 'Login with Amazon refusal').toEqual([]);
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await expect(alert).toBeHidden();
  });
});
