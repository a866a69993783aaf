import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { ResetPasswordForm } from './ResetPasswordForm';

describe('password reset screens', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a reset link and says where it went, whoever owns the address', async () => {
    const { calls } = mockFetch([
      { method: 'POST', path: '/api/auth/request-password-reset', body: { status: true } },
    ]);
    renderWithProviders(<ForgotPasswordForm />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), {
      target: { value: 'rita@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'If an account uses rita@example.com, we sent it a link to choose a new password. The link works for 1 hour.',
    );
    expect(calls[0]?.body).toEqual({ email: 'rita@example.com', redirectTo: '/reset-password' });
  });

  it('sets the new password with the link’s token, and shows the rule’s message', async () => {
    const message =
      'This password is too easy to guess. This is similar to a commonly used password.';
    const { calls, routes } = mockFetch([
      { method: 'POST', path: '/api/auth/reset-password', status: 400, body: { message } },
    ]);
    const onReset = vi.fn();
    renderWithProviders(<ResetPasswordForm token="tok123" onReset={onReset} />);
    const field = screen.getByLabelText('New password', { exact: false, selector: 'input' });
    fireEvent.change(field, { target: { value: 'password1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);

    routes.push({ method: 'POST', path: '/api/auth/reset-password', body: { status: true } });
    fireEvent.change(field, { target: { value: 'lantern orchard quill' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(onReset).toHaveBeenCalled());
    expect(calls.at(-1)?.body).toEqual({ token: 'tok123', newPassword: 'lantern orchard quill' });
  });
});
