import type { CompetitorDetail, DeepDive, NicheSummary } from '@fathom/contract';
import { expect, test, type Page } from './fixtures';
import { accessibilityViolations } from './accessibility';
import { authFile, get, organizationId } from './helpers';

const formatNumber = (n: number) => new Intl.NumberFormat('en-US').format(n);
const percent = (share: number) => `${Math.round(share * 100)}%`;

/** The demo's first US niche with competitors: the newest are made and dived again by other tests. */
async function firstUsNiche(page: Page): Promise<NicheSummary> {
  await page.goto('/');
  const orgId = await organizationId(page, 'Demo Organization');
  const niches = await get<NicheSummary[]>(page, `/api/orgs/${orgId}/niches`);
  return niches
    .filter((n) => n.marketplace === 'com' && n.numCompetitors > 1)
    .reduce((first, n) => (n.id < first.id ? n : first));
}

test.describe('the deep dive as the demo owner', () => {
  test.use({ storageState: authFile('owner') });
  // The page opens a chart, two tables and a second chart range: on a shared machine that is slow.
  test.describe.configure({ timeout: 180_000 });

  test('lists the competitors with the figures the API answers and opens one from the address', async ({
    page,
  }) => {
    const niche = await firstUsNiche(page);
    const deep = await get<DeepDive>(page, `/api/niches/${niche.id}/deep-dive`);
    expect(deep.competitors.length).toBe(niche.numCompetitors);

    await page.goto(`/niche/${niche.id}/deep-dive`);
    const tabs = page.getByRole('navigation', { name: 'Niche pages' });
    await expect(tabs.getByRole('link', { name: 'Deep Dive', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const table = page.getByRole('table', { name: 'Competitors' });
    const rows = table.locator('tbody > tr[data-asin]');
    await expect(rows).toHaveCount(deep.competitors.length);
    for (const c of deep.competitors.slice(0, 5)) {
      const row = table.locator(`tr[data-asin="${c.asin}"]`);
      await expect(row).toContainText(c.title.slice(0, 20));
      await expect(row).toContainText(formatNumber(c.reviewCount));
      await expect(row).toContainText(c.firstListedDate);
      await expect(row).toContainText(c.bsr === null ? '–' : `#${formatNumber(c.bsr)}`);
      await expect(row).toContainText(formatNumber(c.monthlySales));
      await expect(row).toContainText(percent(c.svShareTop10));
      await expect(row).toContainText(percent(c.svShareTop50));
    }
    await expect(page.getByTestId('deep-dive-summary')).toContainText(
      `${formatNumber(deep.visibleKeywords)} visible keywords`,
    );

    const competitor = deep.competitors.find((c) => c.variationCount > 1) ?? deep.competitors[1]!;
    const detail = await get<CompetitorDetail>(
      page,
      `/api/niches/${niche.id}/deep-dive/${competitor.asin}`,
    );
    await page.goto(`/niche/${niche.id}/deep-dive#${competitor.asin}`);
    const panel = page.getByRole('region', { name: `Details of ${competitor.asin}` });
    await expect(panel).toBeVisible();
    await expect(
      panel.getByRole('img', {
        name: `BSR and price of ${competitor.asin} from ${detail.from} to ${detail.to}`,
      }),
    ).toBeVisible();
    const ranks = detail.bsr[0]!.points.flatMap((p) => (p.rank === null ? [] : [p.rank]));
    await expect(panel.getByTestId('history-summary')).toContainText(
      `BSR from #${formatNumber(Math.min(...ranks))} to #${formatNumber(Math.max(...ranks))}`,
    );
    const keywords = panel.getByRole('table', { name: `Keywords ${competitor.asin} ranks for` });
    await expect(keywords.locator('tbody tr')).toHaveCount(detail.keywords.length);
    await expect(keywords.locator('tbody tr').first()).toContainText(detail.keywords[0]!.keyword);
    if (detail.variations.length) {
      const variations = panel.getByRole('table', { name: `Variations of ${competitor.asin}` });
      await expect(variations.locator('tbody tr')).toHaveCount(detail.variations.length);
    }
    expect(await accessibilityViolations(page)).toEqual([]);

    await panel.getByText('30 days').click();
    await expect(
      panel.getByRole('img', { name: new RegExp(`from \\d{4}-\\d{2}-\\d{2} to ${detail.to}`) }),
    ).toBeVisible();
    await page.getByRole('button', { name: `Hide details of ${competitor.asin}` }).click();
    await expect(panel).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/niche/${niche.id}/deep-dive$`));
    const hero = deep.competitors[0]!;
    await page.getByRole('button', { name: `Show details of ${hero.asin}` }).click();
    await expect(page).toHaveURL(new RegExp(`/deep-dive#${hero.asin}$`));
    await expect(page.getByRole('region', { name: `Details of ${hero.asin}` })).toBeVisible();
  });
});

test.describe('research dates far from the marketplace', () => {
  test.use({ storageState: authFile('owner'), timezoneId: 'Pacific/Kiritimati' });

  test('the header and the Deep dive give a research the marketplace’s date', async ({ page }) => {
    // UTC+14 is a day ahead of the US marketplace (UTC−8) for 22 hours of each day.
    const niche = await firstUsNiche(page);
    const deep = await get<DeepDive>(page, `/api/niches/${niche.id}/deep-dive`);

    await page.goto(`/niche/${niche.id}/deep-dive`);
    await expect(page.getByTestId('deep-dive-summary')).toContainText(
      `research of ${deep.researchDate}`,
    );
    await expect(page.getByTestId('niche-research-summary')).toHaveText(
      new RegExp(`, latest ${deep.researchDate}$`),
    );
  });
});
