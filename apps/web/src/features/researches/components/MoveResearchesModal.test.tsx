import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { nicheSummary } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { MoveResearchesModal } from './MoveResearchesModal';

const garlic = nicheSummary({ id: 7, label: 'garlic press', marketplace: 'de' });
const choice = (id: number, label: string) => ({
  id,
  label,
  heroAsin: 'B0000000001',
  marketplace: 'de',
  canManage: true,
});
const page = (data: unknown[]) => ({ data, hasNext: false, currentPage: 1 });
const queriesOf = (calls: { path: string }[]) =>
  calls
    .filter((call) => call.path.startsWith('/api/orgs/1/niche-choices'))
    .map((call) => Object.fromEntries(new URL(call.path, 'http://localhost').searchParams));

function open(onMove = vi.fn()) {
  renderWithProviders(
    <MoveResearchesModal
      opened
      niche={garlic}
      count={2}
      loading={false}
      onMove={onMove}
      onClose={vi.fn()}
    />,
  );
  return onMove;
}

describe('MoveResearchesModal', () => {
  it('offers the other niches of the marketplace the user may change, searched by name', async () => {
    const server = mockFetch([
      {
        path: '/api/orgs/1/niche-choices',
        body: page([choice(7, 'garlic press'), choice(8, 'garlic peeler')]),
      },
    ]);
    const onMove = open();
    const box = await screen.findByRole('combobox', { name: 'Niche to move to' });
    await waitFor(() =>
      expect(queriesOf(server.calls)).toEqual([
        { search: '', marketplace: 'de', manageable: 'true', page: '1' },
      ]),
    );
    fireEvent.click(box);
    expect(await screen.findByRole('option', { name: 'garlic peeler' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'garlic press' })).toBeNull();

    server.routes.push({ path: '/api/orgs/1/niche-choices', body: page([choice(9, 'ice tongs')]) });
    await userEvent.setup().type(box, 'ice');
    fireEvent.click(await screen.findByRole('option', { name: 'ice tongs' }));
    expect(queriesOf(server.calls).at(-1)).toMatchObject({ search: 'ice', marketplace: 'de' });
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect(onMove).toHaveBeenCalledWith(9);
  });

  it('says when no other niche may take the researches', async () => {
    mockFetch([{ path: '/api/orgs/1/niche-choices', body: page([choice(7, 'garlic press')]) }]);
    open();
    fireEvent.click(await screen.findByRole('combobox', { name: 'Niche to move to' }));
    expect(
      await screen.findByText('No other niche of this marketplace that you may change'),
    ).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Move' }).disabled).toBe(true);
  });
});
