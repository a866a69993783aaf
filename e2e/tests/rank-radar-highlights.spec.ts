import type { Heatmap, Highlight } from '@fathom/contract';
import { accessibilityViolations } from './accessibility';
import { expect, test } from './fixtures';
import { authFile, get, organizationId, trackersOf } from './helpers';

test.describe('Rank Radar highlights as the demo owner', () => {
  test.use({ storageState: authFile('owner') });

  test('creates, edits, detaches and deletes a tag; a note appears on the overview chart', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.goto('/');
    const orgId = await organizationId(page, 'Demo Organization');
    await expect
      .poll(async () => (await trackersOf(page, orgId)).filter((t) => t.lastCollectedDate).length, {
        timeout: 200_000,
      })
      .toBeGreaterThanOrEqual(1);
    const tracker = (await trackersOf(page, orgId)).find((t) => t.lastCollectedDate)!;
    const base = `/api/orgs/${orgId}/krt/${tracker.id}`;
    const tags = async () =>
      (await get<{ highlights: Highlight[] }>(page, `${base}/highlights?type=tag`)).highlights;
    await page.goto(`/rank-radar/heatmap?krtId=${tracker.id}&view=organic`);
    await expect(page.getByRole('grid', { name: 'Rank heatmap' })).toBeVisible();
    const heatmap = await get<Heatmap>(page, `${base}/heatmap`);
    const [a, b] = heatmap.keywords.slice(0, 2);

    // Create a tag on two selected terms; its cells are marked.
    for (const term of [a!, b!])
      await page.getByRole('checkbox', { name: `Select ${term.keyword}`, exact: true }).check();
    const title = `Launch ${Date.now()}`;
    await page.getByRole('button', { name: 'Create tag' }).click();
    await expect(page.getByText('Tag is required')).toBeVisible();
    await page.getByRole('combobox', { name: 'Tag', exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'Description' }).fill('Launch week of the new listing');
    await page.getByRole('button', { name: 'Create tag' }).click();
    await expect(page.getByText('Tag created')).toBeVisible();
    const created = (await tags()).find((t) => t.title === title)!;
    expect(created.keywordIds.sort()).toEqual([a!.keywordId, b!.keywordId].sort());
    expect(await accessibilityViolations(page)).toEqual([]);

    // Edit its title.
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const renamed = `${title} B`;
    await page.getByRole('combobox', { name: 'Tag', exact: true }).fill(renamed);
    await page.getByRole('button', { name: 'Save tag' }).click();
    await expect(page.getByRole('button', { name: `Edit ${renamed}` })).toBeVisible();

    // Detach it from one term, with confirmation.
    await page.getByRole('checkbox', { name: `Select ${b!.keyword}`, exact: true }).uncheck();
    await page.getByRole('button', { name: `Detach ${renamed}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Detach' }).click();
    await expect
      .poll(async () => (await tags()).find((t) => t.id === created.id)?.keywordIds)
      .toEqual([b!.keywordId]);

    // Delete it, with confirmation.
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Tag deleted')).toBeVisible();
    await expect(page.getByRole('button', { name: `Delete ${renamed}` })).toHaveCount(0);
    expect((await tags()).some((t) => t.id === created.id)).toBe(false);

    // A note on the overview chart.
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page.getByRole('img', { name: /^Average organic rank/ })).toBeVisible();
    const text = `Relaunch ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Note', exact: true }).fill(text);
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByText('Note added')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Notes on the chart' })).toContainText(text);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
