import { addDays, type Heatmap, type PoolKeyword } from '@fathom/contract';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import { accessibilityViolations } from './accessibility';
import { expect, test, type Page } from './fixtures';
import { authFile, createNiche, get, organizationId, signUpAndIn, trackersOf } from './helpers';

async function scan(page: Page, what: string) {
  expect(await accessibilityViolations(page), `accessibility of ${what}`).toEqual([]);
}

test.describe('Rank Radar as the demo owner', () => {
  test.use({ storageState: authFile('owner') });

  test('opens a demo tracker in every view, pauses and archives a term, adds terms from the pool', async ({
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
      .toBeGreaterThanOrEqual(3);
    const tracker = (await trackersOf(page, orgId)).find((t) => t.marketplace === 'com')!;

    await page.goto('/rank-radar');
    const link = page.getByRole('link', { name: tracker.title }).first();
    await expect(link).toBeVisible();
    await scan(page, 'the trackers list');
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: tracker.title })).toBeVisible();
    // A tracker opens on its Overview.
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('tab', { name: 'Organic', exact: true }).click();
    const grid = page.getByRole('grid', { name: 'Rank heatmap' });
    await expect(grid).toBeVisible();
    await scan(page, 'the organic heatmap');

    for (const tab of ['Impression', 'Impression vs Organic']) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(grid).toBeVisible();
      await scan(page, `the ${tab} heatmap`);
    }

    // A longer period: the heatmap asks for the 90 days up to the latest collected one, and the
    // period stays chosen across tabs and a reload.
    const last = tracker.lastCollectedDate!;
    const ninety = page.waitForResponse(
      (r) => r.url().includes('/heatmap?') && r.url().includes('days=90'),
    );
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Last 90 days' }).click();
    const { dates } = (await (await ninety).json()) as Heatmap;
    expect([dates.length, dates[0], dates.at(-1)]).toEqual([90, addDays(last, -89), last]);
    await page.getByRole('tab', { name: 'Organic', exact: true }).click();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Period' })).toHaveValue('Last 90 days');
    await scan(page, 'the 90-day heatmap');

    // Pause one term, archive another: both keep their history.
    await page.getByRole('tab', { name: 'Organic', exact: true }).click();
    const heatmap = await get<Heatmap>(page, `/api/orgs/${orgId}/krt/${tracker.id}/heatmap`);
    // Terms with ranks in the window, so that the archived one shows its kept history.
    const [paused, archived] = heatmap.keywords.filter((k) =>
      k.organicRanks.some((r) => r !== null),
    );
    await page.getByRole('checkbox', { name: `Select ${paused!.keyword}`, exact: true }).check();
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect(page.getByText('1 search terms updated')).toBeVisible();
    await page.getByRole('checkbox', { name: `Select ${archived!.keyword}`, exact: true }).check();
    await page.getByRole('button', { name: 'Archive', exact: true }).click();
    await expect(
      page.getByRole('checkbox', { name: `Select ${archived!.keyword}`, exact: true }),
    ).toHaveCount(0);
    const after = await get<Heatmap>(page, `/api/orgs/${orgId}/krt/${tracker.id}/heatmap`);
    expect(after.keywords.find((k) => k.keywordId === paused!.keywordId)?.isPaused).toBe(true);
    await page.getByRole('tab', { name: 'Excluded' }).click();
    await expect(
      page.getByRole('checkbox', { name: `Select ${archived!.keyword}`, exact: true }),
    ).toBeVisible();
    const excluded = await get<Heatmap>(
      page,
      `/api/orgs/${orgId}/krt/${tracker.id}/heatmap?archived=true`,
    );
    const kept = excluded.keywords.find((k) => k.keywordId === archived!.keywordId)!;
    expect(kept.organicRanks.some((r) => r !== null)).toBe(true);
    await scan(page, 'the excluded terms');

    // Blind Spend: search the pool, add two of its terms to tracking.
    await page.getByRole('tab', { name: /Blind Spend/ }).click();
    const poolTable = page.getByRole('table', { name: 'Blind Spend search terms' });
    await expect(poolTable).toBeVisible();
    await scan(page, 'the pool');
    const { keywords: pool } = await get<{ keywords: PoolKeyword[] }>(
      page,
      `/api/orgs/${orgId}/krt/${tracker.id}/pool/keywords`,
    );
    const chosen = pool.slice(0, 2).map((k) => k.keyword);
    for (const keyword of chosen)
      await page.getByRole('checkbox', { name: `Select ${keyword}`, exact: true }).check();
    await page.getByRole('button', { name: 'Add to tracking' }).click();
    await expect(page.getByText('2 search terms added to tracking')).toBeVisible();
    await expect(
      page.getByRole('checkbox', { name: `Select ${chosen[0]!}`, exact: true }),
    ).toHaveCount(0);
    const tracked = await get<Heatmap>(page, `/api/orgs/${orgId}/krt/${tracker.id}/heatmap`);
    expect(tracked.keywords.map((k) => k.keyword)).toEqual(expect.arrayContaining(chosen));

    // Roots expand on click; the overview draws its chart; the leaderboard lists gainers and losers.
    await page.getByRole('tab', { name: 'Roots' }).click();
    const roots = page.getByRole('table', { name: 'Search term roots' });
    await expect(roots).toBeVisible();
    await roots
      .getByRole('button', { name: /^Expand / })
      .first()
      .click();
    await expect(roots.getByRole('button', { name: /^Collapse / })).toBeVisible();
    await scan(page, 'the roots');
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page.getByRole('img', { name: /^Average organic rank/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Overview by day' })).toBeVisible();
    await scan(page, 'the overview');
    await page.getByRole('tab', { name: 'Leaderboard' }).click();
    await expect(page.getByRole('heading', { name: 'Gainers' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Losers' })).toBeVisible();
    await page.getByText('7d', { exact: true }).click();
    await expect(page.getByText(/^From \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  });
});

test.describe('New Rank Radar modal', () => {
  test('tracks a product in an existing niche and in a new one', async ({ page }) => {
    test.setTimeout(240_000);
    const email = `radar-${Date.now()}@example.com`;
    await signUpAndIn(page, 'Radar Tester', email, 'correct horse battery staple 42');
    await page.goto('/');
    const me = await get<{ organizations: { id: number }[] }>(page, '/api/me');
    const orgId = me.organizations[0]!.id;
    await createNiche(page, orgId);

    // Existing mode: the ASIN is in one of the user's niches, so the modal switches by itself.
    await page.goto('/rank-radar');
    await page.getByRole('button', { name: 'New Rank Radar' }).click();
    const modal = page.getByRole('dialog', { name: 'New Rank Radar' });
    await modal.getByRole('textbox', { name: 'ASIN' }).fill(KNOWN_ASINS.com.strongHero);
    await expect(modal.getByRole('radio', { name: 'Existing niche' })).toBeChecked();
    // ...and picks the niche that holds it.
    await expect(modal.getByRole('button', { name: 'Create' })).toBeEnabled();
    await scan(page, 'the New Rank Radar modal');
    await modal.getByRole('button', { name: 'Create' }).click();
    const overview = page.getByRole('tab', { name: 'Overview' });
    await expect(overview).toHaveAttribute('aria-selected', 'true', { timeout: 60_000 });
    expect(await trackersOf(page, orgId)).toHaveLength(1);

    // New mode: a product of no niche of the user's: a Niche Dive, then the tracker.
    await page.goto('/rank-radar');
    await page.getByRole('button', { name: 'New Rank Radar' }).click();
    await modal.getByRole('textbox', { name: 'ASIN' }).fill('B03330XX4T');
    await expect(modal.getByRole('radio', { name: 'New niche' })).toBeChecked();
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/krtId=\d+/, { timeout: 150_000 });
    await expect(overview).toHaveAttribute('aria-selected', 'true');
    const all = await trackersOf(page, orgId);
    expect(all).toHaveLength(2);
    expect(all.map((t) => t.asins.includes('B03330XX4T') || t.asin === 'B03330XX4T')).toContain(
      true,
    );
  });
});
