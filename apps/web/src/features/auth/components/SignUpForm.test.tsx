import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { signUpAndSignIn } from '../api/better-auth';
import { SignUpForm } from './SignUpForm';

function input(label: string): HTMLInputElement {
  return screen.getByLabelText(label, { exact: false, selector: 'input' });
}

const me = {
  user: { id: 'u1', name: 'Nina New', email: 'nina@example.com', internal: false },
  organizations: [{ id: 1, name: "Nina New's organization", role: 'owner' }],
};
const accepted = { token: null, user: { id: 'x', email: 'nina@example.com' } };

describe('SignUpForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('states the password rule and shows the server’s strength message', async () => {
    const message =
      'This password is too easy to guess. This is a heavily used password. Add more words that are less common.';
    mockFetch([
      { method: 'POST', path: '/api/auth/sign-up/email', status: 400, body: { message } },
    ]);
    renderWithProviders(<SignUpForm onSignedUp={() => undefined} />);
    expect(
      screen.getByText(
        'At least 10 characters that are hard to guess: not a common password, and not your name or email.',
      ),
    ).toBeTruthy();

    fireEvent.change(input('Name'), { target: { value: 'Nina New' } });
    fireEvent.change(input('Email'), { target: { value: 'nina@example.com' } });
    fireEvent.change(input('Password'), { target: { value: 'password12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('refuses a short password without calling the server', () => {
    const { calls } = mockFetch([]);
    renderWithProviders(<SignUpForm onSignedUp={() => undefined} />);
    fireEvent.change(input('Name'), { target: { value: 'Nina New' } });
    fireEvent.change(input('Email'), { target: { value: 'nina@example.com' } });
    fireEvent.change(input('Password'), { target: { value: '12345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Password must be at least 10 characters')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('signs in after signing up and reports the new user', async () => {
    const { calls } = mockFetch([
      { method: 'POST', path: '/api/auth/sign-up/email', body: accepted },
      { method: 'POST', path: '/api/auth/sign-in/email', body: { token: 't' } },
      { path: '/api/me', body: me },
    ]);
    const onSignedUp = vi.fn();
    renderWithProviders(<SignUpForm onSignedUp={onSignedUp} />);
    fireEvent.change(input('Name'), { target: { value: 'Nina New' } });
    fireEvent.change(input('Email'), { target: { value: 'nina@example.com' } });
    fireEvent.change(input('Password'), { target: { value: 'plum tractor sonnet' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onSignedUp).toHaveBeenCalledWith(me));
    expect(calls[0]?.body).toMatchObject({ callbackURL: '/verify-email' });
  });
});

describe('signUpAndSignIn', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers null, not an error, when the address already had an account', async () => {
    mockFetch([
      { method: 'POST', path: '/api/auth/sign-up/email', body: accepted },
      {
        method: 'POST',
        path: '/api/auth/sign-in/email',
        status: 401,
        body: { message: 'Invalid email or password' },
      },
    ]);
    const start = vi.fn();
    const input = { name: 'N', email: 'taken@example.com', password: 'plum tractor sonnet' };
    await expect(signUpAndSignIn(input, start)).resolves.toBeNull();
    expect(start).not.toHaveBeenCalled();
  });
});
