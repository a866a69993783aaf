import { expect, test } from './fixtures';
import { authFile, demo, memberName, organizationId } from './helpers';

test.describe('as a team manager', () => {
  test.use({ storageState: authFile('manager') });

  test('creates a space and grants a member access', async ({ page }) => {
    await page.goto('/');
    const orgId = await organizationId(page, 'Demo Organization');
    const member = await memberName(page, orgId, demo.member);
    const spaceName = `Garden ${Date.now()}`;

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Space management' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Space management' })).toBeVisible();

    await page.getByRole('button', { name: 'Create space' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create space' });
    await dialog.getByLabel('Space name').fill(spaceName);
    await dialog.getByLabel('Space name').press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Space “${spaceName}” created`)).toBeVisible();

    const row = page.getByRole('row', { name: new RegExp(spaceName) });
    await expect(row).toBeVisible();
    await row.getByLabel(`Members with access to ${spaceName}`).click();
    await page.getByRole('option', { name: member }).click();
    await expect(page.getByText(`${member} can now access “${spaceName}”`)).toBeVisible();

    await page.reload();
    const reloadedRow = page.getByRole('row', { name: new RegExp(spaceName) });
    await expect(reloadedRow).toBeVisible();
    await expect(reloadedRow.getByText(member, { exact: true })).toBeVisible();
  });

  test("opens a space's member list from anywhere in its field, and it stays open", async ({
    page,
  }) => {
    await page.goto('/space-management');
    const row = page.getByRole('row', { name: /^Outdoor\b/ });
    await expect(row).toBeVisible();
    const cell = row.getByRole('gridcell').filter({ has: page.getByRole('combobox') });
    const input = cell.getByLabel('Members with access to Outdoor');
    const typing = (await input.boundingBox())!;
    const cellBox = (await cell.boundingBox())!;
    // Right of the typing area: where the field's chevron is, not its input.
    const x = Math.min(typing.x + typing.width + 20, cellBox.x + cellBox.width - 12);
    await page.mouse.click(x, typing.y + 4);
    const list = page.getByRole('listbox');
    await expect(list).toBeVisible();
    // The grid took the focus back one animation frame after the press: wait two.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expect(input).toBeFocused();
    await expect(list).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
  });

  test('sees server validation messages in the create dialog', async ({ page }) => {
    await page.goto('/space-management');
    await page.getByRole('button', { name: 'Create space' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create space' });
    await dialog.getByLabel('Space name').fill('Kitchen');
    await dialog.getByRole('button', { name: 'Create space' }).click();
    await expect(dialog.getByText('A space named "Kitchen" already exists')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('renames and deletes a label', async ({ page }) => {
    const name = `Shortlist ${Date.now()}`;
    await page.goto('/label-management');
    await page.getByRole('button', { name: 'Create label' }).first().click();
    await page.getByRole('dialog', { name: 'Create label' }).getByLabel('Label name').fill(name);
    await page.keyboard.press('Enter');
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename label' });
    await rename.getByLabel('Label name').fill(`${name} v2`);
    await rename.getByRole('button', { name: 'Save' }).click();
    const renamed = page.getByRole('row', { name: new RegExp(`${name} v2`) });
    await expect(renamed).toBeVisible();

    await renamed.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete label' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText(`Label “${name} v2” deleted`)).toBeVisible();
    await expect(renamed).toHaveCount(0);
  });

  test('the sidebar is collapsed by default and remembers when it is expanded', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Space management' })).toBeVisible();
    await expect(nav.getByText('Space management')).toHaveCount(0);

    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(nav.getByText('Space management')).toBeVisible();
    await page.reload();
    await expect(nav.getByText('Space management')).toBeVisible();
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(nav.getByText('Space management')).toHaveCount(0);
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/this/page/does-not-exist');
    await expect(page.getByText('404 · Page not found')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });
});

test.describe('as a plain member', () => {
  test.use({ storageState: authFile('member') });

  test('does not see management links and gets a 403 page', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Pipeline' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Space management' })).toHaveCount(0);

    await page.goto('/space-management');
    await expect(page.getByText('403 · Access denied')).toBeVisible();
    await page.goto('/label-management');
    await expect(page.getByText('403 · Access denied')).toBeVisible();
  });
});
