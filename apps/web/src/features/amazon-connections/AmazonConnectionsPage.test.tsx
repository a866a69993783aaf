import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AmazonConnection, OrganizationSummary } from '@fathom/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { AmazonConnectionsPage, type SignInOutcome } from './AmazonConnectionsPage';

const owner: OrganizationSummary = { id: 4, name: 'Acme', role: 'owner' };
const listPath = '/api/orgs/4/amazon-connections';
const connectUs = 'Connect Amazon Ads profile (PPC) in United States';
const adsConnection: AmazonConnection = {
  id: 11,
  kind: 'amazon-ads',
  marketplace: 'com',
  provider: 'lwa',
  state: 'RECENTLY_CONNECTED',
  accountName: 'Acme Ads (US)',
  connectedAt: '2026-11-27T01:00:00.000Z',
  lastSyncedAt: null,
  lastError: null,
};

const show = (outcome: SignInOutcome = {}, onOutcomeRead = vi.fn()) => {
  renderWithProviders(
    <AmazonConnectionsPage organization={owner} outcome={outcome} onOutcomeRead={onOutcomeRead} />,
  );
  return onOutcomeRead;
};

afterEach(() => vi.restoreAllMocks());

describe('Amazon connections page', () => {
  it('connects at once through the simulated marketplace', async () => {
    const { calls } = mockFetch([
      { path: listPath, body: { connections: [], loginWithAmazon: [], unavailable: [] } },
      {
        method: 'POST',
        path: listPath,
        body: { connection: { ...adsConnection, provider: 'simulated' } },
      },
    ]);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    show();
    fireEvent.click(await screen.findByRole('button', { name: connectUs }));
    expect(await screen.findByText('Acme Ads (US) connected')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: listPath,
      body: { kind: 'amazon-ads', marketplace: 'com' },
    });
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends the browser to Amazon when the server connects through Login with Amazon', async () => {
    const consent = 'https://www.amazon.com/ap/oa?client_id=abc&state=signed';
    const { calls } = mockFetch([
      {
        path: listPath,
        body: { connections: [], loginWithAmazon: ['amazon-ads'], unavailable: [] },
      },
      { method: 'POST', path: `${listPath}/sign-in`, body: { url: consent } },
    ]);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    show();
    fireEvent.click(await screen.findByRole('button', { name: connectUs }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(consent));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      expect.objectContaining({
        path: `${listPath}/sign-in`,
        body: { kind: 'amazon-ads', marketplace: 'com' },
      }),
    ]);
  });

  it('tells the account Amazon connected, then clears the outcome from the address', async () => {
    mockFetch([
      {
        path: listPath,
        body: { connections: [adsConnection], loginWithAmazon: [], unavailable: [] },
      },
    ]);
    const read = show({ connected: 'Acme Ads (US)' });
    expect(await screen.findByText('Acme Ads (US) connected')).toBeTruthy();
    const row = await screen.findByRole('row', {
      name: 'Amazon Ads profile (PPC) in United States',
    });
    expect(within(row).getByText('Recently connected')).toBeTruthy();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('offers no connection where the marketplace does not have its data', async () => {
    mockFetch([
      {
        path: listPath,
        body: {
          connections: [],
          loginWithAmazon: [],
          unavailable: [{ marketplace: 'com.au', kind: 'sp-api' }],
        },
      },
    ]);
    show();
    const lacking = await screen.findByRole('row', {
      name: 'Selling Partner account (SQP) in Australia',
    });
    expect(within(lacking).getByText('Marketplace not supported')).toBeTruthy();
    expect(within(lacking).queryByRole('button')).toBeNull();
    const offered = screen.getByRole('row', { name: 'Amazon Ads profile (PPC) in Australia' });
    expect(within(offered).getByText('Not connected')).toBeTruthy();
    expect(
      within(offered).getByRole('button', {
        name: 'Connect Amazon Ads profile (PPC) in Australia',
      }),
    ).toBeTruthy();
  });

  it("shows Amazon's refusal until dismissed", async () => {
    mockFetch([
      {
        path: listPath,
        body: { connections: [], loginWithAmazon: ['amazon-ads'], unavailable: [] },
      },
    ]);
    const read = show({ error: 'Your Amazon Ads account has no profile in Japan' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not connect the Amazon account');
    expect(alert.textContent).toContain('Your Amazon Ads account has no profile in Japan');
    expect(read).toHaveBeenCalledTimes(1);
    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
