import {
  SCORECARD_QUESTIONS,
  type NicheProfits,
  type NicheSummary,
  type Scorecard,
} from '@fathom/contract';
import { accessibilityViolations } from './accessibility';
import { expect, test, type Page } from './fixtures';
import { authFile, DEMO_NICHES, get, organizationId, resetPipelineGrid } from './helpers';

/** Money as the pages show it in the US marketplace. */
const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

async function nicheId(page: Page, label: string): Promise<number> {
  const orgId = await organizationId(page, 'Demo Organization');
  const niches = await get<NicheSummary[]>(page, `/api/orgs/${orgId}/niches`);
  const niche = niches.find((n) => n.label === label);
  if (!niche) throw new Error(`No demo niche ${label}`);
  return niche.id;
}

/** The results table's row of one figure. */
const result = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'Profit results' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });

// Answers change demo niches' evaluations: one at a time with the other demo-niche tests.
test.describe('PROFITS and the product scorecard of the demo owner', { tag: DEMO_NICHES }, () => {
  test.use({ storageState: authFile('owner') });

  test('PROFITS shows the saved results as the API gives them, and saves a change', async ({
    page,
  }) => {
    const id = await nicheId(page, 'french press');
    const api = await get<NicheProfits>(page, `/api/niches/${id}/profits`);
    expect(api.saved).toBe(true);
    const r = api.results!;
    await page.goto(`/niche/${id}/profits`);
    await expect(page.getByRole('heading', { name: 'Profits' })).toBeVisible();
    await expect(result(page, 'Landed cost per product')).toContainText(
      usd(r.landedCostPerProductCents),
    );
    await expect(result(page, 'Net revenue per product')).toContainText(
      usd(r.netRevenuePerProductCents),
    );
    await expect(result(page, 'Breakeven selling price')).toContainText(
      usd(r.breakevenSellingPriceCents),
    );
    await expect(result(page, 'Turns per year')).toContainText(r.turnsPerYear!.toFixed(2));
    await expect(result(page, 'Budget required to launch')).toContainText(
      usd(r.budgetRequiredToLaunchCents),
    );

    // A price of 0 is refused before it is sent.
    const price = page.getByRole('textbox', { name: 'Selling price (USD)' });
    await price.fill('0');
    await expect(page.getByText('Selling price must be more than 0')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save profit settings' })).toBeDisabled();

    // A new price: the results follow as it is typed, and the save stores it.
    await price.fill('34.99');
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    await page.getByRole('button', { name: 'Save profit settings' }).click();
    await expect(page.getByText('Unsaved changes')).toBeHidden();
    const saved = await get<NicheProfits>(page, `/api/niches/${id}/profits`);
    expect(saved.settings?.sellingPriceCents).toBe(3499);
    await expect(result(page, 'Net revenue per product')).toContainText(
      usd(saved.results!.netRevenuePerProductCents),
    );
    // Put the demo back as it was.
    const back = await page.request.put(`/api/niches/${id}/profits`, { data: api.settings });
    expect(back.ok()).toBe(true);
  });

  test('PROFITS shows where the price of one unit goes, as a chart and as text', async ({
    page,
  }) => {
    const id = await nicheId(page, 'french press');
    const api = await get<NicheProfits>(page, `/api/niches/${id}/profits`);
    const r = api.results!;
    const s = api.settings!;
    await page.goto(`/niche/${id}/profits`);
    const chart = page.getByRole('img', { name: /^Where the price of one unit goes: / });
    await expect(chart.locator('svg')).toBeVisible();
    await expect(chart).toHaveAttribute(
      'aria-label',
      new RegExp(`FBA fee \\${usd(r.fbaFeeCents)}`),
    );
    const parts = page.getByRole('table', { name: 'Where the price of one unit goes' });
    const part = (name: string) =>
      parts.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    await expect(part('Referral fee')).toContainText(usd(r.referralFeeCents));
    await expect(part('FBA fee')).toContainText(usd(r.fbaFeeCents));
    const ppc = Math.round(s.ppcLaunchBudgetCents / s.unitsPerOrder);
    await expect(part('PPC launch budget')).toContainText(usd(ppc));
    await expect(part('Profit')).toContainText(usd(r.netRevenuePerProductCents - ppc));
    expect(await accessibilityViolations(page)).toEqual([]);

    // A price below the costs: the table says the loss, and nothing is saved.
    await page.getByRole('textbox', { name: 'Selling price (USD)' }).fill('5');
    await expect(part('Loss')).toBeVisible();
    await expect(part('Profit')).toHaveCount(0);
    await expect(chart).toHaveAttribute('aria-label', /Loss \$/);
  });

  test('PROFITS is offered only where a fee table exists', async ({ page }) => {
    const tabs = page.getByRole('navigation', { name: 'Niche pages' });
    const us = await nicheId(page, 'french press');
    await page.goto(`/niche/${us}/niche-analysis/overview`);
    await expect(tabs.getByRole('link', { name: 'Profits', exact: true })).toBeVisible();

    // A German niche has no Profits tab and no Profits link under "Go deeper".
    const id = await nicheId(page, 'measuring cups');
    await page.goto(`/niche/${id}/niche-analysis/overview`);
    await expect(tabs.getByRole('link', { name: 'Overview', exact: true })).toBeVisible();
    const deeper = page.getByRole('region', { name: 'Go deeper' });
    await expect(deeper.getByRole('link', { name: 'Deep Dive' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Profits', exact: true })).toHaveCount(0);
    await expect(deeper.getByRole('link', { name: 'Profits', exact: true })).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);

    // Its address, typed by hand, says why.
    await page.goto(`/niche/${id}/profits`);
    await expect(
      page.getByText('PROFITS is not supported for the Germany marketplace'),
    ).toBeVisible();

    // The scorecard's profitability questions say so too, rather than link to PROFITS.
    await page.goto(`/niche/${id}/product-scorecard`);
    await expect(page.getByRole('region', { name: 'Evaluation' })).toBeVisible();
    await expect(
      page.getByText('PROFITS is not supported for the Germany marketplace').first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Fill in PROFITS' })).toHaveCount(0);
  });

  test('answering the scorecard completes the evaluation and the pipeline shows its badge', async ({
    page,
  }) => {
    // Seven answers, each saved, then the pipeline: slow on a busy machine.
    test.slow();
    const id = await nicheId(page, 'meat thermometer');
    await page.goto(`/niche/${id}/product-scorecard`);
    const before = await get<Scorecard>(page, `/api/niches/${id}/scorecard`);
    const evaluation = page.getByRole('region', { name: 'Evaluation' });
    await expect(evaluation.getByText(`Score ${before.evaluationScore}`)).toBeVisible();
    await expect(evaluation.getByText('In Progress', { exact: true })).toBeVisible();
    // The verdicts of the data questions are readable (WCAG AA contrast).
    const verdict = before.questions.find(
      (q) => q.verdict === 'favorable' || q.verdict === 'unfavorable',
    );
    expect(verdict).toBeDefined();
    await expect(
      page.getByText(verdict!.verdict === 'favorable' ? 'Favourable' : 'Unfavourable').first(),
    ).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    // Every question the user answers, answered Yes.
    const open = before.questions.filter((q) => q.source === 'user' && q.answer === null);
    expect(open.length).toBeGreaterThan(0);
    for (const q of open) {
      const text = SCORECARD_QUESTIONS.find((x) => x.id === q.id)!.text;
      const group = page.getByRole('group', { name: text });
      await expect(group.getByRole('radio', { name: 'Yes' })).toBeEnabled();
      await group.getByText('Yes', { exact: true }).click();
      await expect(group.getByRole('radio', { name: 'Yes' })).toBeChecked();
      await expect(group.getByRole('radio', { name: 'Yes' })).toBeEnabled();
    }
    const after = await get<Scorecard>(page, `/api/niches/${id}/scorecard`);
    expect(after.evaluationStatus).toBe('COMPLETE');
    const label = `${after.evaluationScore > 0 ? 'Positive' : 'Negative'}${
      after.evaluationQuestionsNeedAnswer.length ? '*' : ''
    }`;
    await expect(evaluation.getByText(label, { exact: true })).toBeVisible();
    await expect(evaluation.getByText(`Score ${after.evaluationScore}`)).toBeVisible();

    // The pipeline's Evaluation column shows the same badge.
    await resetPipelineGrid(page);
    await page.goto('/');
    const grid = page.getByRole('grid', { name: 'Niche pipeline' });
    await grid.getByRole('button', { name: 'Filter Niche' }).click();
    const form = page.getByRole('form', { name: 'Filter Niche' });
    await form.getByLabel('Condition').selectOption({ label: 'Equals' });
    await form.getByLabel('Value').fill('meat thermometer');
    await form.getByRole('button', { name: 'Apply' }).click();
    // The Evaluation column is among the first, beside the niche.
    const row = grid
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: 'meat thermometer', exact: true }) });
    await expect(row.getByText(label, { exact: true })).toBeVisible();

    // Put the demo back as it was.
    const cleared = Object.fromEntries(open.map((q) => [q.id, null]));
    const back = await page.request.patch(`/api/niches/${id}/scorecard`, {
      data: { answers: cleared },
    });
    expect(back.ok()).toBe(true);
  });
});
