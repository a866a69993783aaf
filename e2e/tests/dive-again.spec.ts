import {
  DIVE_MESSAGES,
  marketplaceDate,
  nextRunDate,
  SCHEDULE_MESSAGES,
  type Competitor,
  type KeywordRow,
} from '@fathom/contract';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import { expect, test, type Page } from './fixtures';
import { authFile, createNiche, DEMO_NICHES, get, organizationId } from './helpers';

const hero = KNOWN_ASINS.com.strongHero;
const shots = process.env.FATHOM_E2E_SCREENSHOTS;

async function shot(page: Page, name: string): Promise<void> {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png` });
}

/** Notes whether the dive progress modal showed its bar and percentage, however briefly. */
async function watchProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen = window as unknown as { diveProgressSeen: string[] };
    seen.diveProgressSeen = [];
    new MutationObserver(() => {
      const percentage = document.querySelector('[data-testid="dive-progress-percentage"]');
      const bar = document.querySelector('[role="progressbar"]');
      if (percentage?.textContent && bar) seen.diveProgressSeen.push(percentage.textContent);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });

async function pickHero(page: Page, scope: ReturnType<typeof dialog>, asin: string) {
  await scope.getByRole('combobox', { name: 'Hero Asin' }).click();
  await page.getByRole('option', { name: new RegExp(asin) }).click();
}

test.describe('Niche Dive Again and Scheduled AutoDive as the demo owner', () => {
  test.use({ storageState: authFile('owner') });

  test(
    'dives a niche again keeping a locked competitor and leaving an excluded one out',
    { tag: DEMO_NICHES },
    async ({ page }) => {
      await page.goto('/');
      const nicheId = await createNiche(page, await organizationId(page, 'Demo Organization'));
      const before = await get<Competitor[]>(page, `/api/niches/${nicheId}/competitors`);
      const locked = before[before.length - 1]!;
      const excluded = before[1]!;

      await page.goto(`/niche/${nicheId}/niche-analysis/mkl`);
      await expect(page.getByTestId('niche-research-summary')).toHaveText(/^1 dive, latest /);
      await page.getByRole('button', { name: 'Dive Again' }).click();
      const modal = dialog(page, 'Niche Dive Again');
      await expect(modal).toBeVisible();
      await expect(modal.getByText(/Dive ASINs used this month/)).toBeVisible();
      await shot(page, 'dive-again-modal');

      // It starts on the niche's own hero; emptied, Launch asks for one.
      const heroBox = modal.getByRole('combobox', { name: 'Hero Asin' });
      await expect(heroBox).toHaveValue(before.find((c) => c.isHero)!.asin);
      await heroBox.fill('');
      // The picker's list opened by typing closes on a click elsewhere in the dialog.
      await modal.getByRole('heading', { name: 'Niche Dive Again' }).click();
      await modal.getByRole('button', { name: 'Launch' }).click();
      await expect(modal.getByText(SCHEDULE_MESSAGES.selectHero)).toBeVisible();
      await expect(page).toHaveURL(/\/niche-analysis\/mkl$/);

      await pickHero(page, modal, before[2]!.asin);
      await expect(modal.getByText(SCHEDULE_MESSAGES.selectHero)).toBeHidden();

      // Selections in a sub-dialog count only once confirmed.
      await modal.getByRole('button', { name: 'Lock competitors' }).click();
      const lock = dialog(page, 'Lock competitors');
      await lock.getByRole('checkbox', { name: new RegExp(`^${locked.asin} `) }).check();
      await expect(lock.getByText('Locked', { exact: true })).toBeVisible();
      await shot(page, 'lock-dialog');
      await lock.getByRole('button', { name: 'Cancel' }).click();
      await expect(modal.getByLabel('1 locked')).toBeHidden();
      await modal.getByRole('button', { name: 'Lock competitors' }).click();
      await expect(
        lock.getByRole('checkbox', { name: new RegExp(`^${locked.asin} `) }),
      ).not.toBeChecked();
      await lock.getByRole('checkbox', { name: new RegExp(`^${locked.asin} `) }).check();
      await lock.getByRole('button', { name: 'Confirm' }).click();
      await expect(modal.getByLabel('1 locked')).toBeVisible();

      await modal.getByRole('button', { name: 'Exclude competitors' }).click();
      const exclude = dialog(page, 'Exclude competitors');
      await expect(
        exclude.getByRole('checkbox', { name: new RegExp(`^${locked.asin} `) }),
      ).toBeDisabled();
      await exclude.getByRole('checkbox', { name: new RegExp(`^${excluded.asin} `) }).check();
      await shot(page, 'exclude-dialog');
      await exclude.getByRole('button', { name: 'Confirm' }).click();
      await expect(modal.getByLabel('1 excluded')).toBeVisible();
      await shot(page, 'dive-again-ready');

      await watchProgress(page);
      await modal.getByRole('button', { name: 'Launch' }).click();
      await expect(page).toHaveURL(/\/dive-box\/dive-again$/);
      await expect(page).toHaveURL(new RegExp(`/niche/${nicheId}/niche-analysis/mkl$`), {
        timeout: 30_000,
      });

      const seen = await page.evaluate(
        () => (window as unknown as { diveProgressSeen: string[] }).diveProgressSeen,
      );
      expect(seen.length).toBeGreaterThan(0);

      const list = page.getByRole('list', { name: 'Competitors' });
      await expect(list.getByRole('listitem', { name: locked.title, exact: true })).toBeVisible();
      await expect(list.getByRole('listitem', { name: excluded.title, exact: true })).toHaveCount(
        0,
      );
      await expect(page.getByTestId('niche-research-summary')).toHaveText(/^2 dives, latest /);
      const after = await get<Competitor[]>(page, `/api/niches/${nicheId}/competitors`);
      expect(after.map((c) => c.asin)).toContain(locked.asin);
      expect(after.map((c) => c.asin)).not.toContain(excluded.asin);
      expect(await get<{ asin: string }[]>(page, `/api/niches/${nicheId}/exclusions`)).toEqual([
        { asin: excluded.asin },
      ]);

      // Dropped keywords stay in their list, marked; new ones may also come from another list.
      const tabs = { mkl: 'Master Keyword List', outlier: 'Outliers', residue: 'Residue' } as const;
      const lists = await Promise.all(
        (['mkl', 'outlier', 'residue'] as const).map(async (list) => ({
          list,
          rows: await get<KeywordRow[]>(page, `/api/niches/${nicheId}/keywords?list=${list}`),
        })),
      );
      const marked = (status: 'new' | 'dropped') =>
        lists
          .map(({ list, rows }) => ({
            list,
            row: rows.find((k) => k.keywordDifferenceStatus === status),
          }))
          .find((found) => found.row);
      const added = marked('new');
      const dropped = marked('dropped');
      expect(added?.row).toBeTruthy();
      expect(dropped?.row).toBeTruthy();
      const grid = page.getByRole('grid');
      const filter = page.getByLabel('Filter keywords');

      await page.getByRole('tab', { name: tabs[added!.list] }).click();
      await filter.fill(added!.row!.keyword);
      const newRow = grid.getByRole('row').filter({ hasText: added!.row!.keyword }).first();
      await expect(newRow.locator('[data-difference="new"]').first()).toHaveText('New');
      if (added!.row!.keywordPreviousKeywordList) {
        await newRow.locator('[data-difference="new"]').first().hover();
        await expect(page.getByRole('tooltip')).toContainText('In the previous dive this keyword');
      }
      await shot(page, 'mkl-new-keyword');

      await page.getByRole('tab', { name: tabs[dropped!.list] }).click();
      await filter.fill(dropped!.row!.keyword);
      const droppedRow = grid.getByRole('row').filter({ hasText: dropped!.row!.keyword }).first();
      await expect(droppedRow.locator('[data-difference="dropped"]').first()).toHaveText('Dropped');
      await expect(droppedRow.getByText(dropped!.row!.keyword, { exact: true })).toHaveCSS(
        'text-decoration-line',
        'line-through',
      );
      await filter.fill('');
      await shot(page, 'mkl-after-dive-again');
    },
  );

  test(
    'the niche tracker link with showDiveAgainPopup opens the Dive Again modal',
    { tag: DEMO_NICHES },
    async ({ page }) => {
      await page.goto('/');
      const nicheId = await createNiche(page, await organizationId(page, 'Demo Organization'));
      await page.goto(`/niche/${nicheId}/niche-tracker?showDiveAgainPopup=true`);
      await expect(dialog(page, 'Niche Dive Again')).toBeVisible();
      await expect(page).toHaveURL(/\/niche-tracker\?showDiveAgainPopup=true$/);
      // Without the browser extension, manual mode offers to install it.
      const modal = dialog(page, 'Niche Dive Again');
      await modal.getByText('Manual', { exact: true }).click();
      await expect(modal.getByText(DIVE_MESSAGES.missingExtension)).toBeVisible();
      await expect(modal.getByRole('link', { name: 'Install Chrome extension' })).toBeVisible();
      await expect(modal.getByRole('button', { name: 'Launch' })).toHaveCount(0);
      await shot(page, 'dive-again-manual');
      await page.keyboard.press('Escape');
      await expect(dialog(page, 'Niche Dive Again')).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`/niche/${nicheId}/niche-tracker$`));
    },
  );

  test('a reload of /dive-box/dive-again without a pending dive goes home', async ({ page }) => {
    await page.goto('/dive-box/dive-again');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Organization' })).toBeVisible();
  });

  test(
    'schedules a monthly AutoDive, reschedules it and cancels it',
    { tag: DEMO_NICHES },
    async ({ page }) => {
      // A dive, then four modal rounds and three page loads: past a minute on a busy 2-core machine.
      test.slow();
      await page.goto('/');
      const nicheId = await createNiche(page, await organizationId(page, 'Demo Organization'));
      await page.goto(`/niche/${nicheId}/niche-analysis/mkl`);
      await expect(page.getByTestId('schedule-indicator')).toBeHidden();

      await page.getByRole('button', { name: 'Schedule AutoDive' }).click();
      const modal = dialog(page, 'Schedule AutoDive');
      await expect(modal).toBeVisible();
      await modal.getByText('Monthly', { exact: true }).click();
      await modal.getByRole('button', { name: 'Schedule' }).click();
      await expect(modal.getByText(SCHEDULE_MESSAGES.heroRequired)).toBeVisible();
      await expect(modal.getByText(SCHEDULE_MESSAGES.dayOfMonthRequired)).toBeVisible();

      await pickHero(page, modal, hero);
      await expect(modal.getByText(SCHEDULE_MESSAGES.heroRequired)).toBeHidden();
      await modal.getByRole('combobox', { name: 'Dive on' }).click();
      await modal.getByRole('combobox', { name: 'Dive on' }).fill('31');
      await page.getByRole('option', { name: '31st' }).click();
      await expect(modal.getByText(SCHEDULE_MESSAGES.lateDayWarning)).toBeVisible();
      const expected = nextRunDate(
        { interval: 'Monthly', dayOfWeek: null, dayOfMonth: 31 },
        marketplaceDate('com'),
      );
      await expect(modal.getByTestId('schedule-next-date')).toHaveText(expected);
      await expect(modal.getByTestId('schedule-summary')).toContainText('monthly on the 31st');
      await shot(page, 'schedule-modal');
      await modal.getByRole('button', { name: 'Schedule' }).click();
      await expect(page.getByText(SCHEDULE_MESSAGES.scheduled)).toBeVisible();
      await expect(modal).toBeHidden();
      await expect(page.getByTestId('schedule-indicator')).toHaveText(expected);

      await page.getByRole('button', { name: 'Schedule AutoDive' }).click();
      const edit = dialog(page, 'Edit Scheduled AutoDive');
      await expect(edit.getByTestId('schedule-status')).toContainText(
        `Next scheduled dive: ${expected}`,
      );
      await expect(edit.getByRole('combobox', { name: 'Dive on' })).toHaveValue('31st');
      await expect(edit.getByRole('button', { name: 'Apply' })).toBeDisabled();
      await shot(page, 'schedule-edit-modal');
      await edit.getByRole('combobox', { name: 'Dive on' }).click();
      await edit.getByRole('combobox', { name: 'Dive on' }).fill('15');
      await page.getByRole('option', { name: '15th' }).click();
      await expect(edit.getByText(SCHEDULE_MESSAGES.lateDayWarning)).toBeHidden();
      const rescheduled = nextRunDate(
        { interval: 'Monthly', dayOfWeek: null, dayOfMonth: 15 },
        marketplaceDate('com'),
      );
      await expect(edit.getByTestId('schedule-next-date')).toHaveText(rescheduled);
      await edit.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByText(SCHEDULE_MESSAGES.rescheduled)).toBeVisible();
      await expect(page.getByTestId('schedule-indicator')).toHaveText(rescheduled);

      await page.goto('/');
      const row = page.getByRole('row').filter({ has: page.getByTestId('schedule-indicator') });
      await expect(row.first().getByTestId('schedule-indicator')).toBeVisible();

      await page.goto(`/niche/${nicheId}/niche-analysis/mkl`);
      await page.getByRole('button', { name: 'Schedule AutoDive' }).click();
      await dialog(page, 'Edit Scheduled AutoDive')
        .getByRole('button', { name: 'Cancel AutoDive' })
        .click();
      await expect(page.getByText(SCHEDULE_MESSAGES.canceled)).toBeVisible();
      await expect(page.getByTestId('schedule-indicator')).toBeHidden();
    },
  );
});
