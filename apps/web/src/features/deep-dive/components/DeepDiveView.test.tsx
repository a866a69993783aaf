import type { CompetitorDetail, DeepDive, DeepDiveCompetitor } from '@fathom/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { DeepDiveView } from './DeepDiveView';

/** The test DOM has no ResizeObserver; the chart and the scroll areas only need it to exist. */
const stubResizeObserver = () =>
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );

const competitor = (asin: string, position: number, extra: Partial<DeepDiveCompetitor> = {}) =>
  ({
    asin,
    position,
    title: `Garlic press ${asin}`,
    brand: 'Brand',
    imageUrl: `/api/products/com/${asin}/image.svg`,
    isHero: position === 0,
    priceCents: 1999 + position * 100,
    rating: 4.5,
    reviewCount: 1200 - position,
    firstListedDate: '2024-05-01',
    daysListed: 500,
    bsr: 1500 + position,
    bsrCategory: 'Kitchen & Dining',
    monthlySales: 900 - position * 100,
    monthlyRevenueCents: 1_799_100,
    svShareTop10: 0.42 - position / 10,
    svShareTop50: 0.81,
    keywordsTop10: 12,
    keywordsTop50: 40,
    variationCount: 0,
    ...extra,
  }) satisfies DeepDiveCompetitor;

const deepDive: DeepDive = {
  researchDate: '2026-11-20',
  visibleKeywords: 240,
  visibleSearchVolume: 512_000,
  competitors: [
    competitor('B0HERO0001', 0),
    competitor('B0COMP0002', 1, { bsr: null, bsrCategory: null, variationCount: 2 }),
    competitor('B0COMP0003', 2),
  ],
};
const detail: CompetitorDetail = {
  asin: 'B0COMP0002',
  from: '2026-08-23',
  to: '2026-11-20',
  bsr: [{ categoryName: 'Kitchen & Dining', points: [{ date: '2026-11-20', rank: 1880 }] }],
  price: [{ date: '2026-11-20', priceCents: 2099 }],
  keywords: [
    {
      keyword: 'garlic press',
      list: 'mkl',
      searchVolume: 60_000,
      relevancy: 0.9,
      organicRank: 4,
      sponsoredRank: null,
    },
    {
      keyword: 'garlic crusher',
      list: 'outlier',
      searchVolume: 3_000,
      relevancy: 0.2,
      organicRank: null,
      sponsoredRank: 2,
    },
  ],
  variations: [
    {
      asin: 'B0COMP0002',
      title: 'Press, Red',
      color: 'Red',
      size: null,
      priceCents: 2099,
      isCompetitor: true,
    },
    {
      asin: 'B0COMP0009',
      title: '',
      color: 'Blue',
      size: null,
      priceCents: null,
      isCompetitor: false,
    },
  ],
};
const PATH = '/api/niches/7/deep-dive';

function Harness({ initial }: { initial: string | null }) {
  const [open, setOpen] = useState(initial);
  return <DeepDiveView nicheId={7} marketplace="com" openAsin={open} onOpen={setOpen} />;
}

const rowOf = (asin: string) => document.getElementById(asin) as HTMLElement;

describe('the deep dive', () => {
  beforeEach(stubResizeObserver);
  afterEach(() => vi.unstubAllGlobals());

  it('shows one row per competitor with its figures', async () => {
    mockFetch([{ path: PATH, body: deepDive }]);
    renderWithProviders(<Harness initial={null} />);
    const table = await screen.findByRole('table', { name: 'Competitors' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const hero = within(rowOf('B0HERO0001'));
    expect(hero.getByText('Hero')).toBeTruthy();
    expect(hero.getByText('$19.99')).toBeTruthy();
    expect(hero.getByText('#1,500')).toBeTruthy();
    expect(hero.getByText('42%')).toBeTruthy();
    expect(hero.getByText('81%')).toBeTruthy();
    expect(within(rowOf('B0COMP0002')).getByText('–')).toBeTruthy();
    expect(screen.getByTestId('deep-dive-summary').textContent).toContain('240 visible keywords');
  });

  it('sorts by a column, its unranked competitor last', async () => {
    mockFetch([{ path: PATH, body: deepDive }]);
    renderWithProviders(<Harness initial={null} />);
    const table = await screen.findByRole('table', { name: 'Competitors' });
    fireEvent.click(within(table).getByRole('button', { name: 'BSR' }));
    const order = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.getAttribute('data-asin'));
    expect(order()).toEqual(['B0HERO0001', 'B0COMP0003', 'B0COMP0002']);
    expect(screen.getByRole('columnheader', { name: 'BSR' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    fireEvent.click(within(table).getByRole('button', { name: 'BSR' }));
    expect(order()).toEqual(['B0COMP0003', 'B0HERO0001', 'B0COMP0002']);
  });

  it('opens the competitor named by the fragment with its keywords and variations', async () => {
    const fetch = mockFetch([
      { path: PATH, body: deepDive },
      { path: `${PATH}/B0COMP0002`, body: detail },
    ]);
    renderWithProviders(<Harness initial="B0COMP0002" />);
    const panel = await screen.findByRole('region', { name: 'Details of B0COMP0002' });
    const keywords = await within(panel).findByRole('table', {
      name: 'Keywords B0COMP0002 ranks for',
    });
    expect(within(keywords).getByText('garlic press')).toBeTruthy();
    expect(within(keywords).getByText('101+')).toBeTruthy();
    expect(within(keywords).getByText('Outliers')).toBeTruthy();
    const variations = within(panel).getByRole('table', { name: 'Variations of B0COMP0002' });
    expect(within(variations).getByText('In the niche')).toBeTruthy();
    expect(within(variations).getByText('Not listed')).toBeTruthy();
    expect(within(panel).getByTestId('history-summary').textContent).toContain(
      'BSR from #1,880 to #1,880',
    );
    expect(fetch.calls.some((c) => c.path === `${PATH}/B0COMP0002?days=90`)).toBe(true);
    fireEvent.click(within(panel).getByRole('radio', { name: '30 days' }));
    await waitFor(() =>
      expect(fetch.calls.some((c) => c.path === `${PATH}/B0COMP0002?days=30`)).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Hide details of B0COMP0002' }));
    expect(screen.queryByRole('region', { name: 'Details of B0COMP0002' })).toBeNull();
  });

  it('says when the fragment names no competitor, and when the niche has none', async () => {
    mockFetch([{ path: PATH, body: deepDive }]);
    const { unmount } = renderWithProviders(<Harness initial="B0NOTHERE1" />);
    expect(await screen.findByText('Competitor not found')).toBeTruthy();
    unmount();
    mockFetch([{ path: PATH, body: { ...deepDive, competitors: [] } }]);
    renderWithProviders(<Harness initial={null} />);
    expect(await screen.findByText('No competitors yet')).toBeTruthy();
  });

  it('shows the error with a retry', async () => {
    mockFetch([{ path: PATH, status: 500, body: { message: 'Database is down' } }]);
    renderWithProviders(<Harness initial={null} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the deep dive');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
