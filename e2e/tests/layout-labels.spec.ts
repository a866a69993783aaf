import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { authFile, DEMO_NICHES, get, organizationId, signUpAndIn } from './helpers';

/** Whether any part of an element's text is hidden by its box: cut or wrapped out of view. */
const cut = (locator: Locator) =>
  locator.evaluate((element) =>
    [element, ...element.querySelectorAll('*')].some(
      (node) =>
        node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1,
    ),
  );

async function demoNiche(page: Page) {
  await page.goto('/');
  const orgId = await organizationId(page, 'Demo Organization');
  const niches = await get<{ id: number; label: string }[]>(page, `/api/orgs/${orgId}/niches`);
  return niches.find((n) => n.label === 'garlic press') ?? niches[0]!;
}

test.describe('labels shown whole on a 1366 px screen', { tag: DEMO_NICHES }, () => {
  test.use({ storageState: authFile('owner'), viewport: { width: 1366, height: 768 } });

  test("the MKL grid's tool bar and the roots grid's headers", async ({ page }) => {
    const niche = await demoNiche(page);
    await page.goto(`/niche/${niche.id}/niche-analysis/mkl`);
    const addKeywords = page.getByRole('button', { name: 'Add keywords' }).first();
    await expect(addKeywords).toBeVisible();
    expect(await cut(addKeywords)).toBe(false);
    const rootMode = page.getByText('Root mode').first();
    const box = (await rootMode.boundingBox())!;
    const lineHeight = await rootMode.evaluate((element) =>
      parseFloat(getComputedStyle(element).lineHeight),
    );
    expect(box.height).toBeLessThan(lineHeight * 1.5);

    await page.goto(`/niche/${niche.id}/niche-analysis/roots`);
    const headers = page.getByRole('grid').first().getByRole('columnheader');
    await expect(headers.filter({ hasText: 'Keywords' })).toBeVisible();
    for (const name of ['Words', 'Keywords', 'Broad search volume', 'Root']) {
      const header = headers.filter({ hasText: new RegExp(`^${name}$`) });
      expect(await cut(header.getByRole('button').first()), name).toBe(false);
    }
  });
});

test('the organization switcher shows a long name whole', async ({ page }) => {
  await signUpAndIn(page, 'Nora Quist', `nora.${Date.now()}@example.com`, 'plum-harbor-lantern-42');
  const name = 'Northwind Outdoor Supply Company';
  const created = await page.request.post('/api/orgs', { data: { name } });
  expect(created.ok()).toBe(true);
  await page.goto('/');
  const switcher = page.getByRole('combobox', { name: 'Organization' });
  await switcher.click();
  await page.getByRole('option', { name }).click();
  await expect(switcher).toHaveValue(name);
  expect(await cut(switcher)).toBe(false);
});
