import { DIVE_MESSAGES, DIVE_TEXT } from '@fathom/contract';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import { accessibilityViolations } from './accessibility';
import { expect, test, type Page } from './fixtures';
import { authFile, DEMO_NICHES, resetPipelineGrid } from './helpers';

/**
 * Records every state the progress modal shows, however briefly: its percentage and text, with
 * the steps and the bar on screen. A dive of 15 competitors takes about a second.
 */
async function recordProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { diveProgressSeen: string[] }).diveProgressSeen = seen;
    new MutationObserver(() => {
      const dialog = [...document.querySelectorAll('[role="dialog"]')].find((element) =>
        element.textContent?.startsWith('Smart Niche Dive'),
      );
      if (!dialog) return;
      const text = dialog.querySelector('[data-testid="dive-progress-text"]')?.textContent;
      const percentage = dialog.querySelector(
        '[data-testid="dive-progress-percentage"]',
      )?.textContent;
      const bar = dialog.querySelector('[role="progressbar"]');
      const steps = dialog.textContent?.includes('Finding best competitors');
      const entry = `${percentage} ${text}`;
      if (text && bar && steps && seen.at(-1) !== entry) seen.push(entry);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

function seenProgress(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { diveProgressSeen: string[] }).diveProgressSeen,
  );
}

async function productTitle(page: Page, marketplace: string, asin: string): Promise<string> {
  const response = await page.request.get(`/api/products?marketplace=${marketplace}&asins=${asin}`);
  expect(response.ok()).toBe(true);
  const [product] = (await response.json()) as { title: string }[];
  if (!product) throw new Error(`No product ${asin} in ${marketplace}`);
  return product.title;
}

const nicheDiveDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Niche Dive', exact: true });

