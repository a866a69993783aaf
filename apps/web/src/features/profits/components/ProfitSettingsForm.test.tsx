import {
  feeTable,
  PROFIT_MESSAGES,
  settingsFigures,
  type NicheProfits,
  type ProfitSettings,
} from '@fathom/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockRoute, type RecordedCall } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { useProfits } from '../hooks/use-profits';
import { ProfitSettingsForm } from './ProfitSettingsForm';
import { PROFIT_SETTINGS as settings } from '../test/profit-settings';

const PROFITS = '/api/niches/5/profits';

/** The form fed by its hook, as the PROFITS page shows them, with the hook's state in words. */
function Profits({ disabled = false }: { disabled?: boolean }) {
  const p = useProfits(5, 1, 'com');
  if (!p.values) return null;
  return (
    <>
      <ProfitSettingsForm
        values={p.values}
        errors={p.errors}
        table={feeTable('com')!}
        tld="com"
        range={p.saved.data?.salesVelocityRange ?? null}
        disabled={disabled}
        onChange={p.change}
      />
      <p>{p.dirty ? 'Unsaved changes' : 'No changes'}</p>
      <p>Turns per year: {p.results ? String(p.results.turnsPerYear) : 'no results'}</p>
      <button onClick={p.reset}>Discard</button>
      <button onClick={p.save}>Save</button>
    </>
  );
}

const figures = (s: ProfitSettings) => {
  const answer = settingsFigures(feeTable('com')!, s);
  if (!('figures' in answer)) throw new Error(answer.error);
  return answer.figures;
};
const profits = (s: ProfitSettings): NicheProfits => ({
  marketplace: 'com',
  supported: true,
  settings: s,
  saved: true,
  results: figures(s),
  salesVelocityRange: { lower: 150, median: 400, higher: 1200 },
  updatedAt: '2026-02-03T10:00:00Z',
});

async function open(extra: MockRoute[] = [], disabled = false) {
  const server = mockFetch([{ path: PROFITS, body: profits(settings) }, ...extra]);
  renderWithProviders(<Profits disabled={disabled} />);
  await screen.findByRole('textbox', { name: 'Selling price (USD)' });
  return server;
}

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const puts = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'PUT');

