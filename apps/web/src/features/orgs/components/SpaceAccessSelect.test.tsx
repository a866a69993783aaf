import { orgEndpoints, type Member, type Space } from '@fathom/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointKey } from '../../../lib/query-keys';
import { mockFetch } from '../../../test/fetch-mock';
import { createTestQueryClient, renderWithProviders } from '../../../test/render';
import { SpaceAccessSelect } from './SpaceAccessSelect';

const joined = { spaceIds: [], joinedAt: '2025-03-01T00:00:00.000Z', lastActiveAt: null };
const members: Member[] = [
  { userId: 'u-owner', name: 'Olivia Owner', email: 'demo@fathom.app', role: 'owner', ...joined },
  { userId: 'u-member', name: 'Max Member', email: 'member@fathom.app', role: 'member', ...joined },
  {
    userId: 'u-billing',
    name: 'Bea Billing',
    email: 'billing@fathom.app',
    role: 'billingMember',
    ...joined,
  },
];

const space: Space = { id: 5, name: 'Kitchen', memberIds: [], createdAt: '2025-03-01T00:00:00Z' };

describe('SpaceAccessSelect', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('offers members who need a grant and grants access to the chosen one', async () => {
    const granted = { ...space, memberIds: ['u-member'] };
    const { calls } = mockFetch([
      { method: 'PUT', path: '/api/orgs/1/spaces/5/members/u-member', body: granted },
      { path: '/api/orgs/1/spaces', body: [granted] },
    ]);
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(endpointKey(orgEndpoints.listSpaces, { params: { orgId: 1 } }), [
      space,
    ]);

    renderWithProviders(
      <SpaceAccessSelect orgId={1} space={space} members={members} />,
      queryClient,
    );

    fireEvent.click(screen.getByLabelText('Members with access to Kitchen', { selector: 'input' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Max Member', 'Bea Billing']);

    fireEvent.click(screen.getByRole('option', { name: 'Max Member' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(await screen.findByText('Max Member can now access “Kitchen”')).toBeTruthy();
  });
});
