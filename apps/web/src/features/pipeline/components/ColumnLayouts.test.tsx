import { DEFAULT_GRID_STATE, type ColumnLayout, type GridState } from '@fathom/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ColumnLayouts } from './ColumnLayouts';

const PUT = '/api/preferences/grid.pipeline.layouts';
const money: ColumnLayout = {
  name: 'Money',
  columns: {
    columnOrder: ['label', 'medianPriceCents', 'medianRevenueCents'],
    columnVisibility: { heroKeyword: false },
    columnSizing: { label: 300 },
    columnPinning: { left: ['label'] },
  },
};

/** The layouts beside a grid's state, which the page shows in words. */
function Grid() {
  const [grid, setGrid] = useState<GridState>({
    ...DEFAULT_GRID_STATE,
    columnOrder: ['label', 'notes'],
  });
  return (
    <>
      <ColumnLayouts grid={grid} onChange={setGrid} />
      <p>Order: {grid.columnOrder.join(' ')}</p>
    </>
  );
}

function open() {
  const server = mockFetch([
    { path: '/api/preferences', body: { 'grid.pipeline.layouts': [money] } },
    { method: 'PUT', path: PUT, body: { ok: true } },
  ]);
  renderWithProviders(<Grid />);
  return server;
}
const saved = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((c) => c.method === 'PUT' && c.path === PUT).map((c) => c.body);

describe('ColumnLayouts', () => {
  it('shows a saved layout’s columns when it is picked', async () => {
    open();
    const select = await screen.findByRole('combobox', { name: 'Column layout' });
    await waitFor(() => expect((select as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Money' }));
    expect(screen.getByText('Order: label medianPriceCents medianRevenueCents')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rename layout Money' })).toBeTruthy();
  });

  it('saves the grid’s columns under a new name, refusing a name in use', async () => {
    const { calls } = open();
    await screen.findByPlaceholderText('Choose a layout');
    fireEvent.click(screen.getByRole('button', { name: 'Save columns as a layout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save column layout' });
    const name = within(dialog).getByRole('textbox', { name: 'Layout name' });
    fireEvent.change(name, { target: { value: 'money' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save layout' }));
    expect(await within(dialog).findByText('A layout named "money" already exists')).toBeTruthy();
    expect(saved(calls)).toEqual([]);

    fireEvent.change(name, { target: { value: 'Notes first' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save layout' }));
    await waitFor(() => expect(saved(calls)).toHaveLength(1));
    expect(saved(calls)[0]).toEqual([
      money,
      {
        name: 'Notes first',
        columns: {
          columnOrder: ['label', 'notes'],
          columnVisibility: {},
          columnSizing: {},
          columnPinning: { left: [] },
        },
      },
    ]);
  });

  it('renames and deletes the chosen layout', async () => {
    const { calls } = open();
    const select = await screen.findByRole('combobox', { name: 'Column layout' });
    await waitFor(() => expect((select as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Money' }));

    fireEvent.click(screen.getByRole('button', { name: 'Rename layout Money' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename column layout' });
    fireEvent.change(within(rename).getByRole('textbox', { name: 'Layout name' }), {
      target: { value: 'Prices' },
    });
    fireEvent.click(within(rename).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved(calls).at(-1)).toEqual([{ ...money, name: 'Prices' }]));

    fireEvent.click(await screen.findByRole('button', { name: 'Delete layout Prices' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete column layout' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete layout' }));
    await waitFor(() => expect(saved(calls).at(-1)).toEqual([]));
    // The grid keeps the columns it shows.
    expect(screen.getByText('Order: label medianPriceCents medianRevenueCents')).toBeTruthy();
  });
});
