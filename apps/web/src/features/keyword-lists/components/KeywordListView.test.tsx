import type { KeywordRow, MarketplaceTld } from '@fathom/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubElementSizes } from '../../../components/DataGrid/grid-test-setup';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { DataGrid, type GridColumnDef } from '../../../components/DataGrid';
import { KeywordListView } from './KeywordListView';

stubElementSizes();

const row = (keyword: string, searchVolume: number): KeywordRow => ({
  keyword,
  searchVolume,
  relevancy: 0.5,
  wordCount: keyword.split(' ').length,
  organicRanks: {},
  sponsoredRanks: {},
  keywordDifferenceStatus: null,
  keywordPreviousKeywordList: null,
  manual: false,
});

const rows = [row('garlic press', 5000), row('garlic presses', 1000), row('garlic crusher', 800)];
const columns: GridColumnDef<KeywordRow>[] = [
  { id: 'keyword', accessorKey: 'keyword', header: 'Keyword' },
];

function setup(marketplace: MarketplaceTld = 'com', data = rows) {
  mockFetch([{ path: '/api/niches/7/keywords', body: data }]);
  renderWithProviders(
    <KeywordListView
      nicheId={7}
      nicheLabel="Garlic"
      marketplace={marketplace}
      list="mkl"
      height={400}
      renderGrid={(controls) => (
        <DataGrid
          label="Garlic keywords"
          columns={columns}
          data={data}
          getRowId={(r) => r.keyword}
          rowNoun={['keyword', 'keywords']}
          height={400}
          {...controls}
        />
      )}
    />,
  );
}

describe('root mode of a keyword list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('collapses keywords into roots that expand on click into their keywords', async () => {
    setup();
    await screen.findByText('garlic presses');
    fireEvent.click(screen.getByRole('switch', { name: 'Root mode' }));
    const grid = await screen.findByRole('grid', { name: 'Garlic keyword roots' });
    const press = () => within(grid).getByRole('button', { name: 'garlic press' });
    expect(press().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(press());
    await waitFor(() => expect(press().getAttribute('aria-expanded')).toBe('true'));
    const panel = screen.getByRole('region', { name: 'Keywords with “garlic press”' });
    expect(
      within(panel)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['KeywordSearch volume', 'garlic press5,000', 'garlic presses1,000']);
  });

  it('finds the roots of a German list by German stems', async () => {
    setup('de', [row('knoblauchpresse', 5000), row('knoblauchpressen', 1000), row('zange', 800)]);
    await screen.findByText('knoblauchpressen');
    fireEvent.click(screen.getByRole('switch', { name: 'Root mode' }));
    const grid = await screen.findByRole('grid', { name: 'Garlic keyword roots' });
    const press = () => within(grid).getByRole('button', { name: 'knoblauchpresse' });
    fireEvent.click(press());
    const panel = await screen.findByRole('region', { name: 'Keywords with “knoblauchpresse”' });
    expect(
      within(panel)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['KeywordSearch volume', 'knoblauchpresse5,000', 'knoblauchpressen1,000']);
  });

  it('shows a root partly checked when only some of its keywords are selected', async () => {
    setup();
    await screen.findByText('garlic presses');
    fireEvent.click(screen.getByRole('switch', { name: 'Root mode' }));
    const grid = await screen.findByRole('grid', { name: 'Garlic keyword roots' });
    const box = (name: string) =>
      within(grid).getByRole<HTMLInputElement>('checkbox', {
        name: `Select the keywords of ${name}`,
      });
    fireEvent.click(box('garlic press'));
    await waitFor(() => expect(box('garlic press').checked).toBe(true));
    expect(box('garlic').checked).toBe(false);
    expect(box('garlic').getAttribute('data-indeterminate')).toBe('true');
    expect(box('crusher').getAttribute('data-indeterminate')).toBeNull();
    expect(screen.getByText('2 of 3 keywords selected')).toBeTruthy();

    fireEvent.click(box('garlic'));
    await waitFor(() => expect(box('garlic').checked).toBe(true));
    expect(box('crusher').checked).toBe(true);
    fireEvent.click(box('crusher'));
    await waitFor(() => expect(box('garlic').getAttribute('data-indeterminate')).toBe('true'));

    fireEvent.click(screen.getByRole('switch', { name: 'Root mode' }));
    expect(await screen.findByText('3 keywords · 2 selected')).toBeTruthy();
  });
});
