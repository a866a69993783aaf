import { KNOWN_ASINS } from '@fathom/market/simulated';
import { accessibilityViolations } from './accessibility';
import { expect, test } from './fixtures';
import { newTracker } from './helpers';

test.describe('Rank Radar BSR chart', () => {
  test('draws the BSR chart and keeps its settings across a reload', async ({ page }) => {
    test.setTimeout(180_000);
    const { tracker } = await newTracker(page, 'Bsr Tester');

    await page.goto(`/rank-radar/heatmap?krtId=${tracker.id}&view=bsr`);
    await expect(page.getByRole('tab', { name: 'BSR' })).toHaveAttribute('aria-selected', 'true');
    const chart = page.getByRole('img', { name: /^Best-sellers rank in / });
    await expect(chart).toBeVisible();
    expect(await accessibilityViolations(page), 'accessibility of the BSR chart').toEqual([]);

    // Pick the narrow category and hide the hero: saved by itself after a pause.
    const category = page.getByRole('combobox', { name: 'Category' });
    const top = await category.inputValue();
    expect(top).toMatch(/\(top-level\)$/);
    await category.click();
    await page
      .getByRole('option', { name: /\(narrow\)$/ })
      .first()
      .click();
    const narrow = await category.inputValue();
    expect(narrow).toMatch(/\(narrow\)$/);
    const hero = page.getByRole('checkbox', { name: KNOWN_ASINS.com.strongHero });
    await expect(hero).toBeChecked();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/bsr-chart-settings') && r.request().method() === 'PUT',
    );
    await hero.uncheck();
    expect((await saved).ok()).toBe(true);

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue(narrow);
    await expect(
      page.getByRole('checkbox', { name: KNOWN_ASINS.com.strongHero }),
    ).not.toBeChecked();
    await expect(
      page.getByRole('img', { name: /^Best-sellers rank in / }),
    ).not.toHaveAccessibleName(new RegExp(KNOWN_ASINS.com.strongHero));
  });
});
