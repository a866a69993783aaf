import type { DailySummary, Tracker } from '@fathom/contract';
import { accessibilityViolations } from './accessibility';
import { expect, test, type Page } from './fixtures';
import { get, newTracker } from './helpers';

async function scan(page: Page, what: string) {
  expect(await accessibilityViolations(page), `accessibility of ${what}`).toEqual([]);
}

const trackerOf = (page: Page, orgId: number, id: number) =>
  get<Tracker>(page, `/api/orgs/${orgId}/krt/${id}`);

test.describe('Managing Rank Radars', () => {
  test('a tracker opens from its address, links to its niche, and is paused, tagged, archived and unarchived', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const { orgId, tracker } = await newTracker(page, 'Tracker Keeper');
    const label = await page.request.post(`/api/orgs/${orgId}/labels`, {
      data: { name: 'Kitchen' },
    });
    expect(label.ok()).toBe(true);

    // /rank-radar/{id} lands on the tracker's Overview; any other sub-path opens its ?krtId=.
    await page.goto(`/rank-radar/${tracker.id}`);
    await expect(page.getByRole('heading', { level: 1, name: tracker.title })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.goto(`/rank-radar/anything?krtId=${tracker.id}&view=organic`);
    await expect(page.getByRole('tab', { name: 'Organic', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('heading', { level: 1, name: tracker.title })).toBeVisible();

    // Its daily summary and a term's 90-day search volume.
    await page.getByRole('button', { name: 'Daily summary' }).click();
    const summary = page.getByRole('dialog', { name: 'Daily summary' });
    const day =
      tracker.lastCollectedDate ?? (await trackerOf(page, orgId, tracker.id)).lastCollectedDate;
    const expected = await get<DailySummary>(
      page,
      `/api/orgs/${orgId}/krt/${tracker.id}/daily-summary/${day}`,
    );
    await expect(summary.getByText(`${expected.ranked} of ${expected.keywordCount}`)).toBeVisible();
    await scan(page, 'the daily summary');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Search volume history' }).click();
    const volumes = page.getByRole('dialog', { name: 'Search volume, last 90 days' });
    await expect(volumes.getByRole('img', { name: /^Search volume of / })).toBeVisible();
    await volumes.getByText('History', { exact: true }).click();
    await expect(volumes.getByRole('table', { name: /^Search volume history of / })).toBeVisible();
    await expect(
      volumes.getByRole('table', { name: /^Search volume history of / }).getByRole('row'),
    ).toHaveCount(91);
    await scan(page, 'the search-volume history');
    await page.keyboard.press('Escape');

    // The niche is a link from the tracker page.
    await page.getByRole('link', { name: tracker.nicheLabel!, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/niche/${tracker.nicheId}/`));

    // From the list: its niche links, its status badge reads in full, and it is paused.
    await page.goto('/rank-radar');
    const row = page.getByRole('row', { name: new RegExp(tracker.title.slice(0, 20)) });
    await expect(row.getByRole('link', { name: tracker.nicheLabel!, exact: true })).toBeVisible();
    const badge = row.getByText('Tracking', { exact: true });
    await expect(badge).toBeVisible();
    expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    // The search box's placeholder reads whole.
    const search = page.getByRole('textbox', { name: 'Search Rank Radars' });
    expect(
      await search.evaluate((el: HTMLInputElement) => {
        const style = getComputedStyle(el);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = style.font;
        const room =
          el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return context.measureText(el.placeholder).width <= room;
      }),
    ).toBe(true);
    await scan(page, 'the trackers list');
    const actions = row.getByRole('button', { name: `Actions for ${tracker.title}` });
    await actions.click();
    await page.getByRole('menuitem', { name: 'Pause tracking' }).click();
    await expect(page.getByText(`${tracker.title} is paused`)).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.getByRole('tab', { name: 'Paused' }).click();
    await expect(row.getByText('Paused', { exact: true })).toBeVisible();

    // Tags and assignees, then the list filtered by the tag.
    await actions.click();
    await page.getByRole('menuitem', { name: 'Tags and assignees' }).click();
    const form = page.getByRole('dialog', { name: /^Tags and assignees/ });
    // Each box by the keyboard, as it offers: type to find the option, then choose the first match.
    const tags = form.getByRole('combobox', { name: 'Tags' });
    await tags.fill('Kitchen');
    await expect(page.getByRole('option', { name: 'Kitchen' })).toBeVisible();
    await tags.press('ArrowDown');
    await tags.press('Enter');
    await expect(form.getByText('Kitchen', { exact: true })).toBeVisible();
    // Leaving a box closes its options, which would otherwise cover the next box.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('option', { name: 'Kitchen' })).toBeHidden();
    const assignees = form.getByRole('combobox', { name: 'Assignees' });
    await assignees.fill('Tracker Keeper');
    await expect(page.getByRole('option', { name: 'Tracker Keeper' })).toBeVisible();
    await assignees.press('ArrowDown');
    await assignees.press('Enter');
    await expect(form.getByText('Tracker Keeper', { exact: true })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('option', { name: 'Tracker Keeper' })).toBeHidden();
    await scan(page, 'the tags and assignees form');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    await expect(row.getByRole('gridcell', { name: 'Kitchen' })).toBeVisible();
    await expect(row.getByRole('gridcell', { name: 'Tracker Keeper' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'No tags' }).check();
    await expect(page.getByText('No data found')).toBeVisible();
    await page.getByRole('checkbox', { name: 'No tags' }).uncheck();
    await expect(row).toBeVisible();

    // Archived, then back from the archive.
    await actions.click();
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    await expect(page.getByText(`${tracker.title} is archived`)).toBeVisible();
    await page.getByRole('tab', { name: 'Archived' }).click();
    await actions.click();
    await page.getByRole('menuitem', { name: 'Unarchive' }).click();
    await expect(page.getByText(`${tracker.title} is tracked again`)).toBeVisible();
    await expect(row).toHaveCount(0);
    expect(await trackerOf(page, orgId, tracker.id)).toMatchObject({
      archived: false,
      status: 'paused',
    });
  });
});
