import { webRoutes, type Tracker } from '@fathom/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockRoute, type RecordedCall } from '../../../test/fetch-mock';
import { rankTracker } from '../../../test/fixtures';
import { renderInRouter } from '../../../test/render';
import { TrackersPage } from './TrackersPage';

const LIST = '/api/orgs/1/krt/list';
const tracker = rankTracker();
const paused: Tracker = {
  ...tracker,
  id: 10,
  nicheId: null,
  nicheLabel: null,
  asin: 'B0PAUSED01',
  marketplace: 'de',
  title: 'Knoblauchpresse',
  status: 'paused',
  lastCollectedDate: null,
};
const listed = (data: Tracker[], total = data.length): MockRoute => ({
  method: 'POST',
  path: LIST,
  body: { data, total },
});
const lists = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.path.split('?')[0] === LIST);
const lastList = (calls: RecordedCall[]) => lists(calls).at(-1)!;

/** The list once loaded (the table stands empty while the first page loads). */
const loaded = async () => {
  await screen.findByRole('link', { name: 'Basilpro Garlic Press' });
  return screen.getByRole('table', { name: 'Rank Radars' });
};
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('TrackersPage', () => {
  it('lists the tracked products with a link to each heatmap, and opens the New Rank Radar modal', async () => {
    const { calls } = mockFetch([listed([tracker, paused])]);
    renderInRouter(<TrackersPage orgId={1} />);
    const rows = within(await loaded())
      .getAllByRole('row')
      .slice(1);
    expect(rows.map(cells)).toEqual([
      [
        'Basilpro Garlic Press',
        'B0YEY4SBXU',
        'com',
        'garlic press',
        '120',
        '2026-02-11',
        'Tracking',
      ],
      ['Knoblauchpresse', 'B0PAUSED01', 'de', '—', '120', 'Collecting…', 'Paused'],
    ]);
    const link = screen.getByRole('link', { name: 'Basilpro Garlic Press' });
    expect(link.getAttribute('href')).toBe(`${webRoutes.rankRadarHeatmap}?krtId=9&view=organic`);
    expect(lists(calls).map((c) => [c.path, c.body])).toEqual([
      [`${LIST}?currentPage=1`, { status: 'active', searchText: '', marketplaces: [] }],
    ]);
    // One page: no page buttons.
    expect(screen.queryByRole('button', { name: '1' })).toBeNull();

    expect(screen.queryByRole('dialog', { name: 'New Rank Radar' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'New Rank Radar' }));
    expect(await screen.findByRole('dialog', { name: 'New Rank Radar' })).toBeTruthy();
  });

  it('asks for the status tab, the search text and the marketplace chosen', async () => {
    const { calls, routes } = mockFetch([listed([tracker])]);
    renderInRouter(<TrackersPage orgId={1} />);
    await loaded();
    fireEvent.click(screen.getByRole('tab', { name: 'Archived' }));
    await waitFor(() => expect(lastList(calls).body).toMatchObject({ status: 'archived' }));

    routes.push(listed([]));
    fireEvent.change(screen.getByRole('textbox', { name: 'Search Rank Radars' }), {
      target: { value: 'garlic' },
    });
    await waitFor(() =>
      expect(lastList(calls).body).toEqual({
        status: 'archived',
        searchText: 'garlic',
        marketplaces: [],
      }),
    );
    expect(await screen.findByText('No Rank Radar matches these filters.')).toBeTruthy();

    fireEvent.click(screen.getByRole('combobox', { name: 'Marketplace' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Germany (de)' }));
    await waitFor(() =>
      expect(lastList(calls).body).toEqual({
        status: 'archived',
        searchText: 'garlic',
        marketplaces: ['de'],
      }),
    );
  });

  it('pages by 50 and goes back to the first page when a filter changes', async () => {
    const { calls } = mockFetch([listed([tracker], 120)]);
    renderInRouter(<TrackersPage orgId={1} />);
    await loaded();
    expect(screen.getByRole('button', { name: '3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '4' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(lastList(calls).path).toBe(`${LIST}?currentPage=2`));

    fireEvent.click(screen.getByRole('tab', { name: 'Paused' }));
    await waitFor(() => expect(lastList(calls).body).toMatchObject({ status: 'paused' }));
    expect(lastList(calls).path).toBe(`${LIST}?currentPage=1`);
  });

  it('says when there is no Rank Radar yet', async () => {
    mockFetch([listed([])]);
    renderInRouter(<TrackersPage orgId={1} />);
    expect(
      await screen.findByText('No Rank Radars yet. Track a product to see its daily ranks.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    // An empty tab is no sign of an empty account.
    fireEvent.click(screen.getByRole('tab', { name: 'Paused' }));
    expect(await screen.findByText('No Rank Radar matches these filters.')).toBeTruthy();
  });

  it('says the list failed to load and loads it again on request', async () => {
    const { routes } = mockFetch([
      { method: 'POST', path: LIST, status: 500, body: { message: 'Database busy' } },
    ]);
    renderInRouter(<TrackersPage orgId={1} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("Couldn't load Rank Radars")).toBeTruthy();
    expect(within(alert).getByText('Database busy')).toBeTruthy();
    routes.push(listed([tracker]));
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Basilpro Garlic Press' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
