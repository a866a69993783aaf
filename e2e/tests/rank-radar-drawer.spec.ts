import { accessibilityViolations } from './accessibility';
import { expect, test } from './fixtures';
import { authFile, organizationId, trackerWithPpc } from './helpers';

test.describe('Rank Radar search term drawer as the demo owner', () => {
  test.use({ storageState: authFile('owner') });

  test("opens a term's drawer and reads its Rank history, Tags, PPC Data and Top Variation tabs", async ({
    page,
  }) => {
    test.setTimeout(330_000);
    await page.goto('/');
    const orgId = await organizationId(page, 'Demo Organization');
    const { tracker, heatmap } = await trackerWithPpc(page, orgId);
    const term = heatmap.keywords.find((k) => k.ppcSpend !== null)!;

    await page.goto(`/rank-radar/heatmap?krtId=${tracker.id}&view=organic`);
    await expect(page.getByRole('grid', { name: 'Rank heatmap' })).toBeVisible();
    await page.getByRole('button', { name: term.keyword, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: term.keyword });
    await expect(drawer).toBeVisible();

    // It opens on the term's rank history; Tags: the highlights of the term.
    await expect(drawer.getByRole('tab', { name: 'Rank history' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await drawer.getByRole('tab', { name: 'Tags' }).click();
    await expect(drawer.getByRole('tab', { name: 'Tags' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(drawer.getByRole('heading', { name: 'Highlights' })).toBeVisible();
    expect(await accessibilityViolations(page), 'accessibility of the Tags tab').toEqual([]);

    // PPC Data: the term's campaigns; a campaign opens with its campaign manager link.
    await drawer.getByRole('tab', { name: 'PPC Data' }).click();
    const campaigns = drawer.getByRole('table', { name: `PPC campaigns of ${term.keyword}` });
    await expect(campaigns).toBeVisible();
    expect(await campaigns.getByRole('row').count()).toBeGreaterThan(1);
    expect(await accessibilityViolations(page), 'accessibility of the PPC Data tab').toEqual([]);
    await campaigns.getByRole('row').nth(1).getByRole('button').click();
    await expect(page.getByRole('link', { name: 'Open in the campaign manager' })).toHaveAttribute(
      'href',
      `https://advertising.amazon.${tracker.marketplace}/campaign-manager`,
    );
    await page.getByRole('button', { name: 'Close the campaign' }).click();
    await expect(page.getByRole('link', { name: 'Open in the campaign manager' })).toHaveCount(0);

    // Top Variation: each ASIN's rank, or disabled for a product of one ASIN.
    const variation = drawer.getByRole('tab', { name: 'Top Variation' });
    if (tracker.asins.length >= 2) {
      await variation.click();
      await expect(
        drawer.getByRole('table', { name: `Rank per variation of ${term.keyword}` }),
      ).toBeVisible();
      expect(await accessibilityViolations(page), 'accessibility of the Top Variation tab').toEqual(
        [],
      );
    } else await expect(variation).toBeDisabled();
  });
});
