import {
  CONNECTION_MESSAGES as M,
  type Connection,
  type OrganizationSummary,
  Subscription,
} from '@fathom/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockRoute } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ConnectionsSection } from './ConnectionsSection';

const plan = (features: Subscription['features']): Subscription =>
  Subscription.parse({
    tier: features.length ? 'enterprise' : 'standard',
    rank: 2,
    competitorCap: 30,
    monthlyPriceCents: 9_900,
    trialEnd: null,
    features,
  });
const connection = (fields: Partial<Connection> = {}): Connection => ({
  id: 5,
  role: 'agency',
  status: 'pending',
  organization: { id: 9, name: 'Agency Co' },
  createdAt: '2026-11-20T10:00:00.000Z',
  acceptedAt: null,
  ...fields,
});
const CODE = '4-0123456789ABCDEF';

function show(role: OrganizationSummary['role'], routes: MockRoute[]) {
  const fetch = mockFetch([
    { path: '/api/orgs/4/subscription', body: plan([]) },
    { path: '/api/orgs/4/connections', body: [] },
    { path: '/api/orgs/4/connections/code', body: { code: CODE } },
    ...routes,
  ]);
  renderWithProviders(<ConnectionsSection organization={{ id: 4, name: 'Acme', role }} />);
  return fetch;
}

describe('connected organizations in Organization settings', () => {
  it('shows an owner without the Agency plan the empty list, the plan requirement and their code', async () => {
    show('owner', []);
    expect(await screen.findByText('No connected organizations yet.')).toBeTruthy();
    expect(await screen.findByText(new RegExp(M.agencyPlanToConnect))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request connection' })).toBeNull();
    expect((await screen.findByLabelText('Connection code')).textContent).toBe(CODE);
  });

  it('lets an owner answer an agency’s request: accept it, or decline after confirming', async () => {
    const { calls } = show('owner', [
      { path: '/api/orgs/4/connections', body: [connection()] },
      {
        method: 'POST',
        path: '/api/orgs/4/connections/5/accept',
        body: connection({ status: 'accepted', acceptedAt: '2026-11-21T10:00:00.000Z' }),
      },
      { method: 'DELETE', path: '/api/orgs/4/connections/5', body: { ok: true } },
    ]);
    const table = await screen.findByRole('table', { name: 'Connected organizations' });
    expect(table.textContent).toContain('Agency Co');
    expect(table.textContent).toContain('Your agency');
    expect(table.textContent).toContain('Waiting for your answer');

    fireEvent.click(screen.getByRole('button', { name: 'Accept the connection with Agency Co' }));
    expect(await screen.findByText('Agency Co is now connected')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Decline the connection with Agency Co' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the connection' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove connection' }));
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(
        expect.arrayContaining([
          'POST /api/orgs/4/connections/5/accept',
          'DELETE /api/orgs/4/connections/5',
        ]),
      ),
    );
  });

  it('lets an agency’s owner request a connection by code and shows a refusal under the field', async () => {
    const { calls } = show('owner', [
      { path: '/api/orgs/4/subscription', body: plan(['AGENCY']) },
      {
        method: 'POST',
        path: '/api/orgs/4/connections',
        status: 400,
        body: { message: M.invalidCode },
      },
    ]);
    const field = await screen.findByRole('textbox', { name: /Client's connection code/ });
    fireEvent.click(screen.getByRole('button', { name: 'Request connection' }));
    expect(await screen.findByText('Enter the connection code')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.change(field, { target: { value: ' 7-0123456789abcdef ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request connection' }));
    expect(await screen.findByText(M.invalidCode)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toMatchObject([
      { body: { code: ' 7-0123456789abcdef ' } },
    ]);
  });

  it('shows other members the list without the owner’s controls or the code', async () => {
    const { calls } = show('teamManager', [
      {
        path: '/api/orgs/4/connections',
        body: [
          connection({
            role: 'client',
            status: 'accepted',
            organization: { id: 12, name: 'Client Co' },
            acceptedAt: '2026-11-21T10:00:00.000Z',
          }),
        ],
      },
    ]);
    const table = await screen.findByRole('table', { name: 'Connected organizations' });
    expect(table.textContent).toContain('Client Co');
    expect(table.textContent).toContain('Connected');
    expect(screen.queryByRole('button', { name: /Remove the connection/ })).toBeNull();
    expect(screen.getByText(/Only owners connect organizations/)).toBeTruthy();
    expect(calls.map((c) => c.path)).not.toContain('/api/orgs/4/connections/code');
  });
});
