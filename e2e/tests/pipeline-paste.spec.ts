import { accessibilityViolations } from './accessibility';
import { expect, test, type Page } from './fixtures';
import { createNiche, get, signUpAndIn } from './helpers';

const grid = (page: Page) => page.getByRole('grid', { name: 'Niche pipeline' });
/** The grid's niche rows, in the order shown. */
const nicheRows = (page: Page) =>
  grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link') });

test('lines pasted from the clipboard rename the niches from the row pasted on down', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // A new account of its own: the demo niches keep their names for the other tests.
  await signUpAndIn(page, 'Pia Paste', `pia.${Date.now()}@example.com`, 'quiet-meadow-lantern-42');
  await page.goto('/');
  const me = await get<{ organizations: { id: number }[] }>(page, '/api/me');
  const orgId = me.organizations[0]!.id;
  await createNiche(page, orgId, 'com');
  await createNiche(page, orgId, 'de');
  await page.reload();
  await expect(nicheRows(page)).toHaveCount(2);
  const marketplaces = [
    (await nicheRows(page)
      .nth(0)
      .getByText(/^(US|DE)$/)
      .textContent())!,
    (await nicheRows(page)
      .nth(1)
      .getByText(/^(US|DE)$/)
      .textContent())!,
  ];

  await page.evaluate(() =>
    navigator.clipboard.writeText('Paste first\nPaste second\nPaste third\n'),
  );
  const firstName = nicheRows(page)
    .nth(0)
    .getByRole('gridcell')
    .filter({ has: page.getByRole('link') });
  await firstName.click({ button: 'right' });
  const paste = page.getByRole('menuitem', { name: 'Paste' });
  await expect(paste).toBeEnabled();
  expect(await accessibilityViolations(page)).toEqual([]);
  await paste.click();

  await expect(
    page.getByText(
      'Pasted 2 niche names. 1 line beyond the last row ignored: a paste adds no niche.',
    ),
  ).toBeVisible();
  const renamed = (name: string) =>
    nicheRows(page).filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(renamed('Paste first')).toContainText(marketplaces[0]!);
  await expect(renamed('Paste second')).toContainText(marketplaces[1]!);
  await expect(nicheRows(page)).toHaveCount(2);

  // On a column Paste does not write, the menu says why.
  await nicheRows(page)
    .nth(0)
    .getByText(/^(US|DE)$/)
    .click({ button: 'right' });
  await expect(page.getByRole('menuitem', { name: 'Paste' })).toBeDisabled();
  await expect(
    page.getByText('Paste writes the Niche, Hero Keyword and Notes columns only'),
  ).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});
