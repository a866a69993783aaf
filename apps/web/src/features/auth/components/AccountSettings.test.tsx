import { PASSWORD_MESSAGES } from '@fathom/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { DeleteAccount, PasswordForm, SessionsList } from './AccountSettings';

const session = (id: string, userAgent: string) => ({
  id,
  userAgent,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
  expiresAt: '2026-12-20T10:00:00.000Z',
});

describe('account settings', () => {
  it('checks a new password length here and shows the server refusal of a weak one', async () => {
    const weak = 'This password is too easy to guess.';
    const { calls } = mockFetch([
      { method: 'POST', path: '/api/auth/change-password', status: 400, body: { message: weak } },
    ]);
    renderWithProviders(<PasswordForm />);
    fireEvent.change(screen.getByLabelText(/Current password/), { target: { value: 'old-one' } });
    fireEvent.change(screen.getByLabelText(/New password/), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(PASSWORD_MESSAGES.tooShort)).toBeTruthy();
    expect(calls).toEqual([]);

    fireEvent.change(screen.getByLabelText(/New password/), { target: { value: 'password123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(weak)).toBeTruthy();
    expect(calls).toMatchObject([
      { body: { currentPassword: 'old-one', newPassword: 'password123' } },
    ]);
  });

  it('lists sessions, marks this browser and signs out the others', async () => {
    const { calls } = mockFetch([
      {
        path: '/api/auth/list-sessions',
        body: [session('s1', 'Firefox'), session('s2', 'Chrome')],
      },
      { path: '/api/auth/get-session', body: { session: { id: 's2' } } },
      { method: 'POST', path: '/api/auth/revoke-other-sessions', body: { status: true } },
    ]);
    renderWithProviders(<SessionsList />);
    expect(await screen.findByText('Chrome (this browser)')).toBeTruthy();
    expect(screen.getByText('Firefox')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('Signed out everywhere else')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/auth/revoke-other-sessions')).toBe(true);
  });

  it('shows why an account cannot be deleted and keeps the dialog open', async () => {
    const refusal =
      'You are the only owner of Acme: make another member an owner or remove the other members first';
    mockFetch([
      { method: 'POST', path: '/api/auth/delete-user', status: 400, body: { message: refusal } },
    ]);
    renderWithProviders(<DeleteAccount />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account' });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-pass' } });
    fireEvent.submit(dialog.querySelector('form')!);
    await waitFor(() => expect(screen.getByText(refusal)).toBeTruthy());
    expect(screen.getByRole('dialog', { name: 'Delete your account' })).toBeTruthy();
  });
});
