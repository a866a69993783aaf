import { RANK_MESSAGES, webRoutes, type Tracker } from '@fathom/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockRoute, type RecordedCall } from '../test/fetch-mock';
import { rankTracker } from '../test/fixtures';
import { renderInRouter } from '../test/render';
import { stubElementSizes } from '../components/DataGrid/grid-test-setup';
import { TrackersPage } from './TrackersPage';

const LIST = '/api/orgs/1/krt/list';
const NEWEST_FIRST = 'orderBy=createdAt&order=desc';
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
const NO_FILTER = {
  marketplaces: [],
  tags: [],
  assignees: [],
  noTags: false,
  noLabels: false,
  searchText: '',
};
const labels: MockRoute = {
  path: '/api/orgs/1/labels',
  body: [{ id: 5, name: 'Kitchen', createdAt: '2026-01-01T00:00:00Z' }],
};
const members: MockRoute = {
  path: '/api/orgs/1/members',
  body: [
    {
      userId: 'u-ann',
      name: 'Ann',
      email: 'ann@example.com',
      role: 'member',
      spaceIds: [],
      joinedAt: '2026-01-01T00:00:00Z',
      lastActiveAt: null,
    },
  ],
};

/** The list once loaded (the grid shows loading rows while the first page loads). */
const loaded = async () => {
  await screen.findByRole('link', { name: 'Basilpro Garlic Press' });
  return screen.getByRole('grid', { name: 'Rank Radars' });
};
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('gridcell')
    .map((cell) => cell.textContent);

