import type { Heatmap, SqpCoverage, Tracker } from '@fathom/contract';
import { accessibilityViolations } from './accessibility';
import { expect, test } from './fixtures';
import { authFile, get, organizationId, trackersOf } from './helpers';

test.describe('Rank Radar SQP data as the demo owner', () => {
  test.use({ storageState: authFile('owner') });

  test('opens the SQP coverage popover and reads the SQP table of a search term', async ({
    page,
  }) => {
    // The demo's trackers are filled by a job once their niches are dived, then their SQP weeks
    // are imported through the demo's Selling Partner connection.
    test.setTimeout(300_000);
    await page.goto('/');
    const orgId = await organizationId(page, 'Demo Organization');
    let tracker: Tracker | undefined;
    await expect
      .poll(
        async () => {
          tracker = (await trackersOf(page, orgId)).find(
            (t) => t.marketplace === 'com' && t.lastCollectedDate,
          );
          if (!tracker) return 0;
          const coverage = await get<SqpCoverage>(
            page,
            `/api/orgs/${orgId}/krt/${tracker.id}/sqp-coverage`,
          );
          return coverage.weeks.filter((w) => w.status === 'COMPLETED').length;
        },
        { timeout: 240_000, intervals: [2_000] },
      )
      .toBeGreaterThanOrEqual(10);
    const heatmap = await get<Heatmap>(page, `/api/orgs/${orgId}/krt/${tracker!.id}/heatmap`);
    const first = heatmap.keywords[0]!;

    await page.goto(`/rank-radar/heatmap?krtId=${tracker!.id}&view=organic`);
    await expect(page.getByRole('grid', { name: 'Rank heatmap' })).toBeVisible();
    const button = page.getByRole('button', {
      name: /^(SQP Reports|Downloading Reports|Error Loading SQP Reports|Amazon Connection Issue)$/,
    });
    await button.click();
    const coverage = page.getByRole('table', { name: 'SQP report coverage' });
    await expect(coverage).toBeVisible();
    await expect(
      coverage.getByRole('cell', { name: 'Available', exact: true }).first(),
    ).toBeVisible();

    const table = page.getByRole('table', { name: `SQP data of ${first.keyword}` });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'ASIN', exact: true })).toBeVisible();
    await expect(table.getByRole('cell', { name: tracker!.asins[0]! }).first()).toBeVisible();
    await expect(
      page.getByText(/It is normal for some search terms to be missing from SQP reports/),
    ).toBeVisible();
    expect(await accessibilityViolations(page), 'accessibility of the SQP popover').toEqual([]);
  });
});
