import { accessibilityViolations } from './accessibility';
import { expect, test, type Page } from './fixtures';
import { authFile, get, newTracker, organizationId, trackerWithPpc } from './helpers';

/** Turns heatmap columns on or off through the toolbar's column chooser. */
async function toggleColumns(page: Page, names: string[]) {
  await page.getByRole('button', { name: 'Columns' }).click();
  for (const name of names) await page.getByRole('checkbox', { name, exact: true }).click();
  await page.keyboard.press('Escape');
}

const ppcNotice = (page: Page) => page.getByRole('status', { name: 'PPC Data Not Available' });
const sqpNotice = (page: Page) => page.getByRole('status', { name: 'SQP Data Not Available' });

/** Both heatmap notices show their title and say `reason`. */
async function expectNotices(page: Page, reason: string) {
  for (const [notice, title] of [
    [ppcNotice(page), 'PPC Data Not Available'],
    [sqpNotice(page), 'SQP Data Not Available'],
  ] as const) {
    await expect(notice.getByRole('heading')).toHaveText(title);
    await expect(notice).toContainText(reason);
  }
}

test.describe('PPC and SQP empty states', () => {
  test('follow the simulated Amazon connection', async ({ page }) => {
    test.setTimeout(240_000);
    const { orgId, tracker } = await newTracker(page, 'Empty States Tester');
    const heatmap = `/rank-radar/heatmap?krtId=${tracker.id}&view=organic`;
    await page.goto(heatmap);
    await expect(page.getByRole('grid', { name: 'Rank heatmap' })).toBeVisible();
    await toggleColumns(page, ['PPC sales', 'SQP volume']);

    // No connection: both say so, with the way to set one up.
    for (const notice of [ppcNotice(page), sqpNotice(page)]) {
      await expect(notice.getByRole('heading')).toBeVisible();
      await expect(notice).toContainText('Amazon connection not available');
      await expect(
        notice.getByRole('link', { name: 'Set up the Amazon connection' }),
      ).toHaveAttribute('href', '/settings/amazon-connections');
    }
    await expect(ppcNotice(page).getByRole('heading')).toHaveText('PPC Data Not Available');
    await expect(sqpNotice(page).getByRole('heading')).toHaveText('SQP Data Not Available');
    expect(await accessibilityViolations(page), 'heatmap with the empty states').toEqual([]);

    // A term's drawer keeps its data tabs disabled and says why under them.
    const term = page.getByRole('grid', { name: 'Rank heatmap' }).getByRole('row').nth(2);
    await term.getByRole('button').first().click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('tab', { name: 'PPC Data' })).toBeDisabled();
    await expect(drawer.getByRole('status', { name: 'PPC Data Not Available' })).toContainText(
      'Amazon connection not available',
    );
    expect(await accessibilityViolations(page), 'drawer with the empty states').toEqual([]);
    await page.keyboard.press('Escape');

    // Connected moments ago: the reports are awaited.
    await ppcNotice(page).getByRole('link', { name: 'Set up the Amazon connection' }).click();
    await expect(page.getByRole('heading', { name: 'Amazon connections' })).toBeVisible();
    for (const account of ['Amazon Ads profile (PPC)', 'Selling Partner account (SQP)']) {
      const row = page.getByRole('row', { name: `${account} in United States` });
      await row.getByRole('button', { name: `Connect ${account} in United States` }).click();
      await expect(row).toContainText('Recently connected');
    }
    await page.goto(heatmap);
    await expectNotices(page, 'Waiting for reports');

    // Amazon refuses both connections: the connection is not available again.
    const { connections } = await get<{ connections: { id: number }[] }>(
      page,
      `/api/orgs/${orgId}/amazon-connections`,
    );
    for (const connection of connections) {
      const broken = await page.request.post(
        `/dev/orgs/${orgId}/amazon-connections/${connection.id}/error`,
        { data: { message: 'Amazon refused access' } },
      );
      expect(broken.ok()).toBe(true);
    }
    await page.reload();
    await expectNotices(page, 'Amazon connection not available');
  });
});

