import { DIVE_MESSAGES, type Competitor } from '@fathom/contract';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import { expect, test, type Page } from './fixtures';
import { authFile, createNiche, DEMO_NICHES, get, organizationId } from './helpers';

const hero = KNOWN_ASINS.com.strongHero;
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });

async function divedAsinsUsed(page: Page, orgId: number): Promise<number> {
  const [quota] = await get<{ used: number }[]>(
    page,
    `/api/orgs/${orgId}/quotas?features=DIVED_ASINS`,
  );
  return quota!.used;
}

async function pickHero(page: Page, modal: ReturnType<typeof dialog>, asin: string) {
  await modal.getByRole('combobox', { name: 'Hero Asin' }).click();
  await page.getByRole('option', { name: new RegExp(asin) }).click();
}

async function choose(page: Page, kind: 'Lock' | 'Exclude', asins: string[]) {
  const modal = dialog(page, 'Niche Dive Again');
  await modal.getByRole('button', { name: `${kind} competitors` }).click();
  const picker = dialog(page, `${kind} competitors`);
  for (const asin of asins) await picker.getByRole('checkbox', { name: new RegExp(asin) }).check();
  await picker.getByRole('button', { name: 'Confirm' }).click();
  await expect(picker).toBeHidden();
}

test.describe('Dive submissions as the demo owner', { tag: DEMO_NICHES }, () => {
  test.use({ storageState: authFile('owner') });

  test('a double click on Create Niche makes one niche and charges once', async ({ page }) => {
    await page.goto('/');
    const orgId = await organizationId(page, 'Demo Organization');
    const nichesBefore = (await get<unknown[]>(page, `/api/orgs/${orgId}/niches`)).length;
    const usedBefore = await divedAsinsUsed(page, orgId);

    await page.goto('/?openSndModal=true');
    const modal = dialog(page, 'Niche Dive');
    await modal.getByLabel('Hero ASIN').fill(hero);
    await expect(modal.getByText(/Dive ASINs used this month/)).toBeVisible();
    const [product] = await get<{ title: string }[]>(
      page,
      `/api/products?marketplace=com&asins=${hero}`,
    );
    await expect(modal.getByText(product!.title)).toBeVisible();
    await expect(modal.getByRole('combobox', { name: 'Competitors' })).toHaveValue('15');
    // Two clicks in one go, before the page can redraw: a double click on a busy machine.
    await modal.getByRole('button', { name: 'Create Niche' }).evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });

    await expect(page).toHaveURL(/\/niche\/\d+\/niche-analysis\/mkl$/, { timeout: 30_000 });
    // Give a second start, had there been one, the time to finish too.
    await page.waitForTimeout(3_000);
    expect((await get<unknown[]>(page, `/api/orgs/${orgId}/niches`)).length).toBe(nichesBefore + 1);
    expect(await divedAsinsUsed(page, orgId)).toBe(usedBefore + 15);
  });

  test('Dive Again counts the hero in the chosen size and keeps the locked competitors', async ({
    page,
  }) => {
    await page.goto('/');
    const orgId = await organizationId(page, 'Demo Organization');
    const nicheId = await createNiche(page, orgId);
    const before = await get<Competitor[]>(page, `/api/niches/${nicheId}/competitors`);
    const newHero = before[2]!.asin;
    const locked = before.slice(5, 8).map((c) => c.asin);

    await page.goto(`/niche/${nicheId}/niche-analysis/mkl`);
    await page.getByRole('button', { name: 'Dive Again' }).click();
    const modal = dialog(page, 'Niche Dive Again');
    await pickHero(page, modal, newHero);
    await choose(page, 'Lock', locked);
    await expect(modal.getByLabel('3 locked')).toBeVisible();

    // Three locked and the hero: the smallest niche is four products.
    const count = modal.getByRole('combobox', { name: 'Competitors' });
    await count.click();
    const options = page.getByRole('listbox').last().getByRole('option');
    await expect(options.first()).toHaveText('4');
    await options.first().click();
    await expect(count).toHaveValue('4');

    const usedBefore = await divedAsinsUsed(page, orgId);
    await modal.getByRole('button', { name: 'Launch' }).click();
    await expect(page.getByTestId('niche-research-summary')).toHaveText(/^2 dives, latest /, {
      timeout: 30_000,
    });
    await expect(page).toHaveURL(new RegExp(`/niche/${nicheId}/niche-analysis/mkl$`), {
      timeout: 30_000,
    });
    await expect(page.getByRole('list', { name: 'Competitors' }).getByRole('listitem')).toHaveCount(
      4,
    );
    const after = await get<Competitor[]>(page, `/api/niches/${nicheId}/competitors`);
    expect(after.map((c) => c.asin)).toEqual([newHero, ...locked]);
    expect(await divedAsinsUsed(page, orgId)).toBe(usedBefore + 4);
  });

  test('choosing an excluded or locked product as the hero keeps the lists, and says a hero cannot be excluded', async ({
    page,
  }) => {
    await page.goto('/');
    const orgId = await organizationId(page, 'Demo Organization');
    const nicheId = await createNiche(page, orgId);
    const before = await get<Competitor[]>(page, `/api/niches/${nicheId}/competitors`);
    const excluded = before[3]!.asin;
    const locked = before[4]!.asin;

    await page.goto(`/niche/${nicheId}/niche-analysis/mkl`);
    await page.getByRole('button', { name: 'Dive Again' }).click();
    const modal = dialog(page, 'Niche Dive Again');
    await choose(page, 'Exclude', [excluded]);
    await choose(page, 'Lock', [locked]);

    await pickHero(page, modal, excluded);
    await expect(modal.getByText(DIVE_MESSAGES.heroExcluded)).toBeVisible();
    await expect(modal.getByLabel('1 excluded')).toBeVisible();
    await pickHero(page, modal, locked);
    await expect(modal.getByText(DIVE_MESSAGES.heroExcluded)).toBeHidden();
    await expect(modal.getByLabel('1 locked')).toBeVisible();
    await pickHero(page, modal, before[2]!.asin);
    await expect(modal.getByLabel('1 excluded')).toBeVisible();
    await expect(modal.getByLabel('1 locked')).toBeVisible();

    await modal.getByRole('button', { name: 'Launch' }).click();
    await expect(page).toHaveURL(new RegExp(`/niche/${nicheId}/niche-analysis/mkl$`), {
      timeout: 30_000,
    });
    const after = await get<Competitor[]>(page, `/api/niches/${nicheId}/competitors`);
    expect(after.map((c) => c.asin)).not.toContain(excluded);
    expect(after.find((c) => c.asin === locked)?.locked).toBe(true);
    expect(await get<{ asin: string }[]>(page, `/api/niches/${nicheId}/exclusions`)).toEqual([
      { asin: excluded },
    ]);
  });
});
