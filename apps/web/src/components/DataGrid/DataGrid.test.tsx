import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DataGrid } from './DataGrid';
import { keywordColumns, stubElementSizes, type Keyword } from './grid-test-setup';

const columns = keywordColumns({ keyword: { label: 'Keyword' }, volume: { label: 'Volume' } });
const rows: Keyword[] = [
  { keyword: 'garlic press', volume: 82250 },
  { keyword: 'garlic "mincer"', volume: 10985 },
  { keyword: 'garlic crusher', volume: 19662 },
];
const rowId = (row: Keyword) => row.keyword;

stubElementSizes();

function renderGrid(data: Keyword[] | undefined, extra: { error?: unknown } = {}) {
  return renderWithProviders(
    <DataGrid
      label="Keywords"
      columns={columns}
      data={data}
      getRowId={rowId}
      loading={!data}
      preferencesKey="test-grid"
      {...extra}
    />,
  );
}

const headerCheckbox = () => screen.getByLabelText<HTMLInputElement>('Select all rows');
const bodyRows = () => within(screen.getByRole('grid')).getAllByRole('row').slice(1);

describe('DataGrid', () => {
  it('shows the header checkbox as none, partial and full', async () => {
    renderGrid(rows);
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(headerCheckbox().checked).toBe(false);
    expect(headerCheckbox().indeterminate).toBe(false);

    fireEvent.click(screen.getByLabelText('Select row 2'));
    expect(headerCheckbox().checked).toBe(false);
    expect(headerCheckbox().indeterminate).toBe(true);

    fireEvent.click(headerCheckbox());
    expect(headerCheckbox().checked).toBe(true);
    expect(screen.getByText('3 rows · 3 selected')).toBeTruthy();

    fireEvent.click(headerCheckbox());
    expect(headerCheckbox().checked).toBe(false);
    expect(screen.getByText('3 rows')).toBeTruthy();
  });

  it('selects every matching row but those unticked, and a new filter clears it', async () => {
    const onSelectionChange = vi.fn();
    renderWithProviders(
      <DataGrid
        label="Keywords"
        columns={columns}
        data={rows}
        getRowId={rowId}
        getSearchText={rowId}
        onSelectionChange={onSelectionChange}
      />,
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    fireEvent.click(headerCheckbox());
    fireEvent.click(screen.getByLabelText('Select row 2'));
    expect(onSelectionChange).toHaveBeenLastCalledWith({
      mode: 'allExcept',
      except: ['garlic "mincer"'],
      total: 3,
    });
    expect(headerCheckbox().indeterminate).toBe(true);
    expect(screen.getByText('3 rows · 2 selected')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Filter'), { target: { value: 'press' } });
    await waitFor(() => expect(screen.getByText('1 of 3 rows')).toBeTruthy());
    expect(onSelectionChange).toHaveBeenLastCalledWith({ mode: 'ids', ids: [] });
    expect(headerCheckbox().checked).toBe(false);
  });

  it('moves a focused cell with arrows, toggles with Space and clears with Escape', async () => {
    renderGrid(rows);
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    const grid = screen.getByRole('grid');
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    const focused = grid.querySelector('[data-focused]');
    expect(focused?.textContent).toBe('garlic "mincer"');

    fireEvent.keyDown(grid, { key: ' ' });
    expect(bodyRows()[1]?.getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(grid, { key: 'ArrowLeft' });
    fireEvent.keyDown(grid, { key: 'Enter' });
    expect(bodyRows()[1]?.getAttribute('aria-selected')).toBe('false');
    fireEvent.keyDown(grid, { key: 'Enter' });
    expect(bodyRows()[1]?.getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(grid, { key: 'Escape' });
    expect(grid.querySelector('[data-focused]')).toBeNull();
    expect(bodyRows()[1]?.getAttribute('aria-selected')).toBe('false');
  });

  it('copies the selected rows as quoted, tab-separated text', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderGrid(rows);
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    fireEvent.click(screen.getByLabelText('Select row 1'));
    fireEvent.click(screen.getByLabelText('Select row 2'));
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'c', ctrlKey: true });
    expect(writeText).toHaveBeenCalledWith('"garlic press"\t"82250"\n"garlic ""mincer"""\t"10985"');
    vi.unstubAllGlobals();
  });

  it('sorts ascending, descending, then back to the original order', async () => {
    renderGrid(rows);
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    const volume = screen.getByRole('columnheader', { name: 'Volume' });
    const sort = within(volume).getByRole('button', { name: 'Volume' });
    const order = () => bodyRows().map((row) => row.textContent);
    fireEvent.click(sort);
    expect(volume.getAttribute('aria-sort')).toBe('ascending');
    expect(order()[0]).toContain('mincer');
    fireEvent.click(sort);
    expect(volume.getAttribute('aria-sort')).toBe('descending');
    expect(order()[0]).toContain('garlic press');
    fireEvent.click(sort);
    expect(volume.getAttribute('aria-sort')).toBe('none');
    expect(order()[1]).toContain('mincer');
  });

  it('sorts from the keyboard: Tab reaches a header, Enter and Space sort it', async () => {
    const user = userEvent.setup();
    renderGrid(rows);
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    const keyword = screen.getByRole('columnheader', { name: 'Keyword' });
    const volume = screen.getByRole('columnheader', { name: 'Volume' });
    expect(keyword.getAttribute('aria-sort')).toBe('none');

    act(() => screen.getByRole('grid').focus());
    await user.tab();
    expect(document.activeElement).toBe(within(keyword).getByRole('button'));
    await user.keyboard('{Enter}');
    expect(keyword.getAttribute('aria-sort')).toBe('ascending');
    expect(bodyRows()[0]?.textContent).toContain('garlic "mincer"');

    await user.tab();
    expect(document.activeElement).toBe(within(volume).getByRole('button'));
    await user.keyboard(' ');
    expect(volume.getAttribute('aria-sort')).toBe('ascending');
    expect(keyword.getAttribute('aria-sort')).toBe('none');
    await user.keyboard(' ');
    expect(volume.getAttribute('aria-sort')).toBe('descending');
    expect(bodyRows()[0]?.textContent).toContain('garlic press');
    expect(bodyRows()[0]?.getAttribute('aria-selected')).toBe('false');
  });

  it('shows at most 10 skeleton rows while loading, and an error row on failure', () => {
    const { unmount } = renderGrid(undefined);
    expect(screen.getAllByTestId('grid-skeleton-row')).toHaveLength(10);
    unmount();
    renderGrid(undefined, { error: new Error('Could not load the keywords') });
    expect(within(screen.getByRole('grid')).getByRole('alert').textContent).toBe(
      'Could not load the keywords',
    );
  });
});
