import type { KeywordRow, KeywordSettings } from '@fathom/contract';
import { accessibilityViolations } from './accessibility';
import { expect, test, type Page } from './fixtures';
import { authFile, createNiche, DEMO_NICHES, get, organizationId } from './helpers';

const keywords = (page: Page, nicheId: number) =>
  get<KeywordRow[]>(page, `/api/niches/${nicheId}/keywords?list=mkl`);
const settings = (page: Page, nicheId: number) =>
  get<KeywordSettings>(page, `/api/niches/${nicheId}/keyword-settings`);

test.describe('Keyword lists on the MKL page as the demo owner', () => {
  test.use({ storageState: authFile('owner') });

  test(
    'excludes a phrase from the grid, takes it back, and saves a new min search volume',
    { tag: DEMO_NICHES },
    async ({ page }) => {
      // A dive, then every change saved and read back, with accessibility scans.
      test.slow();
      await page.goto('/');
      const nicheId = await createNiche(page, await organizationId(page, 'Demo Organization'));
      const before = await keywords(page, nicheId);
      const keyword = before[0]!.keyword;

      await page.goto(`/niche/${nicheId}/niche-analysis/mkl`);
      const grid = page.getByRole('grid');
      // The list comes first: its first rows show in the window, the settings folded above it.
      await expect(grid.getByRole('row').nth(1)).toBeInViewport();
      const toggle = page.getByRole('button', { name: 'Keyword list settings' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.getByRole('textbox', { name: 'Filter keywords' }).fill(keyword);
      const cell = grid.getByText(keyword, { exact: true });
      await cell.click({ button: 'right' });
      await expect(page.getByRole('menuitem', { name: 'Exclude 1 KW in EXACT' })).toBeVisible();
      await page.getByRole('menuitem', { name: 'Exclude 1 KW in PHRASE' }).click();

      // The grid's exclusion is listed in the settings, unfolded to take it back.
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const phrases = page.getByRole('list', { name: 'Excluded phrases' });
      await expect(phrases).toContainText(keyword);
      await expect
        .poll(async () => (await settings(page, nicheId)).mklSettings.excludedPhrases)
        .toEqual([keyword]);
      await expect(cell).toBeHidden();

      await page.getByRole('button', { name: `Take back the exclusion of ${keyword}` }).click();
      await expect
        .poll(async () => (await settings(page, nicheId)).mklSettings.excludedPhrases)
        .toEqual([]);
      await expect(grid.getByText(keyword, { exact: true })).toBeVisible();

      // A new min search volume: its preview first, then the saved list.
      await page.getByRole('textbox', { name: 'Filter keywords' }).fill('');
      const volumes = before.map((k) => k.searchVolume).sort((a, b) => a - b);
      const min = volumes[Math.floor(volumes.length / 2)]!;
      const kept = before.filter((k) => k.searchVolume >= min).length;
      const minField = page.getByRole('textbox', { name: 'Min search volume', exact: true });
      await minField.fill(String(min));
      // The preview shows under the MKL settings, beside the field just changed.
      const feedback = page
        .getByRole('status')
        .filter({ hasText: new RegExp(`^Visible: ${kept.toLocaleString('en-US')} keywords`) });
      await expect(feedback).toBeVisible();
      const [fieldBox, feedbackBox] = [await minField.boundingBox(), await feedback.boundingBox()];
      expect(feedbackBox!.y - fieldBox!.y).toBeLessThan(200);
      expect(await accessibilityViolations(page)).toEqual([]);
      await expect
        .poll(async () => (await settings(page, nicheId)).mklSettings.minSearchVolume)
        .toBe(min);
      await expect(page.getByRole('status').filter({ hasText: /^[\d,]+ keywords$/ })).toHaveText(
        `${kept.toLocaleString('en-US')} keywords`,
      );
      const after = await keywords(page, nicheId);
      expect(after.every((k) => k.searchVolume >= min)).toBe(true);

      // The same list as a workbook, beside the CSV.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export Excel' }).click();
      expect((await download).suggestedFilename()).toMatch(/-master-keyword-list\.xlsx$/);
    },
  );

  test(
    'adds two keywords by hand and shows their ranks, marked Manual',
    { tag: DEMO_NICHES },
    async ({ page }) => {
      await page.goto('/');
      const nicheId = await createNiche(page, await organizationId(page, 'Demo Organization'));
      await page.goto(`/niche/${nicheId}/niche-analysis/mkl`);
      await page.getByRole('button', { name: 'Add keywords' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add keywords by hand' });
      // Pasted from a spreadsheet: the first column is taken.
      await dialog
        .getByRole('textbox', { name: 'Keywords, one per line' })
        .fill('garlic press deluxe\t1200\ngarlic crusher handheld\t900\n');
      await expect(dialog.getByRole('status')).toHaveText('2 keywords');
      await dialog.getByRole('button', { name: 'Add' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Added 2 keywords')).toBeVisible();

      const added = (await keywords(page, nicheId)).filter((k) => k.manual);
      expect(added.map((k) => k.keyword).sort()).toEqual([
        'garlic crusher handheld',
        'garlic press deluxe',
      ]);
      const grid = page.getByRole('grid');
      await page.getByRole('textbox', { name: 'Filter keywords' }).fill('garlic press deluxe');
      const row = grid.getByRole('row').filter({ hasText: 'garlic press deluxe' });
      await expect(row.getByText('Manual', { exact: true })).toBeVisible();
      const [asin, rank] = Object.entries(
        added.find((k) => k.keyword === 'garlic press deluxe')!.organicRanks,
      )[0]!;
      expect(asin).toBeTruthy();
      await expect(row.getByText(String(rank), { exact: true }).first()).toBeVisible();

      // Removed again from the grid's menu, once confirmed.
      await row.getByText('garlic press deluxe', { exact: true }).click({ button: 'right' });
      await page.getByRole('menuitem', { name: 'Remove 1 KW from the lists' }).click();
      const confirm = page.getByRole('dialog', { name: 'Remove 1 keyword' });
      await confirm.getByRole('button', { name: 'Remove' }).click();
      await expect(page.getByText('Removed 1 keyword')).toBeVisible();
      await expect(grid.getByText('garlic press deluxe', { exact: true })).toBeHidden();

      // The other with the Delete key on the selected row.
      await page.getByRole('textbox', { name: 'Filter keywords' }).fill('garlic crusher handheld');
      await grid.getByRole('checkbox', { name: 'Select row 1', exact: true }).check();
      await grid.focus();
      await page.keyboard.press('Delete');
      await page
        .getByRole('dialog', { name: 'Remove 1 keyword' })
        .getByRole('button', { name: 'Remove' })
        .click();
      await expect(grid.getByText('garlic crusher handheld', { exact: true })).toBeHidden();
      expect((await keywords(page, nicheId)).filter((k) => k.manual)).toEqual([]);

      // Lines pasted into the grid become new rows, by hand (once the first add's message is gone,
      // so the one awaited below is the paste's).
      await expect(page.getByText('Added 2 keywords')).toBeHidden();
      await page.getByRole('textbox', { name: 'Filter keywords' }).fill('');
      await grid.focus();
      await grid.evaluate((element) => {
        const data = new DataTransfer();
        data.setData('text/plain', 'garlic press deluxe\ngarlic crusher handheld\n');
        element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
      });
      const pasted = page.getByRole('dialog', { name: 'Add keywords by hand' });
      await expect(pasted.getByRole('status')).toHaveText('2 keywords');
      await pasted.getByRole('button', { name: 'Add' }).click();
      await expect(page.getByText('Added 2 keywords')).toBeVisible();
      await expect
        .poll(async () => (await keywords(page, nicheId)).filter((k) => k.manual).length)
        .toBe(2);
    },
  );
});
