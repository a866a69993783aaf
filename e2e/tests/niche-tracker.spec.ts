import {
  epochOfLocalDate,
  marketplace,
  marketplaceDate,
  TRACKER_LIMITS,
  type NicheSummary,
  type NicheTracking,
} from '@fathom/contract';
import { accessibilityViolations } from './accessibility';
import { expect, test, type Page } from './fixtures';
import { authFile, get, organizationId } from './helpers';

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** The tracker's answer for the page's default range: the marketplace's last 90 days. */
async function tracking(page: Page, niche: NicheSummary, granularity: 'day' | 'week') {
  const zone = marketplace(niche.marketplace).timeZone;
  const end = marketplaceDate(niche.marketplace);
  const start = new Date(Date.parse(`${end}T00:00:00Z`) - 89 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const query = new URLSearchParams({
    dateStart: String(epochOfLocalDate(start, zone)),
    dateEnd: String(epochOfLocalDate(end, zone)),
    granularity,
    weekEndsAt: '6',
    timezone: zone,
  });
  return get<NicheTracking>(page, `/api/niches/${niche.id}/niche-tracking?${query.toString()}`);
}

test.describe('Niche tracker as the demo owner', () => {
  test.use({ storageState: authFile('owner') });

  test('shows a demo niche’s 90 days by day and by week, as the API gives them', async ({
    page,
  }) => {
    // The demo's 90 days are read from the market by a job per niche beside the demo's dives.
    test.slow();
    await page.goto('/');
    const orgId = await organizationId(page, 'Demo Organization');
    const niches = await get<NicheSummary[]>(page, `/api/orgs/${orgId}/niches`);
    // The demo's niches are backfilled in the order they were made: take the first one made.
    const dived = niches.filter((n) => n.marketplace === 'com' && n.jobCount > 0);
    const niche = dived.sort((a, b) => a.id - b.id)[0] ?? niches[0]!;
    // The demo's history is written by a job once the niche's first dive is in; the page's
    // default range of 90 days then shows every day (one less should the day turn meanwhile).
    await expect
      .poll(async () => (await tracking(page, niche, 'day')).points.length, { timeout: 150_000 })
      .toBeGreaterThanOrEqual(TRACKER_LIMITS.demoHistoryDays - 1);

    await page.goto(`/niche/${niche.id}/niche-tracker`);
    await expect(page.getByRole('heading', { level: 1, name: niche.label })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Metric' })).toHaveValue('Total search volume');
    await expect(page.getByRole('table', { name: 'Total search volume by period' })).toBeVisible();
    const rows = page.getByTestId('tracker-row');
    const byDay = await tracking(page, niche, 'day');
    await expect(rows).toHaveCount(byDay.points.length);
    const newest = byDay.points.at(-1)!;
    await expect(rows.first()).toContainText(newest.dateStart);
    await expect(rows.first()).toContainText(integer.format(newest.totalSearchVolume!));
    const chart = page.getByRole('img', { name: /^Total search volume from / });
    await expect(chart).toBeVisible();
    // The volume axis starts at 0, so a change of 1% looks like one.
    await expect(chart.locator('svg text').filter({ hasText: /^0$/ })).toHaveCount(1);

    await page.getByText('Week', { exact: true }).click();
    const byWeek = await tracking(page, niche, 'week');
    await expect(rows).toHaveCount(byWeek.points.length);
    const lastWeek = byWeek.points.at(-1)!;
    await expect(rows.first()).toContainText(lastWeek.dateStart);
    await expect(rows.first()).toContainText(integer.format(lastWeek.totalSearchVolume!));

    await page.getByRole('combobox', { name: 'Metric' }).click();
    await page.getByRole('option', { name: 'Competitors' }).click();
    await expect(page.getByRole('table', { name: 'Competitors by period' })).toBeVisible();
    await expect(rows.first()).toContainText(integer.format(lastWeek.competitors!));
  });

  test('says when a range has no figures, and refuses a start after the end', async ({ page }) => {
    await page.goto('/');
    const orgId = await organizationId(page, 'Demo Organization');
    const [niche] = await get<NicheSummary[]>(page, `/api/orgs/${orgId}/niches`);
    await page.goto(`/niche/${niche!.id}/niche-tracker`);
    // Dates read and typed as yyyy-MM-dd, whatever the browser's locale.
    const start = page.getByRole('textbox', { name: 'Start date' });
    await expect(start).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await expect(start).toHaveAttribute('placeholder', 'yyyy-MM-dd');
    await start.fill('2021-01-01');
    await page.getByRole('textbox', { name: 'End date' }).fill('2021-02-01');
    await expect(page.getByText('No tracked figures in this date range')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await start.fill('2021-03-01');
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    await expect(start).toHaveAccessibleDescription(/The start date cannot be after the end date/);
    await start.fill('01/03/2021');
    await expect(start).toHaveAccessibleDescription(/Enter a date as yyyy-MM-dd/);
  });

  test('opens Dive Again from the address', async ({ page }) => {
    await page.goto('/');
    const orgId = await organizationId(page, 'Demo Organization');
    const niches = await get<NicheSummary[]>(page, `/api/orgs/${orgId}/niches`);
    const niche = niches.find((n) => n.numCompetitors >= 2)!;
    await page.goto(`/niche/${niche.id}/niche-tracker?showDiveAgainPopup=true`);
    await expect(page.getByRole('dialog', { name: 'Niche Dive Again' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(new RegExp(`/niche/${niche.id}/niche-tracker$`));
  });
});
