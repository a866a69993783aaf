import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DataGrid } from './DataGrid';
import { createGridColumnHelper } from './grid-features';
import { stubElementSizes } from './grid-test-setup';

interface Term {
  term: string;
  /** Ranks of three days; a filled-in gap covers the last two. */
  ranks: [number, number, number];
  filled: boolean;
}

const helper = createGridColumnHelper<Term>();
const columns = helper.columns([
  helper.accessor('term', { header: 'Term', meta: { label: 'Term' }, size: 120 }),
  ...[0, 1, 2].map((day) =>
    helper.accessor((row) => row.ranks[day], {
      id: `day${day}`,
      header: `Day ${day}`,
      meta: { label: `Day ${day}` },
      size: 40,
    }),
  ),
]);
const rows: Term[] = [
  { term: 'garlic press', ranks: [4, 9, 9], filled: true },
  { term: 'garlic mincer', ranks: [7, 8, 12], filled: false },
];

stubElementSizes();

describe('DataGrid cell renderer', () => {
  it('draws the cells the page colours, and one cell over the columns it spans', async () => {
    renderWithProviders(
      <DataGrid
        label="Ranks"
        columns={columns}
        data={rows}
        getRowId={(row) => row.term}
        selectable={false}
        cellProps={(row, columnId) =>
          columnId === 'day1' && row.filled
            ? { span: 2, title: 'Filled in', style: { background: 'rgb(255, 0, 0)' } }
            : undefined
        }
      />,
    );
    const grid = await screen.findByRole('grid', { name: 'Ranks' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(3));
    const [, filled, plain] = within(grid).getAllByRole('row');
    const filledCells = within(filled!).getAllByRole('gridcell');
    expect(filledCells.map((c) => c.textContent)).toEqual(['garlic press', '4', '9']);
    const gap = filledCells[2]!;
    expect([gap.getAttribute('aria-colspan'), gap.title, gap.style.width]).toEqual([
      '2',
      'Filled in',
      '80px',
    ]);
    expect(gap.style.background).toBe('rgb(255, 0, 0)');
    const plainCells = within(plain!).getAllByRole('gridcell');
    expect(plainCells.map((c) => c.textContent)).toEqual(['garlic mincer', '7', '8', '12']);
    expect(plainCells.some((c) => c.hasAttribute('aria-colspan'))).toBe(false);
  });
});
