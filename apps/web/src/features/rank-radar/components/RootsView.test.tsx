import { emptySqpData, type RootRow } from '@fathom/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockRoute } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { heatmapTerm, twoDayHeatmap } from '../test/heatmap-fixtures';
import { RootsView } from './RootsView';

const press = heatmapTerm(11, 'garlic press', 90);
const mincer = {
  ...heatmapTerm(12, 'garlic mincer', null),
  searchVolume: null,
  organicRanks: [7, 9],
};
const heatmap = twoDayHeatmap([press, mincer], emptySqpData('COMPLETED'));
const garlic: RootRow = {
  root: 'garlic',
  broadSearchVolume: 12_400,
  broadSearchVolumeRatio: 0.6667,
  keywords: [11, 12],
  ranks: [5.5, 6.5],
};
const presses: RootRow = {
  root: 'press',
  broadSearchVolume: 6200,
  broadSearchVolumeRatio: 0.3333,
  keywords: [11],
  ranks: [4, null],
};
const ROOTS = '/api/orgs/1/krt/2/heatmap/roots';
const rootsAnswer = (roots: RootRow[]): MockRoute => ({
  path: ROOTS,
  body: { dates: heatmap.dates, roots },
});
const server = (roots = [garlic, presses]) =>
  mockFetch([{ path: '/api/orgs/1/krt/2/heatmap', body: heatmap }, rootsAnswer(roots)]);

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .slice(1)
    .map((cell) => cell.textContent);
const rows = () =>
  within(screen.getByRole('table', { name: 'Search term roots' }))
    .getAllByRole('row')
    .slice(1);
const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });

/** The view with the selection kept as the heatmap page keeps it. */
function Selecting({ initial = [] }: { initial?: number[] }) {
  const [selected, setSelected] = useState(new Set(initial));
  return (
    <RootsView
      orgId={1}
      krtId={2}
      selected={selected}
      onSelect={(ids, on) =>
        setSelected((before) => {
          const next = new Set(before);
          for (const id of ids) {
            if (on) next.add(id);
            else next.delete(id);
          }
          return next;
        })
      }
    />
  );
}

describe('RootsView', () => {
  it('lists the roots with volume, share and their rank per day (latest first), and expands a root into its terms', async () => {
    const { calls } = server();
    renderWithProviders(<RootsView orgId={1} krtId={2} selected={new Set()} />);
    await screen.findByRole('table', { name: 'Search term roots' });
    expect(rows().map(cells)).toEqual([
      ['▸garlic', '12.4k', '66.7%', '2', '6.5', '5.5'],
      ['▸press', '6,200', '33.3%', '1', '', '4'],
    ]);
    // The terms' words come from the tracked (not archived) terms.
    expect(calls.some((c) => c.path === '/api/orgs/1/krt/2/heatmap?archived=false')).toBe(true);

    const expand = screen.getByRole('button', { name: 'Expand garlic' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(expand);
    const collapse = screen.getByRole('button', { name: 'Collapse garlic' });
    expect(collapse.getAttribute('aria-expanded')).toBe('true');
    expect(rows().map(cells)).toEqual([
      ['▾garlic', '12.4k', '66.7%', '2', '6.5', '5.5'],
      ['garlic press', '1,200', '', '', '4', '4'],
      ['garlic mincer', '–', '', '', '9', '7'],
      ['▸press', '6,200', '33.3%', '1', '', '4'],
    ]);
    fireEvent.click(collapse);
    expect(rows()).toHaveLength(2);
    expect(screen.queryByText('garlic mincer')).toBeNull();
  });

  it("selects a root's terms together, and marks a root partly selected", async () => {
    server();
    renderWithProviders(<Selecting />);
    await screen.findByRole('table', { name: 'Search term roots' });
    fireEvent.click(box('Select the search terms of garlic'));
    expect(box('Select the search terms of garlic').checked).toBe(true);
    // "press" holds garlic press alone, which is now selected.
    expect(box('Select the search terms of press').checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Expand garlic' }));
    expect(box('Select garlic press').checked).toBe(true);
    fireEvent.click(box('Select garlic mincer'));
    expect(box('Select garlic mincer').checked).toBe(false);
    expect(box('Select the search terms of garlic').checked).toBe(false);
    expect(box('Select the search terms of garlic').indeterminate).toBe(true);
    expect(box('Select the search terms of press').indeterminate).toBe(false);

    // A partly selected root selects the rest; a fully selected one unselects all.
    fireEvent.click(box('Select the search terms of garlic'));
    expect(box('Select garlic mincer').checked).toBe(true);
    fireEvent.click(box('Select the search terms of garlic'));
    expect(box('Select garlic press').checked).toBe(false);
    expect(box('Select garlic mincer').checked).toBe(false);
    expect(box('Select the search terms of press').checked).toBe(false);
  });

  it('offers no checkboxes to a member who may only see, but still expands roots', async () => {
    server();
    renderWithProviders(<RootsView orgId={1} krtId={2} selected={new Set([11])} />);
    await screen.findByRole('table', { name: 'Search term roots' });
    fireEvent.click(screen.getByRole('button', { name: 'Expand garlic' }));
    expect(screen.getByText('garlic mincer')).toBeTruthy();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
  });

  it('says the roots failed to load and loads them again on request; says when there are none', async () => {
    const { routes } = mockFetch([
      { path: '/api/orgs/1/krt/2/heatmap', body: heatmap },
      { path: ROOTS, status: 500, body: { message: 'Database busy' } },
    ]);
    const { unmount } = renderWithProviders(<RootsView orgId={1} krtId={2} selected={new Set()} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("Couldn't load the roots")).toBeTruthy();
    expect(within(alert).getByText('Database busy')).toBeTruthy();
    routes.push(rootsAnswer([presses]));
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(rows().map(cells)).toEqual([['▸press', '6,200', '33.3%', '1', '', '4']]),
    );
    unmount();

    // The terms' names come from the heatmap: its failure is said as well.
    const second = mockFetch([
      { path: '/api/orgs/1/krt/2/heatmap', status: 500, body: { message: 'Heatmap busy' } },
      rootsAnswer([presses]),
    ]);
    const again = renderWithProviders(<RootsView orgId={1} krtId={2} selected={new Set()} />);
    const heatmapAlert = await screen.findByRole('alert');
    expect(within(heatmapAlert).getByText('Heatmap busy')).toBeTruthy();
    second.routes.push({ path: '/api/orgs/1/krt/2/heatmap', body: heatmap });
    fireEvent.click(within(heatmapAlert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    again.unmount();

    server([]);
    renderWithProviders(<RootsView orgId={1} krtId={2} selected={new Set()} />);
    expect(await screen.findByText('No search terms tracked yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
