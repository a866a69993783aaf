import { compactNumber, type Heatmap } from '@fathom/contract';
import { accessibilityViolations } from './accessibility';
import { expect, test, type Page } from './fixtures';
import { authFile, get, organizationId, trackersOf } from './helpers';

async function scan(page: Page, what: string) {
  expect(await accessibilityViolations(page), `accessibility of ${what}`).toEqual([]);
}

test.describe('Rank Radar heatmap grid as the demo owner', () => {
  test.use({ storageState: authFile('owner') });

  test('opens on the latest days with a legend, sorts, filters, toggles sources; the overview and drawer read in words', async ({
    page,
  }) => {
    // The demo's trackers are made and their 90 days collected by a job once their niches are dived.
    test.setTimeout(300_000);
    await page.goto('/');
    const orgId = await organizationId(page, 'Demo Organization');
    await expect
      .poll(async () => (await trackersOf(page, orgId)).filter((t) => t.lastCollectedDate).length, {
        timeout: 200_000,
      })
      .toBeGreaterThanOrEqual(1);
    const tracker = (await trackersOf(page, orgId)).find((t) => t.lastCollectedDate)!;
    const heatmap = await get<Heatmap>(page, `/api/orgs/${orgId}/krt/${tracker.id}/heatmap`);
    const lastDay = heatmap.dates.at(-1)!;

    // It opens on the latest days: the last day's column is in view beside the chosen columns.
    await page.goto(`/rank-radar/heatmap?krtId=${tracker.id}&view=organic&days=365`);
    const grid = page.getByRole('grid', { name: 'Rank heatmap' });
    await expect(grid.getByRole('columnheader', { name: lastDay })).toBeInViewport();
    await expect(grid.getByRole('columnheader', { name: /^Search volume/ })).toBeInViewport();
    const legend = page.getByRole('group', { name: 'Heatmap legend' });
    await expect(legend).toContainText('87–100');
    await expect(legend).toContainText('101+ or not ranked (blank)');
    await expect(legend).toContainText('Bar under a cell: tagged that day');
    await page.goto(`/rank-radar/heatmap?krtId=${tracker.id}&view=organic`);
    // At 1,440 px a seller sees the search term, every default column and the latest ranks at
    // once; the earlier days are to the right.
    for (const name of [/^Search term/, /^Search volume/, /^PPC spend/, /^Top variation/, lastDay])
      await expect(grid.getByRole('columnheader', { name })).toBeInViewport();
    await expect(grid.getByRole('columnheader', { name: heatmap.dates[0]! })).not.toBeInViewport();
    // Their headers read whole.
    for (const name of ['Search volume', 'Relevancy', 'PPC spend', 'Top variation']) {
      const label = grid.getByRole('columnheader', { name }).getByRole('button');
      expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth), name).toBe(true);
    }
    // The average row's search volume in compact form.
    const total = heatmap.aggregate.total.searchVolume;
    await expect(grid.getByRole('row').nth(1)).toContainText(compactNumber(total));
    await scan(page, 'the heatmap');

    // Sorting by search volume: ascending, descending, then the heatmap's order.
    const firstTerm = () => grid.getByRole('row').nth(2).getByRole('gridcell').nth(1);
    const volumes = heatmap.keywords.filter((k) => k.searchVolume !== null);
    const least = volumes.reduce((a, b) => (b.searchVolume! < a.searchVolume! ? b : a));
    const most = volumes.reduce((a, b) => (b.searchVolume! > a.searchVolume! ? b : a));
    const header = grid.getByRole('columnheader', { name: /^Search volume/ });
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstTerm()).toHaveText(least.keyword);
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(firstTerm()).toHaveText(most.keyword);
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await expect(firstTerm()).toHaveText(heatmap.keywords[0]!.keyword);

    // A keyword set filter: five terms, the chip names three and lists the rest under '2 more'.
    const five = heatmap.keywords.slice(0, 5).map((k) => k.keyword);
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const form = page.getByRole('form', { name: 'Add a filter' });
    await form.getByRole('combobox', { name: 'Condition' }).click();
    await page.getByRole('option', { name: 'equals', exact: true }).click();
    await form.getByRole('textbox', { name: 'Value' }).fill(five.join(', '));
    await scan(page, 'the filter form');
    await form.getByRole('button', { name: 'Add filter' }).click();
    await expect(page.getByText(`5 of ${heatmap.keywords.length} search terms`)).toBeVisible();
    await expect(page.getByText(`Search term equals ${five.slice(0, 3).join(', ')}`)).toBeVisible();
    await page.getByRole('button', { name: '2 more' }).click();
    const more = page.getByRole('list', { name: /^More of Search term equals/ });
    await expect(more.getByRole('listitem')).toHaveText(five.slice(3));
    await scan(page, "the filter's more list");
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Remove the filter Search term equals/ }).click();
    await expect(page.getByText(/ of \d+ search terms$/)).toHaveCount(0);

    // A rank filter leaves out ranks of 101 or more (blank): 'is at most 10' counts ranked terms.
    const last = heatmap.dates.length - 1;
    const top10 = heatmap.keywords.filter((k) => {
      const rank = k.organicRanks[last];
      return rank !== null && rank !== undefined && rank <= 10;
    }).length;
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await form.getByRole('combobox', { name: 'Column' }).click();
    await page.getByRole('option', { name: `Rank on ${lastDay}` }).click();
    await form.getByRole('combobox', { name: 'Condition' }).click();
    await page.getByRole('option', { name: 'is at most' }).click();
    await form.getByRole('textbox', { name: 'Value' }).fill('10');
    await form.getByRole('button', { name: 'Add filter' }).click();
    await expect(
      page.getByText(`${top10} of ${heatmap.keywords.length} search terms`),
    ).toBeVisible();
    await page.getByRole('button', { name: /^Remove the filter Rank on/ }).click();

    // Source toggles: both on is Impression vs Organic, none goes back to organic.
    const sources = page.getByRole('group', { name: 'Rank sources' });
    await sources.getByText('Impression', { exact: true }).click();
    await expect(page.getByRole('tab', { name: 'Impression vs Organic' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await sources.getByText('Organic', { exact: true }).click();
    await expect(page.getByRole('tab', { name: 'Impression', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await sources.getByText('Impression', { exact: true }).click();
    await expect(page.getByRole('tab', { name: 'Organic', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // The term drawer opens on the term's rank history, latest day first.
    const term =
      heatmap.keywords.find((k) => k.organicRanks[last] !== null) ?? heatmap.keywords[0]!;
    await grid.getByRole('button', { name: term.keyword, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: term.keyword });
    await expect(drawer.getByRole('tab', { name: 'Rank history' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const history = drawer.getByRole('table', { name: `Rank history of ${term.keyword}` });
    await expect(history.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(lastDay);
    await scan(page, 'the rank history');
    await page.keyboard.press('Escape');

    // The overview's legend names its lines in words.
    await page.getByRole('tab', { name: 'Overview' }).click();
    const chart = page.getByRole('img', { name: /^Average organic rank/ });
    await expect(chart.getByText('Search terms in the top 10')).toBeVisible();
    await expect(chart.getByText('top10Kw')).toHaveCount(0);
    await scan(page, 'the overview');
  });
});
