import { readFile } from 'node:fs/promises';
import { addDays, marketplaceDate, RANK_HISTORY_COLUMNS } from '@fathom/contract';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import { accessibilityViolations } from './accessibility';
import { expect, test } from './fixtures';
import { newTracker } from './helpers';

test.describe('Rank Radar history export and import', () => {
  test("downloads the tracker's rank history as CSV and as a workbook", async ({ page }) => {
    test.setTimeout(180_000);
    const { tracker } = await newTracker(page, 'History Tester');
    await page.goto(`/rank-radar/heatmap?krtId=${tracker.id}&view=organic`);
    const csvLink = page.getByRole('link', { name: 'Export CSV' });
    await expect(csvLink).toBeVisible();
    expect(await accessibilityViolations(page), 'accessibility of the tracker page').toEqual([]);

    const [csv] = await Promise.all([page.waitForEvent('download'), csvLink.click()]);
    expect(csv.suggestedFilename()).toBe(
      `rank-history-${KNOWN_ASINS.com.strongHero}-${tracker.id}.csv`,
    );
    const text = await readFile(await csv.path(), 'utf8');
    expect(text.split('\r\n')[0]).toBe(RANK_HISTORY_COLUMNS.join(','));

    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export .xlsx' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    const bytes = await readFile(await xlsx.path());
    // An .xlsx file is a zip archive.
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  test('imports a CSV through the panel: its summary, then its rank in the heatmap', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const { orgId, tracker } = await newTracker(page, 'History Importer');
    const day = addDays(marketplaceDate('com'), -3);
    await page.goto(`/rank-radar/heatmap?krtId=${tracker.id}&view=organic`);
    await page.getByRole('button', { name: 'Import history' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import history' });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'other-tool.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `${RANK_HISTORY_COLUMNS.join(',')}\r\nimported pan term,${day},7,,,,\r\n`,
      ),
    });
    expect(await accessibilityViolations(page), 'accessibility of the import panel').toEqual([]);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(
      dialog.getByText(
        'Read 1 row: 1 day filled, 0 skipped (already stored), 1 search term added.',
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('imported pan term')).toBeVisible();

    const exported = await page.request.get(
      `/api/orgs/${orgId}/krt/${tracker.id}/history/export?format=csv`,
    );
    expect(await exported.text()).toContain(`imported pan term,${day},7,,,,`);
  });
});
