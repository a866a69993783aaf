import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ConnectPpcPrompt } from './ConnectPpcPrompt';

const prerequisitePath = '/api/orgs/1/krt/2/ppc-prerequisite';
const noConnection = {
  requireAmazonConnection: 'YES',
  lastUpdated: null,
  marketplaceSupported: true,
};
const now = new Date('2026-11-26T12:00:00.000Z');

describe("Heatmap's connect PPC prompt", () => {
  it('shows without an Ads connection, and hiding it stores the time', async () => {
    const { calls } = mockFetch([
      { path: prerequisitePath, body: noConnection },
      { path: '/api/preferences', body: {} },
      { method: 'PUT', path: '/api/preferences/rankRadar.connectPpcHiddenAt', body: { ok: true } },
    ]);
    renderWithProviders(<ConnectPpcPrompt orgId={1} krtId={2} now={() => now} />);
    const prompt = await screen.findByRole('region', { name: 'Connect PPC' });
    const link = screen.getByRole('link', { name: 'Connect Amazon Ads' });
    expect(link.getAttribute('href')).toBe('/settings/amazon-connections');
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(prompt.isConnected).toBe(false));
    const saved = calls.find((c) => c.method === 'PUT');
    expect(saved?.body).toBe(now.toISOString());
  });

  it('stays hidden for 3 days after being hidden, then shows again', async () => {
    const hidden = (at: string) =>
      mockFetch([
        { path: prerequisitePath, body: noConnection },
        { path: '/api/preferences', body: { 'rankRadar.connectPpcHiddenAt': at } },
      ]);
    hidden('2026-11-24T12:00:00.000Z');
    const first = renderWithProviders(<ConnectPpcPrompt orgId={1} krtId={2} now={() => now} />);
    await waitFor(() => expect(first.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('region', { name: 'Connect PPC' })).toBeNull();
    first.unmount();

    hidden('2026-11-23T12:00:00.000Z');
    renderWithProviders(<ConnectPpcPrompt orgId={1} krtId={2} now={() => now} />);
    expect(await screen.findByRole('region', { name: 'Connect PPC' })).toBeTruthy();
  });

  it('is not shown once the organization has an Ads connection', async () => {
    mockFetch([
      { path: prerequisitePath, body: { ...noConnection, requireAmazonConnection: 'UNCERTAIN' } },
      { path: '/api/preferences', body: {} },
    ]);
    const view = renderWithProviders(<ConnectPpcPrompt orgId={1} krtId={2} now={() => now} />);
    await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('region', { name: 'Connect PPC' })).toBeNull();
  });

  it('is not shown where the marketplace has no PPC data', async () => {
    mockFetch([
      { path: prerequisitePath, body: { ...noConnection, marketplaceSupported: false } },
      { path: '/api/preferences', body: {} },
    ]);
    const view = renderWithProviders(<ConnectPpcPrompt orgId={1} krtId={2} now={() => now} />);
    await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('region', { name: 'Connect PPC' })).toBeNull();
  });
});
