import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { BsrChartView } from './BsrChartView';

const BSR = '/api/orgs/1/krt/5/bsr';
const SETTINGS = '/api/orgs/1/krt/5/bsr-chart-settings';
const chart = {
  from: '2026-02-05',
  to: '2026-02-10',
  dates: ['2026-02-05', '2026-02-06', '2026-02-07', '2026-02-08', '2026-02-09', '2026-02-10'],
  categories: [
    { categoryId: 'kitchen', categoryName: 'Kitchen & Dining', level: 'top' },
    { categoryId: 'press', categoryName: 'Garlic Presses', level: 'narrow' },
  ],
  lines: ['B0AAAAAAAA', 'B0BBBBBBBB'].flatMap((asin) =>
    ['kitchen', 'press'].map((categoryId) => ({
      asin,
      categoryId,
      ranks: [100, 90, null, 80, 70, 60],
    })),
  ),
  setting: { selectedCategoryId: 'press', asinVisibility: { B0BBBBBBBB: false } },
};

describe('BSR chart', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the saved category and ASINs, and saves a change once after a pause', async () => {
    const { calls } = mockFetch([
      { path: BSR, body: chart },
      { method: 'PUT', path: SETTINGS, body: chart.setting },
    ]);
    renderWithProviders(<BsrChartView orgId={1} krtId={5} />);
    const category = await screen.findByDisplayValue('Garlic Presses (narrow)');
    expect(category.getAttribute('aria-haspopup')).toBe('listbox');
    const shown = screen.getByRole<HTMLInputElement>('checkbox', { name: 'B0AAAAAAAA' });
    const hidden = screen.getByRole<HTMLInputElement>('checkbox', { name: 'B0BBBBBBBB' });
    expect([shown.checked, hidden.checked]).toEqual([true, false]);
    expect(
      await screen.findByRole('img', { name: /Garlic Presses .* of B0AAAAAAAA$/ }),
    ).toBeTruthy();

    fireEvent.click(hidden);
    fireEvent.click(shown);
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      selectedCategoryId: 'press',
      asinVisibility: { B0AAAAAAAA: false, B0BBBBBBBB: true },
    });
  });

  it("says 'Failed to load BSR data' when the chart cannot be read", async () => {
    mockFetch([{ path: BSR, status: 500, body: { message: 'boom' } }]);
    renderWithProviders(<BsrChartView orgId={1} krtId={5} />);
    expect((await screen.findAllByText('Failed to load BSR data')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
