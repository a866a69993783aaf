import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { nicheSummary } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { NicheDetailsPanel } from './NicheDetailsPanel';

const details = {
  notes: 'Ask two suppliers for samples.',
  spaces: [{ id: 1, name: 'Kitchen' }],
  labels: [{ id: 2, name: 'Launch candidate' }],
  assignees: [{ id: 'u1', name: 'Dana Owner' }],
  medianSales: 3826,
  medianSalesLower: 2366,
  medianSalesHigher: 5269,
  medianRevenueCents: 11_474_174,
  medianRevenueLowerCents: 7_095_634,
  medianRevenueHigherCents: 15_801_731,
};

describe('NicheDetailsPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the niche's notes, assignee, spaces and labels, and edits the notes", async () => {
    mockFetch([{ path: '/api/niches/7/details', body: details }]);
    renderWithProviders(<NicheDetailsPanel niche={nicheSummary({ id: 7, canManage: true })} />);
    const panel = await screen.findByRole('region', { name: 'Niche details' });
    expect(within(panel).getByText('Ask two suppliers for samples.')).toBeTruthy();
    expect(within(panel).getByText('Dana Owner')).toBeTruthy();
    expect(within(panel).getByText('Kitchen')).toBeTruthy();
    expect(within(panel).getByText('Launch candidate')).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Edit notes' }));
    const notes = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Notes' });
    expect(notes.value).toBe('Ask two suppliers for samples.');
  });

  it('shows the median sales and revenue with their lower and higher ranges', async () => {
    mockFetch([{ path: '/api/niches/7/details', body: details }]);
    renderWithProviders(<NicheDetailsPanel niche={nicheSummary({ id: 7, marketplace: 'de' })} />);
    const panel = await screen.findByRole('region', { name: 'Niche details' });
    expect(panel.textContent).toContain('Median sales: 3,826 (2,366 – 5,269) a month');
    // Estimates in the niche marketplace's currency, in whole euros.
    expect(panel.textContent).toMatch(
      /Median revenue: 114\.742\s€ \(70\.956\s€ – 158\.017\s€\) a month/,
    );
  });

  it('shows no figures before a dive has finished', async () => {
    const none = {
      medianSales: null,
      medianSalesLower: null,
      medianSalesHigher: null,
      medianRevenueCents: null,
      medianRevenueLowerCents: null,
      medianRevenueHigherCents: null,
    };
    mockFetch([{ path: '/api/niches/7/details', body: { ...details, ...none } }]);
    renderWithProviders(<NicheDetailsPanel niche={nicheSummary({ id: 7 })} />);
    const panel = await screen.findByRole('region', { name: 'Niche details' });
    expect(panel.textContent).toContain('Median sales: —');
    expect(panel.textContent).toContain('Median revenue: —');
  });

  it('offers no editing to who may only see the niche', async () => {
    mockFetch([{ path: '/api/niches/7/details', body: { ...details, notes: '' } }]);
    renderWithProviders(<NicheDetailsPanel niche={nicheSummary({ id: 7, canManage: false })} />);
    const panel = await screen.findByRole('region', { name: 'Niche details' });
    expect(within(panel).getByText('Dana Owner')).toBeTruthy();
    expect(within(panel).queryByRole('button')).toBeNull();
  });
});
