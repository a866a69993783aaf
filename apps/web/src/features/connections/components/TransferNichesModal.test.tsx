import { CONNECTION_MESSAGES as M, Subscription, type TransferResult } from '@fathom/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, type MockRoute } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { TransferNichesModal } from './TransferNichesModal';

const plan = (features: Subscription['features']): Subscription =>
  Subscription.parse({
    tier: 'enterprise',
    rank: 3,
    competitorCap: 50,
    monthlyPriceCents: 49_900,
    trialEnd: null,
    features,
  });
const result: TransferResult = {
  targetOrganizationId: 8,
  niches: [{ id: 11, label: 'Garlic press', renamedFrom: null }],
};
const ROUTES: MockRoute[] = [
  { path: '/api/orgs/4/subscription', body: plan(['AGENCY']) },
  { path: '/api/orgs/4/connected-organizations', body: [{ id: 8, name: 'Client Co' }] },
  {
    path: '/api/orgs/4/connected-organizations/8/spaces',
    body: [
      { id: 30, name: 'Kitchen' },
      { id: 31, name: 'Garden' },
    ],
  },
  { method: 'POST', path: '/api/orgs/4/niches/transfer', body: result },
];

function open(routes: MockRoute[] = []) {
  const fetch = mockFetch([...ROUTES, ...routes]);
  const onClose = vi.fn();
  const view = renderWithProviders(
    <TransferNichesModal
      orgId={4}
      selection={{ mode: 'ids', ids: [11, 12] }}
      count={2}
      opened
      onClose={onClose}
    />,
  );
  return { ...fetch, ...view, onClose };
}
const confirmButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Confirm' });
async function choose(label: string, option: string) {
  const field = await screen.findByRole<HTMLInputElement>('combobox', { name: label });
  await waitFor(() => expect(field.disabled).toBe(false));
  fireEvent.click(field);
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

// Choosing in two comboboxes is slow in the test DOM on a busy machine.
describe('the transfer dialog', () => {
  it('confirms only once an organization and a space are chosen, then transfers and refreshes', async () => {
    const { calls, onClose, queryClient } = open();
    const pipelineKey = ['orgs', 4, 'pipeline', { page: 1 }];
    queryClient.setQueryData(pipelineKey, { rows: [] });
    queryClient.setQueryData(['orgs', 4, 'niche-choices'], []);

    await screen.findByRole('combobox', { name: 'Organization' });
    expect(confirmButton().disabled).toBe(true);
    await choose('Organization', 'Client Co');
    expect(confirmButton().disabled).toBe(true);
    await choose('Spaces', 'Garden');
    await waitFor(() => expect(confirmButton().disabled).toBe(false));
    fireEvent.click(confirmButton());

    expect(await screen.findByText(M.transferred)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toMatchObject([
      {
        path: '/api/orgs/4/niches/transfer',
        body: {
          selection: { mode: 'ids', ids: [11, 12] },
          targetOrganizationId: 8,
          targetOrganizationSpaceIds: [31],
        },
      },
    ]);
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => {
      expect(queryClient.getQueryState(pipelineKey)?.isInvalidated).toBe(true);
      expect(queryClient.getQueryState(['orgs', 4, 'niche-choices'])?.isInvalidated).toBe(true);
    });
  });

  it('shows the server’s refusal in the failure toast', async () => {
    const message = M.notManageable(['Peeler']);
    open([{ method: 'POST', path: '/api/orgs/4/niches/transfer', status: 403, body: { message } }]);
    await choose('Organization', 'Client Co');
    await choose('Spaces', 'Kitchen');
    fireEvent.click(confirmButton());
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('says the transfer failed when the server breaks', async () => {
    open([{ method: 'POST', path: '/api/orgs/4/niches/transfer', status: 500, body: {} }]);
    await choose('Organization', 'Client Co');
    await choose('Spaces', 'Kitchen');
    fireEvent.click(confirmButton());
    expect(await screen.findByText(M.transferFailed)).toBeTruthy();
  });

  it('says when the connected organizations cannot be loaded', async () => {
    open([{ path: '/api/orgs/4/connected-organizations', status: 500, body: {} }]);
    expect(await screen.findByText(M.connectionsFailed)).toBeTruthy();
    expect(confirmButton().disabled).toBe(true);
  });

  it('says when the spaces of the chosen organization cannot be loaded', async () => {
    open([{ path: '/api/orgs/4/connected-organizations/8/spaces', status: 404, body: {} }]);
    await choose('Organization', 'Client Co');
    expect(await screen.findByText(M.spacesFailed)).toBeTruthy();
    expect(confirmButton().disabled).toBe(true);
  });

  it('explains that the Agency plan is needed when the plan lacks it', async () => {
    const { calls } = open([{ path: '/api/orgs/4/subscription', body: plan([]) }]);
    expect(await screen.findByText(`${M.agencyPlanToTransfer}.`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(calls.map((c) => c.path)).not.toContain('/api/orgs/4/connected-organizations');
  });

  it('says so when no organization is connected', async () => {
    open([{ path: '/api/orgs/4/connected-organizations', body: [] }]);
    expect(await screen.findByText(/No connected organizations/)).toBeTruthy();
    expect(confirmButton().disabled).toBe(true);
  });
});
