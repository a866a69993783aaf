import {
  HELP_CENTER_URL,
  marketplace,
  type NicheDetails,
  type NicheOverview,
  type NicheSummary,
} from '@fathom/contract';
import { accessibilityViolations } from './accessibility';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import { expect, test, type Page } from './fixtures';
import { authFile, createNiche, DEMO_NICHES, get, organizationId } from './helpers';

const formatNumber = (n: number) => new Intl.NumberFormat('en-US').format(n);

/** Dives the niche again through the API (20 competitors) and waits until it is saved. */
async function diveAgain(page: Page, orgId: number, nicheId: number): Promise<void> {
  const id = () => crypto.randomUUID().replaceAll('-', '');
  const started = await page.request.post(`/api/orgs/${orgId}/dives`, {
    data: {
      asin: KNOWN_ASINS.com.strongHero,
      marketplace: 'com',
      competitorsCount: 20,
      origin: 'e2e',
      progressBarId: id(),
      nicheId,
      triggerDive: {
        numberOfCompetitors: 20,
        diveOrigin: 'e2e',
        progressBarId: id(),
      },
    },
  });
  expect(started.ok()).toBe(true);
  const { sndId } = (await started.json()) as { sndId: string };
  await expect
    .poll(
      async () => (await get<{ status: string }>(page, `/api/orgs/${orgId}/dives/${sndId}`)).status,
      {
        timeout: 30_000,
      },
    )
    .toBe('completed');
}

const historyRows = (page: Page) =>
  page.getByRole('table', { name: 'Research history' }).locator('tbody tr');

