import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { accessibilityViolations } from './accessibility';
import { expect, test, type Page } from './fixtures';
import { authFile, DEMO_NICHES, get, organizationId, resetPipelineGrid } from './helpers';

/** The pipeline grid of the home page. */
const grid = (page: Page) => page.getByRole('grid', { name: 'Niche pipeline' });

/** The grid's row count, as its tool bar shows it ("33 niches"). */
const countText = (page: Page) => page.getByText(/^\d+ (of \d+ )?niches?( · \d+ selected)?$/);

/** The row of the niche named `label` (a name only one demo niche has). */
const row = (page: Page, label: string) =>
  grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: label, exact: true }) });

/** Scrolls the grid to its last columns (spaces, labels, assignees, evaluation, notes). */
async function scrollToLastColumns(page: Page) {
  await grid(page).evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
  });
}

async function openPipeline(page: Page) {
  await resetPipelineGrid(page);
  await page.goto('/');
  await expect(grid(page)).toBeVisible();
  await expect(countText(page)).toBeVisible();
}

async function filterColumn(page: Page, column: string, condition: string, value: string) {
  await grid(page)
    .getByRole('button', { name: `Filter ${column}` })
    .click();
  const form = page.getByRole('form', { name: `Filter ${column}` });
  await form.getByLabel('Condition').selectOption({ label: condition });
  await form.getByLabel('Value').fill(value);
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(form).toBeHidden();
}

/** How many niches the signed-in user sees in the demo organization (in a marketplace), as the API answers. */
async function visibleNiches(page: Page, marketplace?: string): Promise<number> {
  const orgId = await organizationId(page, 'Demo Organization');
  const niches = await get<{ marketplace: string }[]>(page, `/api/orgs/${orgId}/niches`);
  return niches.filter((n) => marketplace === undefined || n.marketplace === marketplace).length;
}

