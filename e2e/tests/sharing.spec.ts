import { expect, test, type Page } from './fixtures';
import { authFile, DEMO_NICHES, resetPipelineGrid } from './helpers';

/** The pipeline grid of the home page. */
const grid = (page: Page) => page.getByRole('grid', { name: 'Niche pipeline' });

/** The row of the niche named `label` (a name only one demo niche has). */
const row = (page: Page, label: string) =>
  grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: label, exact: true }) });

async function filterByName(page: Page, label: string) {
  await grid(page).getByRole('button', { name: 'Filter Niche' }).click();
  const form = page.getByRole('form', { name: 'Filter Niche' });
  await form.getByLabel('Condition').selectOption({ label: 'Equals' });
  await form.getByLabel('Value').fill(label);
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(/^1 niche$/)).toBeVisible();
}

async function switchTo(page: Page, name: string) {
  await page.getByRole('banner').getByRole('combobox', { name: 'Organization' }).click();
  await page.getByRole('option', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Opens the Share dialog on the niche, picks the partner brand and presses `button`. */
async function shareDialog(page: Page, label: string, button: 'Share' | 'Stop sharing') {
  await filterByName(page, label);
  await row(page, label).getByRole('checkbox').check();
  await page
    .getByRole('toolbar', { name: 'Selected niches' })
    .getByRole('button', { name: 'Share', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Share with connected organization' });
  await dialog.getByRole('combobox', { name: 'Organization' }).click();
  await page.getByRole('option', { name: 'Demo Partner Brand' }).click();
  await dialog.getByRole('heading', { name: 'Share with connected organization' }).click();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.describe('niches shared with a connected organization', { tag: DEMO_NICHES }, () => {
  test.use({ storageState: authFile('owner') });

  test('a shared demo niche is read only in the connected organization, under its shared node', async ({
    page,
  }) => {
    // Two organization switches and two toasts to wait out on a busy machine.
    test.setTimeout(180_000);
    await resetPipelineGrid(page);
    await page.goto('/');
    await expect(grid(page)).toBeVisible();
    await shareDialog(page, 'salad spinner', 'Share');
    const sharedToast = page.getByText('1 niche shared with Demo Partner Brand');
    await expect(sharedToast).toBeVisible();
    // The toast covers the organization switcher until it closes.
    await expect(sharedToast).toBeHidden({ timeout: 15_000 });

    await switchTo(page, 'Demo Partner Brand');
    await filterByName(page, 'salad spinner');
    const shared = row(page, 'salad spinner');
    await expect(shared.getByText('Read Only')).toBeVisible();
    const icon = shared.getByRole('img', {
      name: 'Niche shared by an external organization Demo Organization',
    });
    await expect(icon).toBeVisible();
    await icon.hover();
    await expect(
      page.getByRole('tooltip', {
        name: 'Niche shared by an external organization Demo Organization',
      }),
    ).toBeVisible();

    // The tag tree holds a shared node for the demo organization; ticking it keeps its niches.
    await page.getByRole('button', { name: 'Expand all' }).click();
    const node = page.getByRole('treeitem', { name: /^Demo Organization, \d+$/ });
    await expect(node).toBeVisible();
    await node.getByRole('checkbox').check();
    await expect(shared).toBeVisible();
    await node.getByRole('checkbox').uncheck();

    // Back in the demo organization, the niche stops being shared: the partner no longer sees it.
    await switchTo(page, 'Demo Organization');
    await shareDialog(page, 'salad spinner', 'Stop sharing');
    const stoppedToast = page.getByText('Stopped sharing 1 niche');
    await expect(stoppedToast).toBeVisible();
    await expect(stoppedToast).toBeHidden({ timeout: 15_000 });
    await switchTo(page, 'Demo Partner Brand');
    await grid(page).getByRole('button', { name: 'Filter Niche' }).click();
    const form = page.getByRole('form', { name: 'Filter Niche' });
    await form.getByLabel('Condition').selectOption({ label: 'Equals' });
    await form.getByLabel('Value').fill('salad spinner');
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('No niche found.')).toBeVisible();
    await expect(row(page, 'salad spinner')).toHaveCount(0);
    await switchTo(page, 'Demo Organization');
  });
});
