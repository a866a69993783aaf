import { accessibilityViolations } from './accessibility';
import { expect, test } from './fixtures';
import { authFile, organizationId, trackersOf } from './helpers';

/** Set in the page when the heatmap's first cells are in the document and a frame has passed. */
declare global {
  interface Window {
    heatmapFirstPaint?: number;
  }
}

test.describe('Rank Radar heatmap', () => {
  test.use({ storageState: authFile('owner') });

  test('records the time from navigation to the first painted cells of the largest demo tracker', async ({
    page,
  }, testInfo) => {
    // The demo's trackers are made and their 90 days collected by a job once their niches are dived.
    test.setTimeout(300_000);
    await page.goto('/');
    const orgId = await organizationId(page, 'Demo Organization');
    const collected = async () =>
      (await trackersOf(page, orgId)).filter((t) => t.lastCollectedDate);
    await expect.poll(async () => (await collected()).length, { timeout: 200_000 }).toBe(3);
    const [largest] = (await collected()).sort((a, b) => b.keywordCount - a.keywordCount);

    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('[aria-label="Rank heatmap"] [role="gridcell"]')) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          window.heatmapFirstPaint = performance.now();
        });
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto(`/rank-radar/heatmap?krtId=${largest!.id}&view=organic`);
    const grid = page.getByRole('grid', { name: 'Rank heatmap' });
    await expect(grid.getByRole('gridcell').first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.heatmapFirstPaint)).toBeGreaterThan(0);

    const ms = Math.round((await page.evaluate(() => window.heatmapFirstPaint))!);
    const figure = `heatmap_first_paint_ms=${ms} (${largest!.keywordCount} terms, the default window)`;
    testInfo.annotations.push({ type: 'figure', description: figure });
    console.log(figure);
    expect(await accessibilityViolations(page), 'accessibility of the heatmap').toEqual([]);
  });
});