describe('ProfitSettingsForm with useProfits', () => {
  it('shows the saved settings in the fields, with the niche’s sales and the fee table', async () => {
    await open();
    expect(field('Selling price (USD)').value).toBe('19.99');
    expect(field('Product cost (USD)').value).toBe('3.50');
    expect(field('Units per order').value).toBe('500');
    expect(field('Duties (% of product cost)').value).toBe('2.5');
    expect(field('PPC budget for launch (USD)').value).toBe('1,500.00');
    expect(field('Sales velocity (units per month)').value).toBe('');
    expect(field('Ocean FCL direct to Amazon: cost per unit').value).toBe('0.40');
    expect(field('Ocean FCL direct to Amazon: lead time in days').value).toBe('45');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Air to Amazon' }).checked).toBe(
      true,
    );
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Size tier' }).value).toBe(
      'Large standard (up to 1 lb)',
    );
    expect(screen.getByText('Niche monthly sales: 150 to 1,200, median 400')).toBeTruthy();
    // Where the fees come from and since when, in two short sentences.
    expect(
      screen.getByText(
        "Fees: Amazon's 2024 US rate card (sell.amazon.com/pricing), effective 2024-01-15. " +
          "Fulfilment fees leave out Amazon's 2026 rise of about $0.08 per unit.",
      ),
    ).toBeTruthy();
    // Without a sales velocity there is nothing per year.
    expect(screen.getByText('Turns per year: null')).toBeTruthy();
    expect(screen.getByText('No changes')).toBeTruthy();
  });

  it('saves what the user entered, in cents and basis points, and then shows the saved answer', async () => {
    const entered: ProfitSettings = {
      ...settings,
      sellingPriceCents: 2450,
      unitsPerOrder: 1000,
      dutyRateBps: 375,
      referralCategory: 'sportsOutdoors',
      shippingMethod: 'oceanfclamz',
      shipping: { ...settings.shipping, oceanfclamz: { costPerUnitCents: 35, leadTimeDays: 60 } },
      salesVelocity: 400,
    };
    const { calls, routes } = await open([
      { method: 'PUT', path: PROFITS, body: profits(entered) },
    ]);
    type('Selling price (USD)', '24.5');
    type('Units per order', '1,000');
    type('Duties (% of product cost)', '3.75');
    fireEvent.click(screen.getByRole('combobox', { name: 'Referral fee category' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sports & Outdoors' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Ocean FCL direct to Amazon' }));
    type('Ocean FCL direct to Amazon: cost per unit', '0.35');
    type('Ocean FCL direct to Amazon: lead time in days', '60');
    click('Use median sales');
    expect(field('Sales velocity (units per month)').value).toBe('400');
    // The results follow the draft before it is saved.
    expect(screen.getByText(`Turns per year: ${figures(entered).turnsPerYear}`)).toBeTruthy();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    // From now on the server holds the entered settings.
    routes.push({ path: PROFITS, body: profits(entered) });
    click('Save');
    expect(await screen.findByText('Profit settings saved')).toBeTruthy();
    expect(puts(calls).map((c) => c.body)).toEqual([entered]);
    expect(screen.getByText('No changes')).toBeTruthy();
    expect(field('Selling price (USD)').value).toBe('24.50');
    // The niche's data, its profits among them, is read again.
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'GET' && c.path === PROFITS)).toHaveLength(2),
    );
  });

  it('puts the contract’s message under each invalid field and sends nothing until fixed', async () => {
    const { calls } = await open([{ method: 'PUT', path: PROFITS, body: profits(settings) }]);
    type('Selling price (USD)', '0');
    type('Units per order', '0');
    type('Duties (% of product cost)', '120');
    type('Air to Amazon: lead time in days', '');
    expect(field('Selling price (USD)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(PROFIT_MESSAGES.priceZero)).toBeTruthy();
    expect(screen.getByText(PROFIT_MESSAGES.unitsPerOrder)).toBeTruthy();
    expect(screen.getByText(PROFIT_MESSAGES.dutyRate)).toBeTruthy();
    expect(field('Air to Amazon: lead time in days').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Lead time must be a number')).toBeTruthy();
    expect(screen.getByText('Turns per year: no results')).toBeTruthy();
    click('Save');

    type('Selling price (USD)', '19.99');
    type('Units per order', '500');
    type('Duties (% of product cost)', '2.5');
    type('Air to Amazon: lead time in days', '10');
    expect(screen.queryByText(PROFIT_MESSAGES.priceZero)).toBeNull();
    expect(field('Selling price (USD)').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Turns per year: null')).toBeTruthy();
    click('Save');
    expect(await screen.findByText('Profit settings saved')).toBeTruthy();
    // Only the valid settings were sent.
    expect(puts(calls).map((c) => c.body)).toEqual([settings]);
  });

  it('keeps the draft and says why when the server refuses it, until discarded', async () => {
    const { calls } = await open([
      { method: 'PUT', path: PROFITS, status: 422, body: { message: 'Selling price is too high' } },
    ]);
    type('Product cost (USD)', '4.10');
    click('Save');
    expect(await screen.findByText('Selling price is too high')).toBeTruthy();
    expect(screen.getByText(PROFIT_MESSAGES.saveFailed)).toBeTruthy();
    expect(puts(calls).map((c) => c.body)).toEqual([{ ...settings, productCostCents: 410 }]);
    expect(field('Product cost (USD)').value).toBe('4.10');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    click('Discard');
    expect(field('Product cost (USD)').value).toBe('3.50');
    expect(screen.getByText('No changes')).toBeTruthy();
  });

  it('locks every field, choice and the median button when disabled', async () => {
    await open([], true);
    for (const name of [
      'Selling price (USD)',
      'Units per order',
      'Sales velocity (units per month)',
      'Air to Amazon: cost per unit',
      'Ocean LCL to Amazon via 3PL: lead time in days',
    ])
      expect(field(name).disabled).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Size tier' }).disabled).toBe(
      true,
    );
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Air to Amazon' }).disabled).toBe(
      true,
    );
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Use median sales' }).disabled,
    ).toBe(true);
  });
});
