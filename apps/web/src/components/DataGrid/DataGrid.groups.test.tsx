import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DataGrid } from './DataGrid';
import { createGridColumnHelper } from './grid-features';
import { groupItems } from './grid-groups';
import { stubElementSizes } from './grid-test-setup';

interface Term {
  term: string;
  root: string;
  volume: number;
}

const helper = createGridColumnHelper<Term>();
const columns = helper.columns([
  helper.accessor('term', { header: 'Term', meta: { label: 'Term' } }),
  helper.accessor('volume', { header: 'Volume', meta: { label: 'Volume' } }),
]);
const terms: Term[] = [
  { term: 'garlic press', root: 'garlic', volume: 900 },
  { term: 'lemon squeezer', root: 'lemon', volume: 500 },
  { term: 'garlic crusher', root: 'garlic', volume: 300 },
];

stubElementSizes();

function renderGrouped(collapsed = false) {
  renderWithProviders(
    <DataGrid
      label="Terms"
      columns={columns}
      data={terms}
      getRowId={(row) => row.term}
      groupRows={{ groupOf: (row) => row.root, label: (root) => `Root: ${root}`, collapsed }}
    />,
  );
}

const grid = () => screen.getByRole('treegrid', { name: 'Terms' });
/** The body's lines as text, headings marked by their level and state. */
const lines = () =>
  within(grid())
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const level = row.getAttribute('aria-level');
      const expanded = row.getAttribute('aria-expanded');
      const text = within(row)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent)
        .filter(Boolean)
        .join(' | ');
      return expanded === null ? `${level} ${text}` : `${level} ${expanded} ${text}`;
    });

describe('DataGrid group rows', () => {
  it('heads each group with a row across the columns, its rows under it at level 2', async () => {
    renderGrouped();
    await waitFor(() => expect(lines()).toHaveLength(5));
    expect(lines()).toEqual([
      '1 true Root: garlic(2)',
      '2 garlic press | 900',
      '2 garlic crusher | 300',
      '1 true Root: lemon(1)',
      '2 lemon squeezer | 500',
    ]);
    const heading = within(grid()).getAllByRole('row')[1]!;
    const cell = within(heading).getByRole('gridcell');
    expect(cell.getAttribute('aria-colspan')).toBe('3');
    expect(grid().getAttribute('aria-rowcount')).toBe('6');
    // The count says the rows, not the lines.
    expect(screen.getByText('3 rows')).toBeTruthy();
  });

  it('collapses and expands a group by its button', async () => {
    renderGrouped();
    await waitFor(() => expect(lines()).toHaveLength(5));
    fireEvent.click(screen.getByRole('button', { name: 'Root: garlic (2)' }));
    expect(lines()).toEqual([
      '1 false Root: garlic(2)',
      '1 true Root: lemon(1)',
      '2 lemon squeezer | 500',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Root: garlic (2)' }));
    expect(lines()).toHaveLength(5);
  });

  it('works a heading from the keyboard: Left collapses, Right expands, Enter and Space toggle', async () => {
    renderGrouped(true);
    await waitFor(() => expect(lines()).toHaveLength(2));
    expect(lines()).toEqual(['1 false Root: garlic(2)', '1 false Root: lemon(1)']);
    const active = () => document.getElementById(grid().getAttribute('aria-activedescendant')!);

    fireEvent.keyDown(grid(), { key: 'ArrowDown' });
    expect(active()?.textContent).toBe('Root: garlic(2)');
    fireEvent.keyDown(grid(), { key: 'ArrowRight' });
    expect(lines()[0]).toBe('1 true Root: garlic(2)');
    expect(lines()).toHaveLength(4);
    // Expanded, Right moves on as in any row; Down reaches the group's first row.
    fireEvent.keyDown(grid(), { key: 'ArrowDown' });
    expect(active()?.textContent).toBe('');
    fireEvent.keyDown(grid(), { key: 'ArrowUp' });
    fireEvent.keyDown(grid(), { key: 'ArrowLeft' });
    expect(lines()).toHaveLength(2);
    fireEvent.keyDown(grid(), { key: 'Enter' });
    expect(lines()).toHaveLength(4);
    fireEvent.keyDown(grid(), { key: ' ' });
    expect(lines()).toHaveLength(2);
    expect(active()?.textContent).toBe('Root: garlic(2)');
  });

  it('keeps the rows of a sorted grid in its order within their groups', async () => {
    renderGrouped();
    await waitFor(() => expect(lines()).toHaveLength(5));
    fireEvent.click(screen.getByRole('button', { name: 'Volume' }));
    expect(lines()).toEqual([
      '1 true Root: garlic(2)',
      '2 garlic crusher | 300',
      '2 garlic press | 900',
      '1 true Root: lemon(1)',
      '2 lemon squeezer | 500',
    ]);
    // Selecting every row selects the rows, not the headings.
    fireEvent.click(screen.getByLabelText('Select all rows'));
    expect(screen.getByText('3 rows · 3 selected')).toBeTruthy();
  });
});

describe('groupItems', () => {
  it('orders groups by their first row and leaves out the rows of collapsed groups', () => {
    const rows = ['b1', 'a1', 'b2'].map((id) => ({ id, original: { id } }));
    const items = groupItems<{ id: string }>(
      rows as never,
      (row) => row.id[0]!,
      (key) => key === 'b',
    );
    expect(items.map((item) => (item.kind === 'group' ? `[${item.key}]` : item.row.id))).toEqual([
      '[b]',
      'b1',
      'b2',
      '[a]',
    ]);
  });
});