test.describe('the niche pipeline of the demo owner', { tag: DEMO_NICHES }, () => {
  test.use({ storageState: authFile('owner') });

  test('a column filter narrows the rows, sorting orders them, every niche is counted', async ({
    page,
  }) => {
    await openPipeline(page);
    const total = await visibleNiches(page);
    await expect(countText(page)).toHaveText(`${total} niches`);
    if (total > 50) {
      // Rows load in pages of 50 as the grid scrolls.
      await grid(page).evaluate((element) => {
        element.scrollTop = element.scrollHeight;
      });
      await expect(grid(page).locator('[role="row"][aria-rowindex="52"]')).toBeAttached();
    }

    const inDe = await visibleNiches(page, 'de');
    await filterColumn(page, 'Marketplace', 'Equals', 'de');
    await expect(countText(page)).toHaveText(`${inDe} niches`);
    await expect(row(page, 'ice cube tray')).toBeVisible();
    await expect(row(page, 'garlic press')).toHaveCount(0);

    const sortByName = grid(page).getByRole('button', { name: 'Niche', exact: true });
    const header = grid(page)
      .getByRole('columnheader')
      .filter({ has: page.getByRole('button', { name: 'Niche', exact: true }) });
    await sortByName.click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const firstName = grid(page).getByRole('row').nth(1).getByRole('link');
    await expect(firstName).toHaveText('cat scratching post');
    await sortByName.click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(firstName).toHaveText('resistance bands');
  });

  test('at 1,440 px the figures a seller decides on show whole, and filters and sort survive a reload', async ({
    page,
  }) => {
    await openPipeline(page);
    const gridBox = (await grid(page).boundingBox())!;
    for (const name of [
      'Niche',
      'Evaluation',
      'Competition strength',
      'Keyword strength',
      'Median review count',
      'Median days listed',
    ]) {
      const header = grid(page)
        .getByRole('columnheader')
        .filter({ hasText: new RegExp(`^${name}$`) });
      const box = (await header.boundingBox())!;
      expect(box.x + box.width, name).toBeLessThanOrEqual(gridBox.x + gridBox.width);
    }
    const clipped = await grid(page).evaluate((element) =>
      [...element.querySelectorAll('[role="columnheader"] button > span:first-child')]
        .filter((label) => label.scrollHeight > label.clientHeight + 1)
        .map((label) => label.textContent),
    );
    expect(clipped).toEqual([]);

    // Text has no order: a text column offers no greater or less than.
    await grid(page).getByRole('button', { name: 'Filter Niche' }).click();
    const form = page.getByRole('form', { name: 'Filter Niche' });
    await expect(form.getByLabel('Condition').locator('option')).toHaveText([
      'Contains',
      'Does not contain',
      'Equals',
      'Does not equal',
      'Empty',
    ]);
    await form.getByLabel('Value').fill('press');
    await form.getByRole('button', { name: 'Apply' }).click();
    const filtered = await countText(page).textContent();
    const byStrength = grid(page).getByRole('button', {
      name: 'Competition strength',
      exact: true,
    });
    await byStrength.click();
    const sortedHeader = grid(page)
      .getByRole('columnheader')
      .filter({ has: page.getByRole('button', { name: 'Competition strength', exact: true }) });
    await expect(sortedHeader).toHaveAttribute('aria-sort', 'ascending');
    // The grid keeps them with the user's preferences once the change settles.
    await expect
      .poll(async () => {
        const all = await get<Record<string, { sort?: unknown[] }>>(page, '/api/preferences');
        return all['grid.pipeline']?.sort;
      })
      .toEqual([{ field: 'competitionStrength', desc: false }]);

    await page.reload();
    await expect(countText(page)).toHaveText(filtered!);
    await expect(grid(page).getByRole('button', { name: 'Filter Niche' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(sortedHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(await accessibilityViolations(page)).toEqual([]);
    await resetPipelineGrid(page);
  });

  test('checking a space in the tag tree shows its niches, Reset shows them all', async ({
    page,
  }) => {
    await openPipeline(page);
    const total = await visibleNiches(page);
    await page.getByRole('button', { name: 'Expand all' }).click();
    const space = page.getByRole('checkbox', { name: /^Home & Office \(\d+\)$/ });
    const inSpace = Number(/\((\d+)\)/.exec((await space.getAttribute('aria-label')) ?? '')?.[1]);
    expect(inSpace).toBeGreaterThan(0);
    expect(inSpace).toBeLessThan(total);

    await space.check();
    await expect(countText(page)).toHaveText(`${inSpace} niches`);
    await expect(row(page, 'laptop stand')).toBeVisible();
    await expect(row(page, 'garlic press')).toHaveCount(0);

    // A column filter as well: the tree's Reset clears it too (the saved filters' Reset is on a
    // side bar tab not open).
    await filterColumn(page, 'Niche', 'Contains', 'laptop');
    await expect(countText(page)).not.toHaveText(`${inSpace} niches`);
    const nicheFilter = grid(page).getByRole('button', { name: 'Filter Niche' });
    await expect(nicheFilter).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(space).not.toBeChecked();
    await expect(nicheFilter).toHaveAttribute('aria-pressed', 'false');
    await expect(countText(page)).toHaveText(`${total} niches`);
    await resetPipelineGrid(page);
  });

  test('relevancy and strengths read as scores, filtered as shown', async ({ page }) => {
    await openPipeline(page);
    await page.getByRole('tab', { name: 'Filters' }).click();
    const panel = page.getByRole('region', { name: 'Saved filters' });
    // The demo's saved filter asks for a competition strength of at most 0.6.
    await panel.getByRole('button', { name: 'Apply filter Weak competition, US' }).click();
    const column = await grid(page)
      .getByRole('columnheader')
      .evaluateAll(
        (headers) =>
          headers.findIndex((h) => h.textContent?.startsWith('Competition strength')) + 1,
      );
    const cells = grid(page).locator(`[role="row"] > [role="gridcell"][aria-colindex="${column}"]`);
    await expect(cells.first()).toHaveText(/^0\.\d\d$/);
    for (const text of await cells.allTextContents()) {
      expect(text).toMatch(/^0\.\d\d$/);
      expect(Number(text)).toBeLessThanOrEqual(0.6);
    }
    await panel.getByRole('button', { name: 'Reset' }).click();
    await resetPipelineGrid(page);
  });

  test('the current view is saved as a filter, applied, renamed and deleted', async ({ page }) => {
    await openPipeline(page);
    const total = await visibleNiches(page);
    await page.getByRole('tab', { name: 'Filters' }).click();
    const panel = page.getByRole('region', { name: 'Saved filters' });

    await filterColumn(page, 'Marketplace', 'Equals', 'ca');
    await expect(countText(page)).toHaveText('3 niches');
    await panel.getByRole('button', { name: 'Save filter' }).click();
    const saveDialog = page.getByRole('dialog', { name: 'Save filter' });
    await saveDialog.getByLabel('Filter name').fill('Canada to check');
    await saveDialog.getByRole('button', { name: 'Save' }).click();
    await expect(saveDialog).toBeHidden();
    const apply = panel.getByRole('button', { name: 'Apply filter Canada to check' });
    await expect(apply).toHaveAttribute('aria-pressed', 'true');

    await panel.getByRole('button', { name: 'Reset' }).click();
    await expect(countText(page)).toHaveText(`${total} niches`);
    await apply.click();
    await expect(countText(page)).toHaveText('3 niches');
    await expect(row(page, 'jump rope')).toBeVisible();

    await panel.getByRole('button', { name: 'Rename filter Canada to check' }).click();
    const renameDialog = page.getByRole('dialog', { name: 'Rename filter' });
    await renameDialog.getByLabel('Filter name').fill('Canada shortlist');
    await renameDialog.getByRole('button', { name: 'Rename' }).click();
    await expect(renameDialog).toBeHidden();
    await expect(
      panel.getByRole('button', { name: 'Apply filter Canada shortlist' }),
    ).toBeVisible();
    await expect(apply).toHaveCount(0);

    await panel.getByRole('button', { name: 'Delete filter Canada shortlist' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete filter' });
    await expect(confirm).toContainText('Delete the filter “Canada shortlist”?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(panel.getByRole('button', { name: /Canada shortlist/ })).toHaveCount(0);
    await expect(
      panel.getByRole('button', { name: 'Apply filter Weak competition, US' }),
    ).toBeVisible();
  });

  test('a niche is renamed and its notes edited from the context menu', async ({ page }) => {
    await openPipeline(page);
    // The grid renders the rows in view: filtered, the niche's row is on screen however many
    // niches other tests have added, and stays there under its new name.
    await filterColumn(page, 'Niche', 'Contains', 'wireless charg');
    await expect(countText(page)).toHaveText('1 niche');
    const nameCell = row(page, 'wireless charger')
      .getByRole('gridcell')
      .filter({ has: page.getByRole('link', { name: 'wireless charger', exact: true }) });
    await nameCell.click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Rename Niche' }).click();
    const renameDialog = page.getByRole('dialog', { name: 'Rename Niche' });
    await renameDialog.getByRole('textbox', { name: 'Niche name' }).fill('wireless charging pad');
    await renameDialog.getByRole('textbox', { name: 'Niche name' }).press('Enter');
    await expect(renameDialog).toBeHidden();
    await expect(row(page, 'wireless charging pad')).toBeVisible();
    await expect(row(page, 'wireless charger')).toHaveCount(0);

    await filterColumn(page, 'Niche', 'Equals', 'salad spinner');
    await expect(countText(page)).toHaveText('1 niche');
    await scrollToLastColumns(page);
    const notesCell = row(page, 'salad spinner')
      .getByRole('gridcell')
      .filter({ hasText: 'Bulky to ship' });
    await notesCell.click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Edit Notes' }).click();
    const notesDialog = page.getByRole('dialog', { name: 'Notes: salad spinner' });
    await notesDialog.getByRole('textbox', { name: 'Notes' }).fill('Supplier quotes due Friday.');
    await notesDialog.getByRole('button', { name: 'Save' }).click();
    await expect(notesDialog).toBeHidden();
    await expect(row(page, 'salad spinner')).toContainText('Supplier quotes due Friday.');
    await expect(row(page, 'salad spinner')).not.toContainText('Bulky to ship');
  });

  test('a label is assigned to two niches at once and removed again', async ({ page }) => {
    await openPipeline(page);
    // The grid renders the rows in view: scoped to one space, every row of it is on screen,
    // however many niches other tests have added.
    await page.getByRole('button', { name: 'Expand all' }).click();
    const space = page.getByRole('checkbox', { name: /^Home & Office \(\d+\)$/ });
    const inSpace = Number(/\((\d+)\)/.exec((await space.getAttribute('aria-label')) ?? '')?.[1]);
    await space.check();
    await expect(countText(page)).toHaveText(`${inSpace} niches`);
    // Two niches whose names no other demo niche has.
    const picked = ['desk organizer', 'mouse pad'];
    const bulk = async (action: string) => {
      for (const name of picked) await row(page, name).getByRole('checkbox').check();
      const toolbar = page.getByRole('toolbar', { name: 'Selected niches' });
      await expect(toolbar).toContainText('2 niches selected');
      await toolbar.getByRole('button', { name: 'Bulk Update' }).click();
      const dialog = page.getByRole('dialog', { name: 'Bulk Update' });
      await dialog.getByRole('radio', { name: action }).check();
      await dialog.getByRole('combobox', { name: 'Labels' }).click();
      await page.getByRole('option', { name: 'Rejected' }).click();
      // Closes the list of labels, which covers the dialog's buttons.
      await dialog.getByRole('heading', { name: 'Bulk Update' }).click();
      await dialog.getByRole('button', { name: 'Update' }).click();
      await expect(dialog).toBeHidden();
      const clear = toolbar.getByRole('button', { name: 'Clear selection' });
      if (await clear.isVisible()) await clear.click();
    };

    await bulk('Assign labels');
    await scrollToLastColumns(page);
    for (const name of picked) await expect(row(page, name)).toContainText('Rejected');

    await bulk('Remove labels');
    await scrollToLastColumns(page);
    for (const name of picked) await expect(row(page, name)).not.toContainText('Rejected');
  });

  test('a niche is transferred to the connected organization', async ({ page }) => {
    await openPipeline(page);
    // The grid renders the rows in view: filtered to the niche, its row is on screen however many
    // niches other tests have added.
    await filterColumn(page, 'Niche', 'Equals', 'spatula set');
    await expect(countText(page)).toHaveText('1 niche');
    await row(page, 'spatula set').getByRole('checkbox').check();
    await page
      .getByRole('toolbar', { name: 'Selected niches' })
      .getByRole('button', { name: 'Transfer' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Transfer niche ownership' });
    await dialog.getByRole('combobox', { name: 'Organization' }).click();
    await page.getByRole('option', { name: 'Demo Partner Brand' }).click();
    await dialog.getByRole('combobox', { name: 'Spaces' }).click();
    await page.getByRole('option', { name: 'Partner catalog' }).click();
    await dialog.getByRole('heading', { name: 'Transfer niche ownership' }).click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Niche owner ship transferred')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row(page, 'spatula set')).toHaveCount(0);

    const switchTo = async (name: string) => {
      await page.getByRole('banner').getByRole('combobox', { name: 'Organization' }).click();
      await page.getByRole('option', { name }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    };
    await switchTo('Demo Partner Brand');
    await expect(row(page, 'spatula set')).toBeVisible();
    await switchTo('Demo Organization');
  });

  test('the side bar opens the columns list, which hides one column and pins another', async ({
    page,
  }) => {
    await openPipeline(page);
    await page.getByRole('tab', { name: 'Columns' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Columns' });
    const header = (name: string) =>
      grid(page)
        .getByRole('columnheader')
        .filter({ hasText: new RegExp(`^${name}$`) });
    await expect(header('Evaluation')).toHaveCount(1);
    await panel.getByRole('checkbox', { name: 'Evaluation' }).uncheck();
    await expect(header('Evaluation')).toHaveCount(0);
    // The hero ASIN starts hidden; shown and pinned, it stands at the left edge.
    await expect(panel.getByRole('checkbox', { name: 'Hero ASIN' })).not.toBeChecked();
    await panel.getByRole('checkbox', { name: 'Hero ASIN' }).check();
    await panel.getByRole('button', { name: 'Pin Hero ASIN' }).click();
    await expect(header('Hero ASIN')).toHaveCount(1);
    // Ends with the panel open and a column pinned, so the page's accessibility check sees both.
    await expect(panel.getByRole('button', { name: 'Unpin Hero ASIN' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('the columns are saved as a named layout, picked again, renamed and deleted', async ({
    page,
  }) => {
    // Saves, a reload, a pick, a rename and a delete: more steps than most tests.
    test.slow();
    const cleared = await page.request.put('/api/preferences/grid.pipeline.layouts', { data: [] });
    expect(cleared.ok()).toBe(true);
    await openPipeline(page);
    await page.getByRole('tab', { name: 'Columns' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Columns' });
    const header = (name: string) =>
      grid(page)
        .getByRole('columnheader')
        .filter({ hasText: new RegExp(`^${name}$`) });

    // A layout without the evaluation, with the hero ASIN pinned at the left edge.
    await panel.getByRole('checkbox', { name: 'Evaluation' }).uncheck();
    await panel.getByRole('checkbox', { name: 'Hero ASIN' }).check();
    await panel.getByRole('button', { name: 'Pin Hero ASIN' }).click();
    await expect(header('Hero ASIN')).toHaveCount(1);
    await panel.getByRole('button', { name: 'Save columns as a layout' }).click();
    const save = page.getByRole('dialog', { name: 'Save column layout' });
    await save.getByRole('textbox', { name: 'Layout name' }).fill('Sourcing');
    await save.getByRole('button', { name: 'Save layout' }).click();
    await expect(save).toBeHidden();

    // Back to the default columns, then the layout brings its own back, after a reload too.
    await resetPipelineGrid(page);
    await page.reload();
    await expect(header('Evaluation')).toHaveCount(1);
    await expect(header('Hero ASIN')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Columns' }).click();
    await panel.getByRole('combobox', { name: 'Column layout' }).click();
    await page.getByRole('option', { name: 'Sourcing' }).click();
    await expect(header('Evaluation')).toHaveCount(0);
    await expect(header('Hero ASIN')).toHaveCount(1);
    expect(await accessibilityViolations(page)).toEqual([]);

    // A name in use is refused; a rename and a delete are kept.
    await panel.getByRole('button', { name: 'Save columns as a layout' }).click();
    await save.getByRole('textbox', { name: 'Layout name' }).fill('sourcing');
    await save.getByRole('button', { name: 'Save layout' }).click();
    await expect(save.getByText('A layout named "sourcing" already exists')).toBeVisible();
    await save.getByRole('button', { name: 'Cancel' }).click();
    await panel.getByRole('button', { name: 'Rename layout Sourcing' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename column layout' });
    await rename.getByRole('textbox', { name: 'Layout name' }).fill('Suppliers');
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByRole('button', { name: 'Delete layout Suppliers' })).toBeVisible();
    await expect
      .poll(async () =>
        (await get<Record<string, { name: string }[]>>(page, '/api/preferences'))[
          'grid.pipeline.layouts'
        ]?.map((l) => l.name),
      )
      .toEqual(['Suppliers']);
    await panel.getByRole('button', { name: 'Delete layout Suppliers' }).click();
    await page
      .getByRole('dialog', { name: 'Delete column layout' })
      .getByRole('button', { name: 'Delete layout' })
      .click();
    await expect(panel.getByPlaceholder('No saved layouts')).toBeVisible();
  });

  test('the view exports as CSV and as an Excel workbook with typed cells', async ({ page }) => {
    await openPipeline(page);
    await filterColumn(page, 'Niche', 'Equals', 'garlic press');
    await expect(countText(page)).toHaveText('1 niche');
    await page.getByRole('tab', { name: 'Export' }).click();

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV Export' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const lines = (await readFile(await csv.path(), 'utf8')).replace(/^\uFEFF/, '').split(/\r?\n/);
    const header = lines[0]!.split(',').map((cell) => cell.replace(/^"|"$/g, ''));
    expect(header.slice(0, 5)).toEqual([
      'Niche ID',
      'Niche',
      'Hero keyword',
      'Hero ASIN',
      'Marketplace',
    ]);
    expect(header).toContain('Notes');
    expect(lines[1]).toContain('garlic press');

    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Excel Export' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await xlsx.path())) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    const titles = (sheet.getRow(1).values as unknown[]).slice(1);
    const cell = (title: string) => sheet.getRow(2).getCell(titles.indexOf(title) + 1);
    expect(cell('Niche').value).toBe('garlic press');
    expect(typeof cell('Dives').value).toBe('number');
    expect(cell('Dives').value).toBeGreaterThanOrEqual(1);
    expect(cell('Created').value).toBeInstanceOf(Date);
    expect(cell('Created').numFmt).toBe('yyyy-mm-dd');
  });
});

test.describe('the niche pipeline of a plain member', { tag: DEMO_NICHES }, () => {
  test.use({ storageState: authFile('member') });

  test('niches the member may not change are marked Read Only', async ({ page }) => {
    await openPipeline(page);
    await expect(countText(page)).toHaveText(`${await visibleNiches(page)} niches`);
    await expect(grid(page).getByText('Read Only').first()).toBeVisible();
  });

  test('a member is offered neither Transfer nor Share', async ({ page }) => {
    await openPipeline(page);
    await grid(page).getByRole('row').nth(1).getByRole('checkbox').check();
    const toolbar = page.getByRole('toolbar', { name: 'Selected niches' });
    await expect(toolbar.getByRole('button', { name: 'Bulk Update' })).toBeVisible();
    await expect(toolbar.getByRole('button', { name: 'Transfer' })).toHaveCount(0);
    await expect(toolbar.getByRole('button', { name: 'Share' })).toHaveCount(0);
  });
});
