import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DataGrid } from './DataGrid';
import { createGridColumnHelper, type GridColumnDef } from './grid-features';
import { stubElementSizes } from './grid-test-setup';

type Ranks = Record<string, number>;

const helper = createGridColumnHelper<Ranks>();
const columns: GridColumnDef<Ranks>[] = [
  helper.accessor((row) => row.day0, { id: 'keyword', header: 'Keyword', meta: { pinned: true } }),
  ...Array.from({ length: 60 }, (_, day) =>
    helper.accessor((row) => row[`day${day}`], {
      id: `day${day}`,
      header: `Day ${day}`,
      size: 100,
    }),
  ),
];
const rows: Ranks[] = [
  Object.fromEntries(Array.from({ length: 60 }, (_, day) => [`day${day}`, day])),
];

stubElementSizes({ clientHeight: 400, clientWidth: 900 });

const headerNames = () =>
  screen.getAllByRole('columnheader').map((header) => header.textContent?.trim());

describe('DataGrid columns', () => {
  it('renders the pinned columns and only the others on screen', () => {
    renderWithProviders(
      <DataGrid
        label="Ranks"
        columns={columns}
        data={rows}
        getRowId={() => 'row'}
        selectable={false}
      />,
    );
    const shown = headerNames();
    expect(shown[0]).toBe('Keyword');
    expect(shown).toContain('Day 0');
    expect(shown).not.toContain('Day 30');
    expect(shown.length).toBeLessThan(20);

    const grid = screen.getByRole('grid');
    act(() => {
      grid.scrollLeft = 3000;
      fireEvent.scroll(grid);
    });
    const scrolled = headerNames();
    expect(scrolled[0]).toBe('Keyword');
    expect(scrolled).toContain('Day 30');
    expect(scrolled).not.toContain('Day 0');
    const cell = screen.getByRole('gridcell', { name: '30' });
    expect(cell.getAttribute('aria-colindex')).toBe('32');
  });
});