test.describe('niche pages as the demo owner', () => {
  test.use({ storageState: authFile('owner') });

  test('every niche page shows the niche’s notes, assignee, tags and sales and revenue ranges', async ({
    page,
  }) => {
    await page.goto('/');
    const orgId = await organizationId(page, 'Demo Organization');
    const niches = await get<NicheSummary[]>(page, `/api/orgs/${orgId}/niches`);
    const niche = niches
      .filter((n) => n.label === 'garlic press')
      .reduce((first, n) => (n.id < first.id ? n : first));
    const details = await get<NicheDetails>(page, `/api/niches/${niche.id}/details`);
    expect(details.notes).not.toBe('');
    expect(details.assignees.length).toBeGreaterThan(0);

    await page.goto(`/niche/${niche.id}/niche-analysis/mkl`);
    const panel = page.getByRole('region', { name: 'Niche details' });
    await expect(panel).toContainText(details.notes);
    for (const tag of [...details.assignees, ...details.spaces, ...details.labels])
      await expect(panel).toContainText(tag.name);
    const { medianSales, medianSalesLower, medianSalesHigher } = details;
    expect(medianSalesLower).toBeLessThan(medianSalesHigher!);
    await expect(panel).toContainText(
      `Median sales: ${formatNumber(medianSales!)} (${formatNumber(medianSalesLower!)} – ${formatNumber(medianSalesHigher!)}) a month`,
    );
    const { locale, currency } = marketplace(niche.marketplace);
    // Revenue is an estimate, shown in whole units of the currency.
    const money = (cents: number) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        maximumFractionDigits: 0,
      }).format(cents / 100);
    await expect(panel).toContainText(
      `Median revenue: ${money(details.medianRevenueCents!)} (${money(details.medianRevenueLowerCents!)} – ${money(details.medianRevenueHigherCents!)}) a month`,
    );
    expect(await accessibilityViolations(page)).toEqual([]);

    await panel.getByRole('button', { name: 'Edit notes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Notes: garlic press' });
    await expect(dialog.getByRole('textbox', { name: 'Notes' })).toHaveValue(details.notes);
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the overview shows the figures the API answers, in the niche layout', async ({ page }) => {
    await page.goto('/');
    const orgId = await organizationId(page, 'Demo Organization');
    // The demo's first niche: the list starts with the newest, which tests beside this one create
    // and change while it runs.
    const niches = await get<NicheSummary[]>(page, `/api/orgs/${orgId}/niches`);
    const niche = niches.reduce((first, n) => (n.id < first.id ? n : first));
    const overview = await get<NicheOverview>(page, `/api/niches/${niche.id}/overview`);

    await page.goto(`/niche/${niche.id}/niche-analysis/overview`);
    const tabs = page.getByRole('navigation', { name: 'Niche pages' });
    await expect(tabs.getByRole('link', { name: 'Overview', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(tabs.getByRole('link', { name: 'Help: Overview' })).toHaveAttribute(
      'href',
      `${HELP_CENTER_URL}/niche-overview`,
    );
    await expect(
      tabs.getByRole('link', { name: 'Master Keyword List', exact: true }),
    ).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Deep Dive', exact: true })).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Listing Builder' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();

    const metric = (name: string) => page.getByRole('group', { name, exact: true });
    await expect(metric('Competitors')).toContainText(formatNumber(overview.niche.numCompetitors));
    await expect(metric('Relevant keywords')).toContainText(
      formatNumber(overview.niche.numRelevantKeywords),
    );
    const lists = page.getByRole('table', { name: 'Search volume by list' });
    for (const list of overview.lists)
      await expect(lists.locator(`tr[data-list="${list.list}"]`)).toContainText(
        formatNumber(list.searchVolume),
      );
    const competitors = page.getByRole('table', { name: 'Competitors' }).locator('tbody tr');
    await expect(competitors).toHaveCount(overview.competitors.length);
    const top = overview.competitors[0]!;
    await expect(competitors.first()).toContainText(top.asin);
    await expect(competitors.first()).toContainText(`${Math.round(top.revenueShare * 100)}%`);
    await expect(historyRows(page)).toHaveCount(overview.researches.length);
    await expect(page.getByRole('img', { name: /price and reviews/ })).toBeVisible();

    await tabs.getByRole('link', { name: 'Master Keyword List', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/niche/${niche.id}/niche-analysis/mkl$`));
    await expect(page.getByRole('tab', { name: 'Outliers' })).toBeVisible();
  });

  test(
    'deletes the newest research, moves one to another niche, and keeps the last one',
    { tag: DEMO_NICHES },
    async ({ page }) => {
      await page.goto('/');
      const orgId = await organizationId(page, 'Demo Organization');
      const nicheId = await createNiche(page, orgId);
      const targetId = await createNiche(page, orgId);
      const target = await get<NicheSummary>(page, `/api/niches/${targetId}`);
      const first = await get<NicheSummary>(page, `/api/niches/${nicheId}`);
      await diveAgain(page, orgId, nicheId);

      await page.goto(`/niche/${nicheId}/niche-analysis/overview`);
      const competitors = page.getByRole('group', { name: 'Competitors', exact: true });
      await expect(competitors).toContainText('20');
      await expect(historyRows(page)).toHaveCount(2);
      await historyRows(page).first().getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Delete selected' }).click();
      await page
        .getByRole('dialog', { name: 'Delete 1 research' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expect(page.getByText('Deleted 1 research')).toBeVisible();
      await expect(historyRows(page)).toHaveCount(1);
      await expect(competitors).toContainText(String(first.numCompetitors));
      const after = await get<NicheSummary>(page, `/api/niches/${nicheId}`);
      expect(after.numKeywords).toBe(first.numKeywords);
      expect(after.numCompetitors).toBe(first.numCompetitors);

      await diveAgain(page, orgId, nicheId);
      await expect(historyRows(page)).toHaveCount(2);
      await historyRows(page).first().getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Move selected' }).click();
      const move = page.getByRole('dialog', { name: 'Move 1 research' });
      await move.getByRole('combobox', { name: 'Niche to move to' }).fill(target.label);
      await page.getByRole('option', { name: target.label, exact: true }).click();
      await move.getByRole('button', { name: 'Move' }).click();
      await expect(page.getByText('Moved 1 research')).toBeVisible();
      await expect(historyRows(page)).toHaveCount(1);
      const moved = await get<NicheSummary>(page, `/api/niches/${targetId}`);
      expect(moved.jobCount).toBe(2);
      expect(moved.numCompetitors).toBe(20);

      await page.getByRole('checkbox', { name: 'Select every research' }).check();
      await page.getByRole('button', { name: 'Delete selected' }).click();
      const last = page.getByRole('dialog', { name: 'Delete 1 research' });
      await expect(last).toContainText('A niche needs at least one research');
      await expect(last.getByRole('button', { name: 'Delete' })).toBeDisabled();
      await last.getByRole('button', { name: 'Cancel' }).click();
      await expect(historyRows(page)).toHaveCount(1);
    },
  );
});