test.describe('Niche Dive as the demo owner', () => {
  test.use({ storageState: authFile('owner') });

  test(
    'a pasted amazon.de link switches the marketplace and dives into a new niche',
    { tag: DEMO_NICHES },
    async ({ page }) => {
      const asin = KNOWN_ASINS.de.strongHero;
      await resetPipelineGrid(page);
      await page.goto('/');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Demo Organization' }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Create Niche' }).first().click();
      await expect(page).toHaveURL(/\?openSndModal=true$/);

      const dialog = nicheDiveDialog(page);
      const marketplace = dialog.getByRole('combobox', { name: 'Marketplace' });
      await expect(marketplace).toHaveValue(/United States/);
      await dialog.getByLabel('Hero ASIN').fill(`https://www.amazon.de/dp/${asin}`);
      await expect(marketplace).toHaveValue('Germany (amazon.de)');
      await expect(dialog.getByText(await productTitle(page, 'de', asin))).toBeVisible();
      await expect(dialog.getByText(/Dive ASINs used this month/)).toBeVisible();

      await recordProgress(page);
      await dialog.getByRole('button', { name: 'Create Niche' }).click();

      await expect(page).toHaveURL(/\/niche\/\d+\/niche-analysis\/mkl$/, { timeout: 30_000 });
      const seen = await seenProgress(page);
      // The modal moved through at least one state before the end: the start, a step or a percentage.
      expect(seen[0]).toMatch(/^(0%|[1-9]\d?%) /);
      expect(seen.some((entry) => !entry.startsWith('100%'))).toBe(true);
      expect(seen.join('\n')).not.toContain(DIVE_TEXT.timedOut);

      await expect(page.getByText('DE · amazon.de')).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Master Keyword List' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const grid = page.getByRole('grid');
      await expect(grid.getByRole('row').nth(1)).toBeVisible();
      // Keyword, search volume, relevancy, Manual, Difference, Previous list, then the ranks.
      const rankCells = grid.locator('[role="gridcell"][aria-colindex="8"]');
      await expect(rankCells.filter({ hasText: /^\d+/ }).first()).toBeVisible();
      await expect(
        page.getByRole('list', { name: 'Competitors' }).getByRole('listitem'),
      ).toHaveCount(15);

      const count = page.getByText(/^\d[\d,]* keywords$/);
      await expect(count).toBeVisible();
      // Text no keyword holds: a word of the niche's own may be in every keyword of the list.
      await page.getByLabel('Filter keywords').fill('zzqx');
      await expect(page.getByText(/^0 of \d[\d,]* keywords$/)).toBeVisible();

      const mklUrl = page.url();
      await page.goto(mklUrl.replace(/\/niche-analysis\/mkl$/, ''));
      await expect(page).toHaveURL(mklUrl);

      await resetPipelineGrid(page);
      await page.goto('/');
      await expect(
        page.getByRole('grid', { name: 'Niche pipeline' }).getByRole('row'),
      ).not.toHaveCount(1);
    },
  );

  test(
    'a weak hero shows its screen, which closes with Escape or its ✕ and stays closed after a reload',
    { tag: DEMO_NICHES },
    async ({ page }) => {
      // Three failed dives and one made.
      test.slow();
      const heading = page.getByRole('heading', { name: DIVE_MESSAGES.weakHeroHeading });
      const diveWeakHero = async () => {
        const dialog = nicheDiveDialog(page);
        await dialog.getByLabel('Hero ASIN').fill(KNOWN_ASINS.com.weakHero);
        await expect(dialog.getByTestId('hero-preview')).toBeVisible();
        await dialog.getByRole('button', { name: 'Create Niche' }).click();
        await expect(heading).toBeVisible({ timeout: 30_000 });
      };

      await page.goto('/?openSndModal=true');
      await diveWeakHero();
      await expect(page.getByText(DIVE_MESSAGES.weakHeroBody)).toBeVisible();
      await expect(page.getByText(DIVE_MESSAGES.weakHeroHint)).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);

      // Escape closes it where the user is, and a reload does not bring it back.
      await page.keyboard.press('Escape');
      await expect(heading).toBeHidden();
      await page.reload();
      await expect(page.getByRole('button', { name: 'Create Niche' }).first()).toBeVisible();
      await expect(heading).toBeHidden();

      // So does its ✕.
      await page.goto('/?openSndModal=true');
      await diveWeakHero();
      await page
        .getByRole('dialog', { name: 'Smart Niche Dive' })
        .getByRole('button', { name: 'Close' })
        .click();
      await expect(heading).toBeHidden();

      // Enter another ASIN leads back to the form.
      await page.goto('/?openSndModal=true');
      await diveWeakHero();
      await page.getByRole('button', { name: 'Enter another ASIN' }).click();
      await expect(page).toHaveURL(/\/\?openSndModal=true$/);
      await expect(nicheDiveDialog(page)).toBeVisible();
      await expect(heading).toBeHidden();

      // The next dive in the same tab starts from a clean progress modal.
      const form = nicheDiveDialog(page);
      await form.getByLabel('Hero ASIN').fill(KNOWN_ASINS.com.strongHero);
      await expect(form.getByTestId('hero-preview')).toBeVisible();
      // The demo's garlic press has this hero (other tests may have made a second garlic press
      // from it): it is offered before another niche is made.
      const notice = form.getByRole('alert', {
        name: 'You already have a niche with this hero ASIN',
      });
      await expect(notice).toContainText(
        'Create Niche makes a second niche and uses 15 dived ASINs',
      );
      await expect(notice.getByRole('link', { name: /^Open garlic press/ })).toBeVisible();
      await expect(notice.getByRole('link', { name: /^Dive Again garlic press/ })).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
      await form.getByRole('button', { name: 'Create Niche' }).click();
      await expect(page).toHaveURL(/\/niche\/\d+\/niche-analysis\/mkl$/, { timeout: 30_000 });
      await expect(page.getByText('US · amazon.com')).toBeVisible();
    },
  );

  test('closing the Niche Dive modal removes its flag from the address', async ({ page }) => {
    await page.goto('/?openSndModal=true');
    await expect(nicheDiveDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nicheDiveDialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an organization without dived ASINs left sees the limit instead of the form', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Organization' }).click();
    await page.getByRole('option', { name: 'Demo Partner Brand' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Partner Brand' })).toBeVisible();

    await page.getByRole('button', { name: 'Create Niche' }).first().click();
    const dialog = nicheDiveDialog(page);
    await expect(dialog.getByText(DIVE_MESSAGES.divedAsinsLimit)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Upgrade subscription' })).toBeVisible();
    await expect(dialog.getByLabel('Hero ASIN')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Create Niche' })).toHaveCount(0);
  });

  test('a link to an unsupported Amazon marketplace is named inline', async ({ page }) => {
    await page.goto('/?openSndModal=true');
    const dialog = nicheDiveDialog(page);
    await dialog.getByLabel('Hero ASIN').fill('https://www.amazon.com.br/dp/B0ABCDEFGH');
    await expect(dialog.getByText('Unsupported Amazon marketplace com.br')).toBeVisible();

    await dialog.getByLabel('Hero ASIN').fill('');
    await dialog.getByRole('button', { name: 'Create Niche' }).click();
    await expect(dialog.getByText(DIVE_MESSAGES.enterAsin)).toBeVisible();
  });

  test('manual mode without the extension offers to install it', async ({ page }) => {
    await page.goto('/?openSndModal=true');
    const dialog = nicheDiveDialog(page);
    await dialog.getByText('Manual', { exact: true }).click();
    await expect(dialog.getByText(DIVE_MESSAGES.missingExtension)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Install extension' })).toHaveAttribute(
      'href',
      'https://chromewebstore.google.com/search/Fathom',
    );
  });

  test('an unknown niche shows a friendly page', async ({ page }) => {
    await page.goto('/niche/987654/niche-analysis/mkl');
    await expect(page.getByText('Niche not found')).toBeVisible();
    await page.getByRole('button', { name: 'Back to the pipeline' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('a new organization starts with the empty pipeline and its first-niche form', async ({
  page,
}) => {
  const email = `first-niche-${Date.now()}@example.com`;
  await page.goto('/sign-up');
  await page.getByLabel('Name').fill('Frida First');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('first-niche-pass');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

  await expect(page.getByText('Your Pipeline is empty. Let’s add your first niche!')).toBeVisible();
  const form = page.getByRole('form', { name: 'Smart dive form' });
  await expect(page.getByRole('heading', { name: 'Create your first Niche' })).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Competitors' })).toHaveValue('10');
  await expect(form.getByRole('button', { name: 'Create Niche' })).toBeEnabled();
});
