import type { AlertRule } from '@fathom/contract';
import { accessibilityViolations } from './accessibility';
import { expect, test } from './fixtures';
import { authFile, fullyCollectedTracker, get, organizationId } from './helpers';

test.describe('Rank Radar alerts as the demo owner', () => {
  test.use({ storageState: authFile('owner') });

  test('adds a rule, sees the alerts of past days and marks them read', async ({ page }) => {
    test.setTimeout(300_000);
    await page.goto('/');
    const orgId = await organizationId(page, 'Demo Organization');
    const tracker = await fullyCollectedTracker(page, orgId);
    const base = `/api/orgs/${orgId}/krt/${tracker.id}`;

    await page.goto(`/rank-radar/heatmap?krtId=${tracker.id}&view=organic`);
    await page.getByRole('tab', { name: /^Alerts/ }).click();
    await expect(page.getByRole('tab', { name: /^Alerts/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The demo's rules raised alerts over the tracker's history.
    await expect(page.getByText('Moves by 10 places or more').first()).toBeVisible();
    const table = page.getByRole('table', { name: 'Alerts' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toContainText('→');
    expect(await accessibilityViolations(page), 'accessibility of the alerts tab').toEqual([]);

    // Add a rule: a move of 3 places down, with the e-mail digest.
    await page.getByRole('combobox', { name: 'Alert when' }).click();
    await page.getByRole('option', { name: 'A search term moves by N places or more' }).click();
    await page.getByRole('textbox', { name: 'Places (N)' }).fill('3');
    await page.getByRole('combobox', { name: 'Direction' }).click();
    await page.getByRole('option', { name: 'Down', exact: true }).click();
    await page.getByRole('checkbox', { name: 'E-mail me a daily digest' }).check();
    await page.getByRole('button', { name: 'Add rule' }).click();
    await expect(page.getByText('Alert rule added')).toBeVisible();
    // Read in the rule list by each rule's Delete button: alert rows carry a rule's text too.
    const deleteRule = (text: string) => page.getByRole('button', { name: `Delete rule ${text}` });
    await expect(deleteRule('Moves down by 3 places or more')).toBeVisible();
    const { rules } = await get<{ rules: AlertRule[] }>(page, `${base}/alert-rules`);
    const added = rules.find((r) => r.kind === 'moves' && r.direction === 'down')!;
    expect(added).toMatchObject({ threshold: 3, email: true, keywordIds: null });

    // A rule on one chosen search term.
    await page.getByRole('combobox', { name: 'Alert when' }).click();
    await page.getByRole('option', { name: 'A search term enters the top N' }).click();
    await page.getByRole('combobox', { name: 'Search terms' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Add rule' }).click();
    await expect(page.getByText('1 search term', { exact: true })).toBeVisible();
    const after = await get<{ rules: AlertRule[] }>(page, `${base}/alert-rules`);
    const chosen = after.rules.find((r) => r.kind === 'enters_top')!;
    expect(chosen.keywordIds).toHaveLength(1);

    // Mark all read: the unread count drops to 0.
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await expect(page.getByRole('heading', { name: 'Alerts (0 unread)' })).toBeVisible();
    await expect(table.getByText('New', { exact: true })).toHaveCount(0);
    expect(await accessibilityViolations(page), 'accessibility after the changes').toEqual([]);

    await deleteRule('Moves down by 3 places or more').click();
    await expect(deleteRule('Moves down by 3 places or more')).toHaveCount(0);
    await deleteRule('Enters the top 10').click();
    await expect(deleteRule('Enters the top 10')).toHaveCount(0);
  });
});