test.describe('PPC and SQP empty states without data', () => {
  // com.au lacks PPC and SQP data on the test server (FATHOM_SIMULATED_UNSUPPORTED).
  test('say the marketplace is not supported where it has no PPC or SQP data', async ({ page }) => {
    test.setTimeout(180_000);
    const { tracker } = await newTracker(page, 'Unsupported Tester', 'com.au');
    await page.goto(`/rank-radar/heatmap?krtId=${tracker.id}&view=organic`);
    const grid = page.getByRole('grid', { name: 'Rank heatmap' });
    await expect(grid).toBeVisible();
    await toggleColumns(page, ['PPC sales', 'SQP volume']);
    await expectNotices(page, 'Marketplace not supported');
    for (const notice of [ppcNotice(page), sqpNotice(page)])
      await expect(notice.getByRole('link')).toHaveCount(0);
    // Connecting Amazon Ads would bring nothing here, so the heatmap does not ask for it.
    await expect(page.getByRole('region', { name: 'Connect PPC' })).toHaveCount(0);
    expect(await accessibilityViolations(page), 'heatmap, marketplace not supported').toEqual([]);

    await grid.getByRole('row').nth(2).getByRole('button').first().click();
    const drawer = page.getByRole('dialog');
    for (const name of ['PPC Data', 'SQP Data']) {
      await expect(drawer.getByRole('tab', { name })).toBeDisabled();
      await expect(drawer.getByRole('status', { name: `${name} Not Available` })).toContainText(
        'Marketplace not supported',
      );
    }
    expect(await accessibilityViolations(page), 'drawer, marketplace not supported').toEqual([]);
  });

  test('say there is no data for the selected dates once the reports are no longer awaited', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const { orgId, tracker } = await newTracker(page, 'No Data Tester');
    for (const kind of ['amazon-ads', 'sp-api']) {
      const connected = await page.request.post(`/api/orgs/${orgId}/amazon-connections`, {
        data: { kind, marketplace: 'com' },
      });
      expect(connected.ok()).toBe(true);
      const { connection } = (await connected.json()) as { connection: { id: number } };
      // Demo mode: as if connected, and last imported, two days ago.
      const aged = await page.request.post(
        `/dev/orgs/${orgId}/amazon-connections/${connection.id}/age`,
        { data: { days: 2 } },
      );
      expect(aged.ok()).toBe(true);
    }
    await page.goto(`/rank-radar/heatmap?krtId=${tracker.id}&view=organic`);
    await expect(page.getByRole('grid', { name: 'Rank heatmap' })).toBeVisible();
    await toggleColumns(page, ['PPC sales', 'SQP volume']);
    await expectNotices(page, 'No data for the selected dates.');
    for (const notice of [ppcNotice(page), sqpNotice(page)])
      await expect(notice.getByRole('link')).toHaveCount(0);
    expect(await accessibilityViolations(page), 'heatmap, no data for the dates').toEqual([]);
  });
});

test.describe('PPC and SQP heatmap columns as the demo owner', () => {
  test.use({ storageState: authFile('owner') });

  test('shows the chosen columns with their figures and keeps them after a reload', async ({
    page,
  }) => {
    test.setTimeout(330_000);
    await page.goto('/');
    const orgId = await organizationId(page, 'Demo Organization');
    const { tracker } = await trackerWithPpc(page, orgId);
    await page.goto(`/rank-radar/heatmap?krtId=${tracker.id}&view=organic`);
    const grid = page.getByRole('grid', { name: 'Rank heatmap' });
    await expect(grid).toBeVisible();
    await expect(grid.getByRole('columnheader', { name: 'PPC clicks' })).toHaveCount(0);

    await toggleColumns(page, ['PPC clicks', 'ACoS', 'SQP days with data']);
    for (const name of ['PPC clicks', 'ACoS', 'SQP days with data'])
      await expect(grid.getByRole('columnheader', { name, exact: true })).toBeVisible();
    // The average row: the terms' clicks together, their ACoS as a percentage, SQP days.
    const headers = await grid.getByRole('row').first().getByRole('columnheader').allTextContents();
    const under = (row: number, name: string) =>
      grid.getByRole('row').nth(row).getByRole('gridcell').nth(headers.indexOf(name));
    await expect(under(1, 'PPC clicks')).toHaveText(/^\d[\d,]*$/);
    await expect(under(1, 'ACoS')).toHaveText(/^(\d[\d,]*\.\d\d%|–)$/);
    await expect(under(1, 'SQP days with data')).toHaveText(/^(\d+|–)$/);
    await expect(under(1, 'PPC spend')).toHaveText(/ with PPC$/);
    // Each term shows its own figures.
    await expect(under(2, 'PPC clicks')).toHaveText(/^(\d[\d,]*|–)$/);
    expect(await accessibilityViolations(page), 'heatmap with PPC and SQP columns').toEqual([]);

    await page.reload();
    for (const name of ['PPC clicks', 'ACoS', 'SQP days with data'])
      await expect(grid.getByRole('columnheader', { name, exact: true })).toBeVisible();

    // Back to the default columns for the demo's other tests.
    await toggleColumns(page, ['PPC clicks', 'ACoS', 'SQP days with data']);
    await expect(grid.getByRole('columnheader', { name: 'PPC clicks' })).toHaveCount(0);
  });
});
