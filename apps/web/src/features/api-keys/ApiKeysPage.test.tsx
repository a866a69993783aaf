import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  API_KEY_MESSAGES,
  type ApiKey,
  type CreatedApiKey,
  type OrganizationSummary,
} from '@fathom/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { ApiKeysPage } from './ApiKeysPage';

const org: OrganizationSummary = { id: 4, name: 'Acme', role: 'member' };
const listPath = '/api/orgs/4/api-keys';
const ciKey: ApiKey = {
  id: 7,
  name: 'CI script',
  prefix: 'fk_Ab12Cd34',
  scopes: ['read', 'edit'],
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
  expiresAt: '2027-02-18T10:00:00.000Z',
};

afterEach(() => vi.restoreAllMocks());

describe('API keys page', () => {
  it('says when there are no keys', async () => {
    mockFetch([{ path: listPath, body: [] }]);
    renderWithProviders(<ApiKeysPage organization={org} />);
    expect(await screen.findByText(API_KEY_MESSAGES.empty)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'API keys' })).toBeNull();
  });

  it('creates a key with its name, scopes and expiry, and shows it once', async () => {
    const created: CreatedApiKey = {
      ...ciKey,
      id: 8,
      name: 'Assistant',
      scopes: ['read', 'dive'],
      key: 'fk_Zz99Yy88secretsecretsecretsecretsecretsecr',
    };
    const { calls } = mockFetch([
      { path: listPath, body: [] },
      { method: 'POST', path: listPath, body: created },
    ]);
    renderWithProviders(<ApiKeysPage organization={org} />);
    const form = await screen.findByRole('form', { name: 'Create an API key' });
    // Nothing is sent without a name.
    fireEvent.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await within(form).findByText(API_KEY_MESSAGES.nameRequired)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(form).getByRole('textbox', { name: /Key name/ }), {
      target: { value: 'Assistant' },
    });
    fireEvent.click(within(form).getByRole('checkbox', { name: /^Dive/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Create key' }));
    const shown = await screen.findByLabelText('New API key');
    expect(shown.textContent).toBe(created.key);
    expect(screen.getByText(API_KEY_MESSAGES.shownOnce)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy key' })).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({ name: 'Assistant', scopes: ['read', 'dive'] });
    const expires = Date.parse((post.body as { expiresAt: string }).expiresAt);
    expect(expires - Date.now()).toBeGreaterThan(89 * 86_400_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(90 * 86_400_000);

    fireEvent.click(screen.getByRole('button', { name: 'I have copied the key' }));
    await waitFor(() => expect(screen.queryByLabelText('New API key')).toBeNull());
  });

  it('lists keys by prefix and revokes one after confirming', async () => {
    const { calls } = mockFetch([
      { path: listPath, body: [ciKey] },
      { method: 'DELETE', path: `${listPath}/7`, body: { ok: true } },
    ]);
    renderWithProviders(<ApiKeysPage organization={org} />);
    const row = await screen.findByRole('row', { name: 'CI script' });
    expect(within(row).getByText('fk_Ab12Cd34…')).toBeTruthy();
    expect(within(row).getByText('read, edit')).toBeTruthy();
    expect(within(row).getByText('Never')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Revoke CI script' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke API key' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(`${listPath}/7`),
    );
  });
});
