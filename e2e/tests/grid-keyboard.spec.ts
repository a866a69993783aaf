import { expect, test, type Page } from './fixtures';
import { accessibilityViolations } from './accessibility';
import { authFile, DEMO_NICHES, get, organizationId } from './helpers';

/** The pipeline grid of the home page. */
const pipeline = (page: Page) => page.getByRole('grid', { name: 'Niche pipeline' });

/** The text of the cell a grid tells assistive technology is active. */
const activeCellText = (grid: ReturnType<Page['getByRole']>) =>
  grid.evaluate((element) => {
    const id = element.getAttribute('aria-activedescendant');
    return id ? (document.getElementById(id)?.textContent ?? null) : null;
  });

async function filterNiches(page: Page, value: string) {
  await pipeline(page).getByRole('button', { name: 'Filter Niche' }).click();
  const form = page.getByRole('form', { name: 'Filter Niche' });
  await form.getByLabel('Condition').selectOption({ label: 'Equals' });
  await form.getByLabel('Value').fill(value);
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(form).toBeHidden();
}

test.describe('the grids from the keyboard', { tag: DEMO_NICHES }, () => {
  test.use({ storageState: authFile('owner') });

  test('the active pipeline cell is announced and Shift+F10 opens its row menu', async ({
    page,
  }) => {
    await page.goto('/');
    await filterNiches(page, 'salad spinner');
    await expect(page.getByText(/^1 niche$/)).toBeVisible();

    const grid = pipeline(page);
    await grid.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => activeCellText(grid)).toBe('salad spinner');

    await page.keyboard.press('Shift+F10');
    const menu = page.getByRole('menu', { name: 'Actions for salad spinner' });
    await expect(menu.getByRole('menuitem', { name: 'Open' })).toBeFocused();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(grid).toBeFocused();

    await page.keyboard.press('ContextMenu');
    await expect(menu.getByRole('menuitem', { name: 'Open' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Rename Niche' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Rename Niche' })).toBeVisible();
  });

  test('a pipeline filter that matches nothing offers to reset the filters', async ({ page }) => {
    await page.goto('/');
    await filterNiches(page, 'no niche has this name');
    await expect(page.getByText('No niche found.')).toBeVisible();
    await expect(
      pipeline(page).getByRole('button', { name: 'Reset all active filters' }),
    ).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test("a keyword's menu opens from the keyboard on the MKL grid", async ({ page }) => {
    await page.goto('/');
    const orgId = await organizationId(page, 'Demo Organization');
    const niches = await get<{ id: number; label: string }[]>(page, `/api/orgs/${orgId}/niches`);
    const niche = niches.find((n) => n.label === 'garlic press') ?? niches[0]!;
    await page.goto(`/niche/${niche.id}/niche-analysis/mkl`);

    const grid = page.getByRole('grid', { name: `${niche.label} keywords` });
    await expect(grid.getByRole('row').nth(1)).toBeVisible();
    await grid.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    const keyword = await activeCellText(grid);
    expect(keyword).toBeTruthy();

    await page.keyboard.press('Shift+F10');
    const menu = page.getByRole('menu', { name: 'Keyword actions' });
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await expect(menu.getByRole('menuitem', { name: 'Remove 1 KW from the lists' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(grid).toBeFocused();
  });
});

test.describe('the shell and the pipeline from the keyboard', { tag: DEMO_NICHES }, () => {
  test.use({ storageState: authFile('owner') });

  test('a skip link leads past the navigation, and Enter on a niche name opens it', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(pipeline(page)).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    await filterNiches(page, 'salad spinner');
    await expect(page.getByText(/^1 niche$/)).toBeVisible();
    await pipeline(page).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/niche\/\d+\//);
    await expect(page.getByRole('heading', { level: 1, name: 'salad spinner' })).toBeVisible();
  });
});