// Wide enough for every column of the list.
stubElementSizes({ clientHeight: 400, clientWidth: 1400 });

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
        'amazon.com',
        'garlic press',
        '120',
        '—',
        '—',
        '2026-02-11',
        'Tracking',
        '',
      ],
      [
        'Knoblauchpresse',
        'B0PAUSED01',
        'amazon.de',
        '—',
        '120',
        '—',
        '—',
        'Collecting…',
        'Paused',
        '',
      ],
    ]);
    // Each tracker opens on its Overview; its niche is a link to the niche.
    const link = screen.getByRole('link', { name: 'Basilpro Garlic Press' });
    expect(link.getAttribute('href')).toBe(`${webRoutes.rankRadarHeatmap}?krtId=9&view=overview`);
    expect(screen.getByRole('link', { name: 'garlic press' }).getAttribute('href')).toBe(
      '/niche/42',
    );
    expect(lists(calls).map((c) => [c.path, c.body])).toEqual([
      [`${LIST}?currentPage=1&${NEWEST_FIRST}`, { ...NO_FILTER, status: 'active' }],
    ]);
    expect(screen.getByText('2 Rank Radars')).toBeTruthy();

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
        ...NO_FILTER,
        status: 'archived',
        searchText: 'garlic',
      }),
    );
    expect(await screen.findByText('No data found')).toBeTruthy();

    fireEvent.click(screen.getByRole('combobox', { name: 'Marketplaces' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Germany (amazon.de)' }));
    await waitFor(() =>
      expect(lastList(calls).body).toMatchObject({ searchText: 'garlic', marketplaces: ['de'] }),
    );
  });

  it('filters by tags, assignees, no tags, no labels and AutoDive', async () => {
    const { calls } = mockFetch([listed([tracker]), labels, members]);
    renderInRouter(<TrackersPage orgId={1} />);
    await loaded();
    fireEvent.click(screen.getByRole('combobox', { name: 'Tags' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Kitchen' }));
    await waitFor(() => expect(lastList(calls).body).toMatchObject({ tags: [5] }));
    fireEvent.click(screen.getByRole('combobox', { name: 'Assignees' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Ann' }));
    await waitFor(() => expect(lastList(calls).body).toMatchObject({ assignees: ['u-ann'] }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'No tags' }));
    await waitFor(() => expect(lastList(calls).body).toMatchObject({ noTags: true, tags: [] }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'No labels' }));
    await waitFor(() => expect(lastList(calls).body).toMatchObject({ noLabels: true }));
    fireEvent.click(screen.getByRole('combobox', { name: 'AutoDive' }));
    fireEvent.click(await screen.findByRole('option', { name: 'AutoDive on' }));
    await waitFor(() => expect(lastList(calls).body).toMatchObject({ autoDive: true }));
  });

  it('pauses, resumes, tags, archives and unarchives a tracker from its actions', async () => {
    const PATCH = '/api/orgs/1/krt/9';
    const { calls } = mockFetch([
      listed([tracker]),
      labels,
      members,
      { method: 'PATCH', path: PATCH, body: tracker },
      { method: 'DELETE', path: PATCH, body: { ok: true } },
    ]);
    renderInRouter(<TrackersPage orgId={1} />);
    await loaded();
    const act = async (item: string) => {
      fireEvent.click(screen.getByRole('button', { name: 'Actions for Basilpro Garlic Press' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: item }));
    };
    const sent = (method: string) => calls.filter((c) => c.method === method).map((c) => c.body);
    await act('Pause tracking');
    await waitFor(() => expect(sent('PATCH')).toEqual([{ status: 'paused' }]));
    await act('Tags and assignees');
    const dialog = await screen.findByRole('dialog', { name: /Tags and assignees/ });
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Tags' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Kitchen' }));
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Assignees' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Ann' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('PATCH').at(-1)).toEqual({ tags: [5], assignees: ['u-ann'] }));
    await act('Archive');
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('takes an archived tracker out of the archive, and says so when tracking it again fails', async () => {
    const archived = { ...tracker, archived: true };
    mockFetch([
      listed([archived]),
      {
        method: 'PATCH',
        path: '/api/orgs/1/krt/9',
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: RANK_MESSAGES.keywordLimit },
      },
    ]);
    renderInRouter(<TrackersPage orgId={1} />);
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Basilpro Garlic Press' }));
    expect(screen.queryByRole('menuitem', { name: 'Pause tracking' })).toBeNull();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Unarchive' }));
    expect(await screen.findByText(RANK_MESSAGES.trackFromListFailed)).toBeTruthy();
    expect(screen.getByText(RANK_MESSAGES.keywordLimit)).toBeTruthy();
  });

  it('loads the next 50 as the list scrolls, and the first page again when a filter changes', async () => {
    const fifty = Array.from({ length: 50 }, (_, at) =>
      at === 0 ? tracker : { ...tracker, id: 100 + at, title: `Tracker ${at}` },
    );
    const { calls } = mockFetch([listed(fifty, 120)]);
    renderInRouter(<TrackersPage orgId={1} />);
    const grid = await loaded();
    expect(screen.getByText('120 Rank Radars')).toBeTruthy();
    expect(lists(calls).map((c) => c.path)).toEqual([`${LIST}?currentPage=1&${NEWEST_FIRST}`]);
    grid.scrollTop = 45 * 40;
    fireEvent.scroll(grid);
    await waitFor(() => expect(lastList(calls).path).toBe(`${LIST}?currentPage=2&${NEWEST_FIRST}`));

    fireEvent.click(screen.getByRole('tab', { name: 'Paused' }));
    await waitFor(() => expect(lastList(calls).body).toMatchObject({ status: 'paused' }));
    expect(lastList(calls).path).toBe(`${LIST}?currentPage=1&${NEWEST_FIRST}`);
  });

  it('sorts by product on the server; a column the server cannot sort by has no sort button', async () => {
    const { calls } = mockFetch([listed([tracker, paused])]);
    renderInRouter(<TrackersPage orgId={1} />);
    await loaded();
    const product = screen.getByRole('columnheader', { name: 'Product' });
    fireEvent.click(within(product).getByRole('button', { name: 'Product' }));
    await waitFor(() =>
      expect(lastList(calls).path).toBe(`${LIST}?currentPage=1&orderBy=title&order=asc`),
    );
    fireEvent.click(within(product).getByRole('button', { name: 'Product' }));
    await waitFor(() =>
      expect(lastList(calls).path).toBe(`${LIST}?currentPage=1&orderBy=title&order=desc`),
    );
    const asin = screen.getByRole('columnheader', { name: 'ASIN' });
    expect(within(asin).queryByRole('button', { name: 'ASIN' })).toBeNull();
  });

  it('says when there is no Rank Radar yet', async () => {
    mockFetch([listed([])]);
    renderInRouter(<TrackersPage orgId={1} />);
    expect(
      await screen.findByText('No Rank Radars yet. Track a product to see its daily ranks.'),
    ).toBeTruthy();
    expect(screen.queryByRole('row', { name: /Basilpro/ })).toBeNull();
    // An empty tab is no sign of an empty account.
    fireEvent.click(screen.getByRole('tab', { name: 'Paused' }));
    expect(await screen.findByText('No data found')).toBeTruthy();
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
