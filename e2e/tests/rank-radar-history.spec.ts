import { readFile } from 'node:fs/promises';
import { RANK_HISTORY_COLUMNS } from '@fathom/contract';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import { accessibilityViolations } from './accessibility';
import { expect, test } from './fixtures';
import { newTracker } from './helpers';

test.describe('Rank Radar history export', () => {
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
});
