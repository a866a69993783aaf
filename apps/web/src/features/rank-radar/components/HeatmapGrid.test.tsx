import { emptySqpData, type Highlight } from '@fathom/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { visibleColumns } from '../lib/heatmap-columns';
import { heatmapTerm, twoDayHeatmap } from '../test/heatmap-fixtures';
import { HeatmapGrid } from './HeatmapGrid';
import { tagBars } from './heatmap-grid-columns';

const DATES = ['2026-02-06', '2026-02-07', '2026-02-08', '2026-02-09', '2026-02-10'];
const gap = {
  ...heatmapTerm(3, 'linen shirt', null),
  organicRanks: [10, 15, 15, 15, 20],
  impressionRanks: [null, null, null, null, null],
  interpolated: [1, 2, 3],
  searchVolume: 40_000,
};
const ranked = { ...heatmapTerm(4, 'cotton shirt', null), organicRanks: [5, 5, 5, 5, 5] };
const heatmap = {
  ...twoDayHeatmap([gap, ranked], emptySqpData('COMPLETED')),
  dates: DATES,
};

const show = (view: 'organic' | 'impressionVsOrganic' = 'organic') =>
  renderWithProviders(
    <HeatmapGrid
      heatmap={heatmap}
      view={view}
      columns={visibleColumns(['searchVolume'])}
      marketplace="com"
      ads={undefined}
      selected={new Set()}
    />,
  );

const termRows = () => screen.getAllByRole('row').slice(2);

describe('rank heatmap grid', () => {
  // The test DOM lays nothing out: the grid's box is given a size, so its rows and days render.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1400);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows a filled-in gap of three days as one cell over its days', () => {
    show();
    const cells = within(termRows()[0]!).getAllByRole('gridcell');
    const filled = cells.filter((c) => c.getAttribute('aria-colspan') === '3');
    expect(filled).toHaveLength(1);
    expect(filled[0]!.textContent).toBe('15');
    expect(filled[0]!.title).toBe('Filled in: 3 missing days, average of the days around this gap');
    expect(cells.map((c) => c.textContent).slice(-3)).toEqual(['20', '15', '10']);
  });

  it('shows the latest day first, right after the chosen columns', () => {
    show();
    const headers = within(screen.getAllByRole('row')[0]!).getAllByRole('columnheader');
    // The search term, then the chosen column and the days (no checkboxes for this reader).
    const named = (h: HTMLElement) =>
      within(h).queryByText(/^\d{4}-\d\d-\d\d$/)?.textContent ?? h.textContent;
    expect(headers.map(named).slice(1)).toEqual([
      'Search volume',
      '2026-02-10',
      '2026-02-09',
      '2026-02-08',
      '2026-02-07',
      '2026-02-06',
    ]);
  });

  it('names each day yyyy-MM-dd and shows volumes in compact form', () => {
    show();
    expect(screen.getByRole('columnheader', { name: '2026-02-10' })).toBeTruthy();
    expect(within(termRows()[0]!).getByText('40k').title).toBe('40,000');
  });

  it('sorts by a header: ascending, descending, then the heatmap order', () => {
    show();
    const names = () => termRows().map((r) => within(r).getAllByRole('gridcell')[0]!.textContent);
    const header = screen.getByRole('columnheader', { name: /Search volume/ });
    fireEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['cotton shirt', 'linen shirt']);
    fireEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['linen shirt', 'cotton shirt']);
    fireEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('none');
    expect(names()).toEqual(['linen shirt', 'cotton shirt']);
  });

  it('says in its legend what Impression vs Organic colours and what it prints', () => {
    show('impressionVsOrganic');
    const legend = screen.getByRole('group', { name: 'Heatmap legend' });
    expect(within(legend).getByText('Colour: impression rank; number: organic rank')).toBeTruthy();
    expect(within(legend).getByText('16–20')).toBeTruthy();
  });

  it('narrows the terms with a predefined filter on the last day', async () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Predefined filters' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Top 10 on the last day' }));
    expect(await screen.findByText('1 of 2 search terms')).toBeTruthy();
    expect(screen.getByText('Rank on 2026-02-10 is at most 10')).toBeTruthy();
    expect(termRows().map((r) => within(r).getAllByRole('gridcell')[0]!.textContent)).toEqual([
      'cotton shirt',
    ]);
  });

  it("draws as many tags' bars under a cell as its width holds", () => {
    const tag = (id: number, color: string) => ({ id, color }) as Highlight;
    const five = [1, 2, 3, 4, 5].map((i) => tag(i, `#00000${i}`));
    expect(tagBars(five, 40)).toBe(
      'linear-gradient(to right, #000001 0% 25%, #000002 25% 50%, #000003 50% 75%, #000004 75% 100%) bottom / 100% 4px no-repeat',
    );
    expect(tagBars(five, 122)).toContain('#000005 80% 100%');
    expect(tagBars([tag(1, 'none')], 40)).toBeUndefined();
  });
});
