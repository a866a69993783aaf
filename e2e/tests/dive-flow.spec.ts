import { DIVE_MESSAGES, DIVE_TEXT, type MarketplaceTld } from '@fathom/contract';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import { accessibilityViolations } from './accessibility';
import { expect, test, type Page } from './fixtures';
import { authFile, createNiche, DEMO_NICHES, organizationId, signUpAndIn } from './helpers';

const hero = KNOWN_ASINS.com.strongHero;
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });
const MKL = /\/niche-analysis\/mkl$/;

test.describe('Niche Dive flow as the demo owner', () => {
  test.use({ storageState: authFile('owner') });

  test(
    'the completion screen shows before the app lands on the niche',
    { tag: DEMO_NICHES },
    async ({ page }) => {
      await page.goto('/?openSndModal=true');
      const form = dialog(page, 'Niche Dive');
      await form.getByLabel('Hero ASIN').fill(hero);
      await expect(form.getByTestId('hero-preview')).toBeVisible();
      await form.getByRole('button', { name: 'Create Niche' }).click();

      const progress = dialog(page, 'Smart Niche Dive');
      await expect(progress.getByText(DIVE_TEXT.redirecting)).toBeVisible({ timeout: 30_000 });
      await expect(progress.getByText('100%')).toBeVisible();
      await expect(page).toHaveURL(MKL, { timeout: 10_000 });
      await expect(progress).toBeHidden();
    },
  );

  test('the Hero ASIN box explains short links and foreign links and reads upper-case links', async ({
    page,
  }) => {
    await page.goto('/?openSndModal=true');
    const form = dialog(page, 'Niche Dive');
    const box = form.getByLabel('Hero ASIN');
    const marketplace = form.getByRole('combobox', { name: 'Marketplace' });

    await box.fill('https://amzn.to/3xYzAbC');
    await expect(form.getByText(DIVE_MESSAGES.shortLink)).toBeVisible();
    await expect(form.getByText(DIVE_MESSAGES.heroNotFound)).toBeHidden();

    await box.fill('https://a.co/d/abc1234');
    await expect(form.getByText(DIVE_MESSAGES.shortLink)).toBeVisible();

    await box.fill('https://www.ebay.com/itm/1234567890');
    await expect(form.getByText(DIVE_MESSAGES.notAmazonLink)).toBeVisible();

    await box.fill(`HTTPS://WWW.AMAZON.DE/DP/${KNOWN_ASINS.de.strongHero}`);
    await expect(marketplace).toHaveValue('Germany (amazon.de)');
    await expect(form.getByTestId('hero-preview')).toBeVisible();
    await expect(form.getByText(DIVE_MESSAGES.heroNotFound)).toBeHidden();
  });

  test(
    'a failed Dive Again goes back to its niche, a finished one leaves Back on the niche',
    { tag: DEMO_NICHES },
    async ({ page }) => {
      await page.goto('/');
      const nicheId = await createNiche(page, await organizationId(page, 'Demo Organization'));
      const nichePage = new RegExp(`/niche/${nicheId}/niche-analysis/mkl`);
      await page.goto(`/niche/${nicheId}/niche-analysis/mkl`);

      // A weak hero fails the dive: Enter another ASIN returns to the niche with Dive Again open.
      await page.getByRole('button', { name: 'Dive Again' }).click();
      let modal = dialog(page, 'Niche Dive Again');
      // It starts on the niche's own hero.
      await expect(modal.getByRole('combobox', { name: 'Hero Asin' })).toHaveValue(
        KNOWN_ASINS.com.strongHero,
      );
      expect(await accessibilityViolations(page)).toEqual([]);
      await modal.getByRole('combobox', { name: 'Hero Asin' }).fill(KNOWN_ASINS.com.weakHero);
      await modal.getByRole('heading', { name: 'Niche Dive Again' }).click();
      await modal.getByRole('button', { name: 'Launch' }).click();
      await expect(page.getByRole('heading', { name: DIVE_MESSAGES.weakHeroHeading })).toBeVisible({
        timeout: 30_000,
      });
      await page.getByRole('button', { name: DIVE_MESSAGES.weakHeroButton }).click();
      await expect(page).toHaveURL(nichePage);
      await expect(dialog(page, 'Niche Dive Again')).toBeVisible();
      await expect(dialog(page, 'Niche Dive')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(dialog(page, 'Niche Dive Again')).toBeHidden();

      // A finished Dive Again lands on the niche; Back stays on the niche, not the pipeline.
      await page.getByRole('button', { name: 'Dive Again' }).click();
      modal = dialog(page, 'Niche Dive Again');
      await modal.getByRole('combobox', { name: 'Hero Asin' }).click();
      await page.getByRole('option').nth(1).click();
      await modal.getByRole('button', { name: 'Launch' }).click();
      await expect(page).toHaveURL(/\/dive-box\/dive-again$/);
      await expect(page).toHaveURL(nichePage, { timeout: 30_000 });
      await page.goBack();
      await expect(page).toHaveURL(nichePage);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Demo Organization');
    },
  );

  test(
    'switching organization leaves a niche of the old one; a link to a niche switches to its organization',
    { tag: DEMO_NICHES },
    async ({ page }) => {
      await page.goto('/');
      const nicheId = await createNiche(page, await organizationId(page, 'Demo Organization'));
      await page.goto(`/niche/${nicheId}/niche-analysis/mkl`);
      const label = await page.getByRole('heading', { level: 1 }).textContent();
      const switcher = page.getByRole('combobox', { name: 'Organization' });
      await expect(switcher).toHaveValue('Demo Organization');

      await switcher.click();
      await page.getByRole('option', { name: 'Demo Partner Brand' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Demo Partner Brand' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: label! })).toHaveCount(0);

      await page.goto(`/niche/${nicheId}/niche-analysis/mkl`);
      await expect(page.getByRole('heading', { level: 1, name: label! })).toBeVisible();
      await expect(switcher).toHaveValue('Demo Organization');
    },
  );

  test(
    'keyword-list tabs have their own addresses and the niche switcher keeps the page',
    { tag: DEMO_NICHES },
    async ({ page }) => {
      await page.goto('/');
      const first = await createNiche(page, await organizationId(page, 'Demo Organization'));
      const second = await createNiche(page, await organizationId(page, 'Demo Organization'));

      await page.goto(`/niche/${first}/niche-analysis/mkl`);
      await page.getByRole('tab', { name: 'Outliers' }).click();
      await expect(page).toHaveURL(new RegExp(`/niche/${first}/niche-analysis/outliers$`));
      await page.reload();
      await expect(page.getByRole('tab', { name: 'Outliers' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/niche/${first}/niche-analysis/mkl$`));

      await page.goto(`/niche/${first}/niche-analysis/residue`);
      await expect(page.getByRole('tab', { name: 'Residue' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page).toHaveTitle(/Residue/);

      const nicheSwitcher = page.getByRole('combobox', { name: 'Switch niche' });
      const response = await page.request.get(`/api/niches/${second}`);
      const target = (await response.json()) as { label: string; marketplace: MarketplaceTld };
      // The marketplace by its site, as the niche header and the marketplace picker name it.
      const secondLabel = `${target.label} (amazon.${target.marketplace})`;
      await nicheSwitcher.click();
      await page.getByRole('option', { name: secondLabel, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/niche/${second}/niche-analysis/residue$`));
      await expect(page.getByRole('tab', { name: 'Residue' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    },
  );
});

test.describe('a one-click start in redirect view', () => {
  test('the first niche of a new account is followed on /dive-box', async ({ page }) => {
    const email = `${crypto.randomUUID().slice(0, 8)}@example.com`;
    await signUpAndIn(page, 'Rita Redirect', email, 'Tidal-Harbor-Lantern-42');
    await page.goto('/');
    await expect(
      page.getByText('Your Pipeline is empty. Let’s add your first niche!'),
    ).toBeVisible();
    const form = page.getByRole('form', { name: 'Smart dive form' });
    await form.getByLabel('Hero ASIN').fill(hero);
    await expect(form.getByTestId('hero-preview')).toBeVisible();
    await form.getByRole('button', { name: 'Create Niche' }).click();

    await expect(page).toHaveURL(/\/dive-box$/);
    await expect(page.getByRole('status', { name: 'Building your niche' })).toBeVisible();
    await expect(page).toHaveURL(MKL, { timeout: 30_000 });
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);

    // Without a dive in progress, /dive-box goes home.
    await page.goto('/dive-box');
    await expect(page).toHaveURL(/\/$/);
  });
});
