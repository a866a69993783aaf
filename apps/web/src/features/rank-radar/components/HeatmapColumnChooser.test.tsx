import { HEATMAP_COLUMNS, emptySqpData, type AdData } from '@fathom/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { useHeatmapAdData } from '../hooks/use-heatmap-ad-data';
import { useHeatmapColumns } from '../hooks/use-heatmap-columns';
import { HEATMAP_COLUMN_DEFS, needsAdData, visibleColumns } from '../lib/heatmap-columns';
import { HeatmapColumnChooser } from './HeatmapColumnChooser';
import { HeatmapGrid } from './HeatmapGrid';
import { stubElementSizes } from '../../../components/DataGrid/grid-test-setup';
import { adData, heatmapTerm, twoDayHeatmap } from '../test/heatmap-fixtures';

const heatmap = twoDayHeatmap(
  [heatmapTerm(3, 'linen shirt', 80), heatmapTerm(4, 'cotton shirt', 80)],
  {
    ...emptySqpData('COMPLETED'),
    searchQueryVolume: 12_345,
  },
);
const together: AdData = { ...adData, ppcSales: 1234.5, acos: null };
const AD_DATA = '/api/orgs/1/krt/5/krt-keyword/ad-data/krtKeywords';
const PREFERENCE = '/api/preferences/rankRadar.heatmapColumns';
const adDataRoute = {
  method: 'POST',
  path: AD_DATA,
  body: {
    from: '2026-02-09',
    to: '2026-02-10',
    keywords: [],
    aggregate: together,
    totalAdDataKeywordCount: 2,
  },
};

/** The heatmap's toolbar chooser and grid, as the heatmap page puts them together. */
function Heatmap5() {
  const [shown, choose] = useHeatmapColumns(5);
  const columns = visibleColumns(shown);
  const ads = useHeatmapAdData(1, 5, heatmap, needsAdData(columns));
  return (
    <>
      <HeatmapColumnChooser shown={shown} onChange={choose} />
      <HeatmapGrid
        heatmap={heatmap}
        view="organic"
        columns={columns}
        marketplace="com"
        ads={ads}
        selected={new Set()}
        onSelect={() => undefined}
      />
    </>
  );
}

// The test DOM lays nothing out: the grid's box is given a size, so its columns render.
stubElementSizes({ clientHeight: 600, clientWidth: 1400 });

const headers = () =>
  screen
    .getAllByRole('columnheader')
    .map((h) => h.textContent)
    .filter((t) => !/^\d{4}-\d\d-/.test(t));
const averageRow = () => screen.getAllByRole('row')[1]!;

describe('heatmap column chooser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has a column for every choice, each in its group', () => {
    expect(HEATMAP_COLUMN_DEFS.map((c) => c.id).sort()).toEqual([...HEATMAP_COLUMNS].sort());
  });

  it("shows today's columns by default and saves a PPC column turned on for this tracker", async () => {
    const { calls } = mockFetch([
      { path: '/api/preferences', body: { 'rankRadar.heatmapColumns': { '9': ['source'] } } },
      { method: 'PUT', path: PREFERENCE, body: { ok: true } },
      adDataRoute,
    ]);
    renderWithProviders(<Heatmap5 />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(headers()).toEqual([
      '',
      'Search term',
      'Search volume',
      'Relevancy',
      'Source',
      'Median',
      'Date added',
      'PPC spend',
      'Top variation',
    ]);
    expect(within(averageRow()).getByText('2 with PPC')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const ppc = await screen.findByRole('group', { name: 'PPC columns' });
    expect(screen.getByRole('group', { name: 'Search term columns' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'SQP columns' })).toBeTruthy();
    const sales = within(ppc).getByRole<HTMLInputElement>('checkbox', { name: 'PPC sales' });
    expect(sales.checked).toBe(false);
    fireEvent.click(sales);

    await waitFor(() => expect(headers()).toContain('PPC sales'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      '9': ['source'],
      '5': [
        'searchVolume',
        'relevancy',
        'source',
        'median',
        'dateAdded',
        'topVariation',
        'ppcSpend',
        'ppcSales',
      ],
    });
    // One call for every term of the window, read into the average row.
    const adCalls = () => calls.filter((c) => c.path === AD_DATA);
    await waitFor(() => expect(adCalls()).toHaveLength(1));
    expect(adCalls()[0]!.body).toEqual({
      keywordIds: [3, 4],
      from: '2026-02-09',
      to: '2026-02-10',
    });
    expect(await within(averageRow()).findByText('$1,234.50')).toBeTruthy();
  });

  it("restores the tracker's saved columns and reads SQP columns from the heatmap", async () => {
    const { calls } = mockFetch([
      {
        path: '/api/preferences',
        body: {
          'rankRadar.heatmapColumns': { '5': ['searchVolume', 'searchQueryVolume', 'acos'] },
        },
      },
      adDataRoute,
    ]);
    renderWithProviders(<Heatmap5 />);
    await waitFor(() =>
      expect(headers()).toEqual(['', 'Search term', 'Search volume', 'ACoS', 'SQP volume']),
    );
    expect(within(averageRow()).getByText('12,345')).toBeTruthy();
    // No ACoS without sales: a dash.
    await waitFor(() => expect(calls.filter((c) => c.path === AD_DATA)).toHaveLength(1));
    await waitFor(() => expect(within(averageRow()).getAllByText('–')).toHaveLength(1));
  });
});
