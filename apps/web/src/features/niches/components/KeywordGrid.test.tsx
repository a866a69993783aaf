import type { Competitor, KeywordRow } from '@fathom/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubElementSizes } from '../../../components/DataGrid/grid-test-setup';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { KeywordGrid, type KeywordsTarget } from './KeywordGrid';

stubElementSizes({ clientHeight: 400, clientWidth: 2000 });

const competitor: Competitor = {
  asin: 'B000000001',
  title: 'Garlic press',
  brand: 'Acme',
  landingImageUrl: 'https://example.com/a.jpg',
  priceCents: 1299,
  rating: 4.5,
  reviewCount: 100,
  position: 0,
  firstListedDate: '2024-01-01',
  monthlySales: 100,
  monthlyRevenueCents: 129_900,
  strength: 0.5,
  locked: false,
  isHero: true,
} as Competitor;

const row = (keyword: string, patch: Partial<KeywordRow> = {}): KeywordRow => ({
  keyword,
  searchVolume: 1000,
  relevancy: 0.5,
  wordCount: keyword.split(' ').length,
  organicRanks: {},
  sponsoredRanks: {},
  keywordDifferenceStatus: null,
  keywordPreviousKeywordList: null,
  manual: false,
  ...patch,
});

const rows = [
  row('garlic press', { organicRanks: { B000000001: 3 }, sponsoredRanks: { B000000001: 2 } }),
  row('garlic mincer', { organicRanks: { B000000001: 40 }, keywordDifferenceStatus: 'new' }),
  row('garlic crusher', { keywordDifferenceStatus: 'new', keywordPreviousKeywordList: 'residue' }),
  row('onion chopper', { keywordDifferenceStatus: 'dropped' }),
];

const shown = () =>
  within(screen.getByRole('grid'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.textContent ?? '')
    .map((text) => rows.find((k) => text.includes(k.keyword))?.keyword);

async function applyFilter(column: string, condition: string, value: string) {
  fireEvent.click(screen.getByRole('button', { name: `Filter ${column}` }));
  const form = await screen.findByRole('form', { name: `Filter ${column}` });
  fireEvent.change(within(form).getByLabelText('Condition'), { target: { value: condition } });
  fireEvent.change(within(form).getByLabelText('Value'), { target: { value } });
  fireEvent.click(within(form).getByRole('button', { name: 'Apply' }));
}

function setup(contextMenu?: (target: KeywordsTarget | null) => null) {
  mockFetch([{ path: '/api/niches/7/keywords', body: rows }]);
  renderWithProviders(
    <KeywordGrid
      nicheId={7}
      nicheLabel="Garlic"
      list="mkl"
      competitors={[competitor]}
      height={400}
      contextMenu={contextMenu}
    />,
  );
}

describe('keyword grid', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('leaves ranks beyond 100 blank, explained, and out of every rank filter but Empty', async () => {
    setup();
    await screen.findByText('garlic crusher');
    const blank = document.querySelectorAll('[data-unranked]');
    expect(blank.length).toBe(2);
    expect(blank[0]!.getAttribute('title')).toBe(
      'This ASIN is either not indexed for this keyword or its rank is 101 or more',
    );
    expect(screen.getByTitle('Sponsored rank 2').textContent).toBe('S2');
    await applyFilter('#1 B000000001', 'notEqual', '3');
    await waitFor(() => expect(shown()).toEqual(['garlic mincer']));
    await applyFilter('#1 B000000001', 'lessThanOrEqual', '100');
    await waitFor(() => expect(shown()).toEqual(['garlic press', 'garlic mincer']));
  });

  it('shows and filters the change since the previous dive', async () => {
    setup();
    await screen.findByText('garlic crusher');
    expect(document.querySelector('[data-previous-list]')?.textContent).toBe('Residue');
    await applyFilter('Difference', 'equals', 'new');
    await waitFor(() => expect(shown()).toEqual(['garlic mincer', 'garlic crusher']));
    await applyFilter('Previous list', 'contains', 'resid');
    await waitFor(() => expect(shown()).toEqual(['garlic crusher']));
  });

  it('shows relevancy as the settings take it, a score with two decimals', async () => {
    setup();
    const cell = (await screen.findByText('garlic press')).closest('[role="row"]')!;
    expect(within(cell as HTMLElement).getByText('0.50')).toBeTruthy();
    expect(cell.textContent).not.toContain('50%');
  });

  it('remembers its columns per niche', async () => {
    setup();
    await screen.findByText('garlic crusher');
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Previous list' }));
    await waitFor(() =>
      expect(Object.keys(window.localStorage).some((k) => k.includes('niche-mkl.niche-7'))).toBe(
        true,
      ),
    );
  });

  it('opens its menu on the selected keywords, or on the keyword clicked', async () => {
    const menu = vi.fn((_target: KeywordsTarget | null) => null);
    setup(menu);
    await screen.findByText('garlic crusher');
    fireEvent.contextMenu(screen.getByText('onion chopper'));
    await waitFor(() => expect(menu.mock.lastCall?.[0]?.keywords).toEqual(['onion chopper']));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    fireEvent.contextMenu(screen.getByText('garlic press'));
    await waitFor(() =>
      expect(menu.mock.lastCall?.[0]?.keywords).toEqual(rows.map((r) => r.keyword)),
    );
  });

  it('opens its menu from the keyboard on the focused keyword', async () => {
    const menu = vi.fn((_target: KeywordsTarget | null) => null);
    setup(menu);
    await screen.findByText('garlic crusher');
    const grid = screen.getByRole('grid');
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    fireEvent.keyDown(grid, { key: 'F10', shiftKey: true });
    await waitFor(() => expect(menu.mock.lastCall?.[0]?.keywords).toEqual(['garlic mincer']));
  });
});
