import { DEFAULT_GRID_STATE, type GridState } from '@fathom/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DataGrid } from './DataGrid';
import { keywordColumns, stubElementSizes, type Keyword } from './grid-test-setup';

const columns = keywordColumns();
const rows: Keyword[] = [
  { keyword: 'garlic press', volume: 82250 },
  { keyword: 'garlic mincer', volume: 10985 },
  { keyword: 'garlic crusher', volume: 19662 },
];

stubElementSizes();
beforeEach(() => window.localStorage.clear());

const headerNames = () =>
  screen.getAllByRole('columnheader').map((header) => header.textContent?.trim());
const bodyText = () =>
  within(screen.getByRole('grid'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('DataGrid state', () => {
  it('shows what a controlled state says and reports changes to the page', async () => {
    const onStateChange = vi.fn();
    const state: GridState = {
      ...DEFAULT_GRID_STATE,
      sorting: [{ id: 'volume', desc: true }],
      filters: [{ id: 'keyword', value: 'PRESS' }],
      columnOrder: ['volume', 'keyword'],
    };
    renderWithProviders(
      <DataGrid
        label="Keywords"
        columns={columns}
        data={rows}
        getRowId={(row) => row.keyword}
        selectable={false}
        state={state}
        onStateChange={onStateChange}
      />,
    );
    await waitFor(() => expect(bodyText()).toEqual(['82250garlic press']));
    expect(headerNames()).toEqual(['Volume', 'Keyword']);

    fireEvent.click(screen.getByRole('button', { name: 'Volume' }));
    expect(onStateChange).toHaveBeenLastCalledWith({ ...state, sorting: [] });
    // The page did not take the change, so the grid still shows its state.
    expect(screen.getByRole('columnheader', { name: 'Volume' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    expect(bodyText()).toEqual(['82250garlic press']);
  });

  it('remembers hidden columns per page and per niche', async () => {
    function NichePage() {
      const [nicheId, setNicheId] = useState(7);
      return (
        <>
          <button onClick={() => setNicheId(nicheId === 7 ? 8 : 7)}>Other niche</button>
          <DataGrid
            label="Keywords"
            columns={columns}
            data={rows}
            getRowId={(row) => row.keyword}
            preferencesKey="keywords"
            nicheId={nicheId}
          />
        </>
      );
    }
    const first = renderWithProviders(<NichePage />);
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Volume' }));
    await waitFor(() => expect(headerNames()).toEqual(['', 'Keyword']));
    first.unmount();

    renderWithProviders(<NichePage />);
    expect(headerNames()).toEqual(['', 'Keyword']);
    fireEvent.click(screen.getByRole('button', { name: 'Other niche' }));
    await waitFor(() => expect(headerNames()).toEqual(['', 'Keyword', 'Volume']));
    fireEvent.click(screen.getByRole('button', { name: 'Other niche' }));
    await waitFor(() => expect(headerNames()).toEqual(['', 'Keyword']));
  });
});
