import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { accessibilityViolations } from './accessibility';
import { expect, test } from './fixtures';
import { signUpAndIn } from './helpers';

const CEREBRO_SAMPLE = fileURLToPath(
  new URL('../../packages/market/src/importers/samples/cerebro-multi-2023.csv', import.meta.url),
);

async function openDataImports(page: import('@playwright/test').Page, name: string) {
  const email = `${name.toLowerCase().replaceAll(' ', '-')}-${Date.now()}@example.com`;
  await signUpAndIn(page, name, email, 'correct horse battery staple 42');
  await page.goto('/');
  await page.getByRole('link', { name: 'Data imports' }).click();
  await expect(page.getByRole('heading', { name: 'Data imports', level: 1 })).toBeVisible();
}

const chooseFiles = (
  page: import('@playwright/test').Page,
  files: Parameters<import('@playwright/test').Locator['setInputFiles']>[0],
) => page.locator('input[type="file"]').setInputFiles(files);

test.describe('Data imports', () => {
  test('files Fathom cannot read get a result saying why, and nothing is imported', async ({
    page,
  }) => {
    await openDataImports(page, 'Import Tester');
    await expect(page.getByText('No imports yet.')).toBeVisible();
    expect(await accessibilityViolations(page), 'data imports page, empty').toEqual([]);

    await chooseFiles(page, [
      { name: 'notes.csv', mimeType: 'text/csv', buffer: Buffer.from('Name,Colour\nPen,blue\n') },
      { name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.alloc(0) },
    ]);
    const notes = page.getByRole('region', { name: 'Import of notes.csv' });
    await expect(notes.getByRole('alert')).toContainText('The file is not a format Fathom reads');
    const empty = page.getByRole('region', { name: 'Import of empty.csv' });
    await expect(empty.getByRole('alert')).toContainText('The file is empty');
    await expect(page.getByText('No imports yet.')).toBeVisible();
    expect(await accessibilityViolations(page), 'data imports page, refused files').toEqual([]);
  });

  test('a Cerebro export is imported, listed with what it added, and deleted', async ({ page }) => {
    test.skip(!existsSync(CEREBRO_SAMPLE), 'needs the Cerebro importer and its sample');
    await openDataImports(page, 'Cerebro Tester');
    await chooseFiles(page, {
      name: 'cerebro-multi-2023.csv',
      mimeType: 'text/csv',
      buffer: readFileSync(CEREBRO_SAMPLE),
    });
    const result = page.getByRole('region', { name: 'Import of cerebro-multi-2023.csv' });
    await expect(result).toContainText('Helium 10 Cerebro');
    await expect(result).toContainText('Keyword ranks');
    const row = page.getByRole('row', { name: /cerebro-multi-2023\.csv/ });
    await expect(row).toContainText('Helium 10 Cerebro');
    expect(await accessibilityViolations(page), 'data imports page, one import').toEqual([]);

    await row.getByRole('button', { name: 'Details of cerebro-multi-2023.csv' }).click();
    const details = page.getByRole('dialog', { name: 'cerebro-multi-2023.csv' });
    await expect(details).toContainText('ASINs');
    await details.getByRole('button', { name: 'Close' }).click();

    await row.getByRole('button', { name: 'Delete cerebro-multi-2023.csv' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the import?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No imports yet.')).toBeVisible();
  });
});
