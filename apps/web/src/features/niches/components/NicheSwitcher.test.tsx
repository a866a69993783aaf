import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { nicheSummary } from '../../../test/fixtures';
import { renderInRouter } from '../../../test/render';
import { NicheSwitcher } from './NicheSwitcher';

const garlic = nicheSummary({ id: 7, label: 'garlic press', marketplace: 'com' });
const choice = (id: number, label: string, marketplace: 'com' | 'de') => ({
  id,
  label,
  heroAsin: 'B0000000001',
  marketplace,
  canManage: true,
});
const page = (data: unknown[], hasNext = false, currentPage = 1) => ({
  data,
  hasNext,
  currentPage,
});
const searchesOf = (calls: { path: string }[]) =>
  calls
    .filter((call) => call.path.startsWith('/api/orgs/1/niche-choices'))
    .map((call) => new URL(call.path, 'http://localhost').searchParams.get('search'));

describe('NicheSwitcher', () => {
  it('names each niche with its marketplace’s site, as the header and the marketplace picker do', async () => {
    mockFetch([
      {
        path: '/api/orgs/1/niche-choices',
        body: page([choice(7, 'garlic press', 'com'), choice(8, 'ice cube tray', 'de')]),
      },
    ]);
    renderInRouter(<NicheSwitcher niche={garlic} />);
    fireEvent.click(await screen.findByRole('combobox', { name: 'Switch niche' }));
    expect(await screen.findByRole('option', { name: 'ice cube tray (amazon.de)' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'garlic press (amazon.com)' })).toBeTruthy();
  });

  it('searches the niches on the server as a name is typed', async () => {
    const server = mockFetch([
      { path: '/api/orgs/1/niche-choices', body: page([choice(7, 'garlic press', 'com')]) },
    ]);
    renderInRouter(<NicheSwitcher niche={garlic} />);
    const box = await screen.findByRole('combobox', { name: 'Switch niche' });
    await waitFor(() => expect(searchesOf(server.calls)).toEqual(['']));
    server.routes.push({
      path: '/api/orgs/1/niche-choices',
      body: page([choice(9, 'ice tongs', 'com')]),
    });
    const user = userEvent.setup();
    await user.clear(box);
    await user.type(box, 'ice');
    expect(await screen.findByRole('option', { name: 'ice tongs (amazon.com)' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'garlic press (amazon.com)' })).toBeNull();
    const searches = searchesOf(server.calls);
    expect([searches[0], searches.at(-1)]).toEqual(['', 'ice']);
  });

  it('says when no niche matches', async () => {
    const server = mockFetch([{ path: '/api/orgs/1/niche-choices', body: page([]) }]);
    renderInRouter(<NicheSwitcher niche={garlic} />);
    const box = await screen.findByRole('combobox', { name: 'Switch niche' });
    const user = userEvent.setup();
    await user.clear(box);
    await user.type(box, 'kettle');
    expect(await screen.findByText('No niche matches')).toBeTruthy();
    await waitFor(() => expect(searchesOf(server.calls)).toContain('kettle'));
  });
});
