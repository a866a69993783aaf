import { expect, test } from './fixtures';
import { authFile, organizationId } from './helpers';

test.use({ storageState: authFile('owner') });

test('button clicks and select changes reach the server in a batch and the CSV export', async ({
  page,
}) => {
  await page.goto('/');
  const orgId = await organizationId(page, 'Demo Organization');
  const batches: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/analytics/events')) batches.push(request.method());
  });

  await page.getByRole('button', { name: 'Create Niche' }).first().click();
  const form = page.getByRole('dialog', { name: 'Niche Dive', exact: true });
  await form.getByRole('combobox', { name: 'Marketplace' }).click();
  await page.getByRole('option', { name: 'Germany (amazon.de)' }).click();
  // The batch leaves on the queue's 10-second interval or when the page is hidden (that a click
  // sends nothing by itself is the queue's own test: on a slow machine the interval may come first).
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));

  // The export holds the organization's events of other tests too: wait for this test's own.
  await expect
    .poll(async () => (await page.request.get(`/api/orgs/${orgId}/analytics/events.csv`)).text(), {
      timeout: 30_000,
    })
    .toMatch(/,select_change,[^,]+,\d+,\/,Marketplace,Germany \(amazon\.de\),/);
  const csv = await (await page.request.get(`/api/orgs/${orgId}/analytics/events.csv`)).text();
  expect(csv).toMatch(/,button_click,[^,]+,\d+,\/,Create Niche,,/);
  expect(batches.length).toBeGreaterThan(0);
});
