import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ShareNichesModal } from './ShareNichesModal';

afterEach(() => vi.unstubAllGlobals());

const connection = (id: number, name: string, status: 'accepted' | 'pending') => ({
  id,
  role: 'client',
  status,
  organization: { id: id + 100, name },
  createdAt: '2026-11-01T00:00:00.000Z',
  acceptedAt: status === 'accepted' ? '2026-11-02T00:00:00.000Z' : null,
});

describe('ShareNichesModal', () => {
  it('shares with an accepted connection only', async () => {
    const { calls } = mockFetch([
      {
        path: '/api/orgs/1/connections',
        body: [connection(1, 'Partner Brand', 'accepted'), connection(2, 'Waiting Co', 'pending')],
      },
      { method: 'POST', path: '/api/orgs/1/niches/share', body: { count: 2 } },
      { method: 'POST', path: '/api/orgs/1/niches/unshare', body: { count: 2 } },
    ]);
    const onClose = vi.fn();
    renderWithProviders(
      <ShareNichesModal
        orgId={1}
        selection={{ mode: 'ids', ids: [5, 6] }}
        count={2}
        opened
        onClose={onClose}
      />,
    );
    const share = screen.getByRole<HTMLButtonElement>('button', { name: 'Share' });
    expect(share.disabled).toBe(true);
    const field = await screen.findByRole<HTMLInputElement>('combobox', { name: 'Organization' });
    await waitFor(() => expect(field.disabled).toBe(false));
    fireEvent.click(field);
    expect(screen.queryByRole('option', { name: 'Waiting Co' })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'Partner Brand' }));
    fireEvent.click(share);
    expect(await screen.findByText('2 niches shared with Partner Brand')).toBeTruthy();
    const sent = calls.find((call) => call.path === '/api/orgs/1/niches/share');
    expect(sent?.body).toEqual({
      selection: { mode: 'ids', ids: [5, 6] },
      targetOrganizationId: 101,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
