import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { PricePart } from '../lib/unit-breakdown';
import { BREAKDOWN_LABEL, PriceBreakdown } from './PriceBreakdown';

const parts = (profit: number): PricePart[] => [
  { key: 'cost', name: 'Product cost', cents: 350 },
  { key: 'duties', name: 'Duties', cents: 9 },
  { key: 'shipping', name: 'Shipping', cents: 120 },
  { key: 'referral', name: 'Referral fee', cents: 300 },
  { key: 'fba', name: 'FBA fee', cents: 455 },
  { key: 'ppc', name: 'PPC launch budget', cents: 300 },
  { key: 'profit', name: 'Profit', cents: profit },
];

describe('PriceBreakdown', () => {
  it('draws the parts as a chart named with its figures and lists them in a table', async () => {
    renderWithProviders(<PriceBreakdown parts={parts(465)} priceCents={1999} tld="com" />);
    const chart = await screen.findByRole('img', { name: new RegExp(`^${BREAKDOWN_LABEL}:`) });
    expect(chart.getAttribute('aria-label')).toContain('FBA fee $4.55');
    expect(chart.getAttribute('aria-label')).toContain('Profit $4.65');
    await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull());
    expect(chart.textContent).toContain('Price $19.99');
    const table = screen.getByRole('table', { name: BREAKDOWN_LABEL });
    const profit = within(table).getByRole('row', { name: /Profit/ });
    expect(profit.textContent).toContain('$4.65');
    expect(profit.textContent).toContain('23%');
  });

  it('names a negative profit a loss', async () => {
    renderWithProviders(<PriceBreakdown parts={parts(-100)} priceCents={1434} tld="com" />);
    const table = screen.getByRole('table', { name: BREAKDOWN_LABEL });
    expect(within(table).getByRole('row', { name: /Loss/ }).textContent).toContain('$1.00');
    expect(within(table).queryByRole('row', { name: /Profit/ })).toBeNull();
    await screen.findByRole('img', { name: /Loss \$1\.00/ });
  });
});
