import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DataGrid } from './DataGrid';
import { createGridColumnHelper } from './grid-features';
import { stubElementSizes } from './grid-test-setup';

interface Term {
  term: string;
  rank: number;
}

const helper = createGridColumnHelper<Term>();
const columns = helper.columns([
  helper.accessor('term', { header: 'Term', meta: { label: 'Term' } }),
  helper.accessor('rank', { header: 'Rank', meta: { label: 'Rank' } }),
]);
const terms: Term[] = [
  { term: 'garlic press', rank: 4 },
  { term: 'garlic crusher', rank: 12 },
];

stubElementSizes();

const rowTexts = () =>
  within(screen.getByRole('grid', { name: 'Ranks' }))
    .getAllByRole('row')
    .map((row) => [
      row.getAttribute('aria-rowindex'),
      ...within(row)
        .queryAllByRole('gridcell')
        .map((cell) => cell.textContent),
    ]);

describe('DataGrid summary rows', () => {
  it('keeps the summary row under the header, outside sort and selection', async () => {
    renderWithProviders(
      <DataGrid
        label="Ranks"
        columns={columns}
        data={terms}
        getRowId={(row) => row.term}
        summaryRows={[
          {
            id: 'average',
            cell: (columnId) => (columnId === 'term' ? 'Average (2 terms)' : '8'),
            cellProps: (columnId) => (columnId === 'rank' ? { title: 'Average rank' } : undefined),
          },
        ]}
      />,
    );
    const grid = await screen.findByRole('grid', { name: 'Ranks' });
    await waitFor(() => expect(rowTexts()).toHaveLength(4));
    expect(rowTexts()).toEqual([
      ['1'],
      ['2', '', 'Average (2 terms)', '8'],
      ['3', '', 'garlic press', '4'],
      ['4', '', 'garlic crusher', '12'],
    ]);
    expect(grid.getAttribute('aria-rowcount')).toBe('4');
    expect(within(grid).getByTitle('Average rank').textContent).toBe('8');

    fireEvent.click(screen.getByRole('button', { name: 'Rank' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rank' }));
    expect(rowTexts().map((row) => row[2])).toEqual([
      undefined,
      'Average (2 terms)',
      'garlic crusher',
      'garlic press',
    ]);

    fireEvent.click(screen.getByLabelText('Select all rows'));
    expect(screen.getByText('2 rows · 2 selected')).toBeTruthy();
    // The keyboard starts on the first row of the data, under the summary row.
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    const active = document.getElementById(grid.getAttribute('aria-activedescendant')!);
    expect(active?.textContent).toBe('garlic crusher');
  });
});

describe('DataGrid generated columns', () => {
  it('saves the chosen columns and leaves the generated ones out', async () => {
    window.localStorage.clear();
    const withDays = [
      ...columns,
      ...['2026-12-06', '2026-12-07'].map((day) =>
        helper.accessor('rank', {
          id: `day:${day}`,
          header: day,
          meta: { label: day, generated: true },
        }),
      ),
    ];
    renderWithProviders(
      <DataGrid
        label="Ranks"
        columns={withDays}
        data={terms}
        getRowId={(row) => row.term}
        preferencesKey="ranks"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: '2026-12-06' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Rank' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('grid'))
          .getAllByRole('columnheader')
          .map((header) => header.textContent),
      ).toEqual(['', 'Term', '2026-12-07']),
    );
    const saved = JSON.parse(window.localStorage.getItem('fathom.grid.ranks')!) as {
      columnVisibility: Record<string, boolean>;
    };
    expect(saved.columnVisibility).toEqual({ rank: false });
  });
});
