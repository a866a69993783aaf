import { DIVE_MESSAGES, RANK_MESSAGES, type QuotaUsage } from '@fathom/contract';
import { accessibilityViolations } from './accessibility';
import { expect, test, type Page } from './fixtures';
import { authFile, createNiche, get, signUpAndIn } from './helpers';
import { KNOWN_ASINS } from '@fathom/market/simulated';

/**
 * The quota banners at the spec's thresholds (§5, §8, §9). The first test brings a new starter
 * organization's Rank Radar search terms to its limit through the product's own calls; the others
 * give the page the server's own quota answer with `used` of the features named moved to a chosen
 * distance from the limit (the Dive ASIN limit of a plan takes many dives to reach). The server
 * side of the same checks is in the dives and rank-radar server tests.
 */
type Usage = Partial<Record<QuotaUsage['feature'], (limit: number) => number>>;

async function withUsage(page: Page, usage: Usage) {
  await page.route('**/api/orgs/*/quotas?**', async (route) => {
    const response = await route.fetch();
    const quotas = (await response.json()) as QuotaUsage[];
    const moved = quotas.map((quota) => {
      const at = usage[quota.feature];
      if (!at || quota.limit === null) return quota;
      const used = at(quota.limit);
      const remaining = Math.max(0, quota.limit - used);
      return { ...quota, used, remaining, belowThreshold: remaining / quota.limit <= 0.1 };
    });
    await route.fulfill({ response, json: moved });
  });
}

const almost = (limit: number) => limit - Math.floor(limit / 10);
const full = (limit: number) => limit;

async function openDiveModal(page: Page) {
  await page.goto('/?openSndModal=true');
  return page.getByRole('dialog', { name: 'Niche Dive', exact: true });
}

async function openNewRankRadar(page: Page, asin: string) {
  await page.goto('/rank-radar');
  await page.getByRole('button', { name: 'New Rank Radar' }).click();
  const modal = page.getByRole('dialog', { name: 'New Rank Radar' });
  await modal.getByRole('textbox', { name: 'ASIN' }).fill(asin);
  await expect(modal.getByRole('radio', { name: 'New niche' })).toBeChecked();
  return modal;
}

/** An ASIN in none of the demo organization's niches: the modal stays in 'new' mode. */
const NEW_ASIN = 'B0QU0TA001';

test.describe('quota banners as the demo owner', () => {
  test.use({ storageState: authFile('owner') });

  test('the dive modal warns when 10% of the Dive ASINs are left', async ({ page }) => {
    await withUsage(page, { DIVED_ASINS: almost });
    const modal = await openDiveModal(page);
    await expect(modal.getByText('Almost at your limit')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Create Niche' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('the dive modal hides the form at the Dive ASIN limit', async ({ page }) => {
    await withUsage(page, { DIVED_ASINS: full });
    const modal = await openDiveModal(page);
    await expect(modal.getByText('Limit Reached')).toBeVisible();
    await expect(modal.getByRole('alert')).toContainText(DIVE_MESSAGES.divedAsinsLimit);
    await expect(modal.getByRole('button', { name: 'Create Niche' })).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('the New Rank Radar modal warns when 10% of the search terms are left', async ({ page }) => {
    await withUsage(page, { RANK_RADAR_KEYWORDS: almost });
    const modal = await openNewRankRadar(page, NEW_ASIN);
    await expect(modal.getByText(RANK_MESSAGES.almostAtLimit)).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Create' })).toBeEnabled();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('the New Rank Radar modal refuses at the search terms limit', async ({ page }) => {
    await withUsage(page, { RANK_RADAR_KEYWORDS: full });
    const modal = await openNewRankRadar(page, NEW_ASIN);
    await expect(modal.getByText(RANK_MESSAGES.limitReached)).toBeVisible();
    await expect(modal.getByText(RANK_MESSAGES.keywordLimit)).toBeVisible();
    await expect(modal.getByText(RANK_MESSAGES.almostAtLimit)).toHaveCount(0);
    await expect(modal.getByRole('button', { name: 'Create' })).toBeDisabled();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('the New Rank Radar modal refuses a new niche at the Dive ASIN limit', async ({ page }) => {
    await withUsage(page, { DIVED_ASINS: full });
    const modal = await openNewRankRadar(page, NEW_ASIN);
    await expect(modal.getByText(RANK_MESSAGES.diveAsinLimit)).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Create' })).toBeDisabled();
    await expect(modal.getByRole('radio', { name: 'New niche' })).toBeChecked();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test('a starter organization filling its Rank Radar search terms sees the banners, then is refused', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpAndIn(page, 'Quinn Lowe', `quota-${Date.now()}@example.com`, 'Maple-Orbit-Cinder-73');
  const me = await get<{ organizations: { id: number }[] }>(page, '/api/me');
  const orgId = me.organizations[0]!.id;
  const plan = await page.request.put(`/api/orgs/${orgId}/subscription`, {
    data: { subscriptionTierName: 'starter', recurrence: 'monthly' },
  });
  expect(plan.ok()).toBe(true);
  const nicheId = await createNiche(page, orgId);
  const tracked = await page.request.post(`/api/orgs/${orgId}/krt`, {
    data: {
      asin: KNOWN_ASINS.com.strongHero,
      marketplace: 'com',
      nicheId,
      userSelectedNumberOfRankRadarKeywords: 5,
    },
  });
  expect(tracked.ok()).toBe(true);
  const { id: trackerId } = (await tracked.json()) as { id: number };
  const [quota] = await get<QuotaUsage[]>(
    page,
    `/api/orgs/${orgId}/quotas?features=RANK_RADAR_KEYWORDS`,
  );
  const limit = quota!.limit!;
  const addTerms = async (from: number, count: number) => {
    const searchTerms = Array.from({ length: count }, (_, i) => `quota filler ${from + i}`);
    const added = await page.request.post(`/api/orgs/${orgId}/krt/${trackerId}/krt-keyword/add`, {
      data: { searchTerms },
    });
    expect(added.ok()).toBe(true);
  };

  // 10% left: almost at the limit, and a tracker may still be made.
  const almostUsed = limit - Math.floor(limit / 10);
  await addTerms(0, almostUsed - 5);
  let modal = await openNewRankRadar(page, NEW_ASIN);
  await expect(modal.getByText(RANK_MESSAGES.almostAtLimit)).toBeVisible();
  await expect(modal.getByRole('textbox', { name: 'Rank Radar search terms' })).toHaveValue(
    String(limit - almostUsed),
  );
  await expect(modal.getByRole('button', { name: 'Create' })).toBeEnabled();

  // Nothing left: Limit Reached, Create disabled, and the server refuses with the same words.
  await addTerms(almostUsed, limit - almostUsed);
  modal = await openNewRankRadar(page, NEW_ASIN);
  await expect(modal.getByText(RANK_MESSAGES.limitReached)).toBeVisible();
  await expect(modal.getByText(RANK_MESSAGES.keywordLimit)).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Create' })).toBeDisabled();
  expect(await accessibilityViolations(page)).toEqual([]);
  const refused = await page.request.post(`/api/orgs/${orgId}/krt/${trackerId}/krt-keyword/add`, {
    data: { searchTerms: ['one term too many'] },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { message: string }).message).toBe(RANK_MESSAGES.keywordLimit);
});
