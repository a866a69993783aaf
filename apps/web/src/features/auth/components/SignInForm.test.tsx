import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { publicConfig } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { SignInForm } from './SignInForm';

const me = {
  user: { id: 'u-manager', name: 'Morgan Manager', email: 'manager@fathom.app', internal: false },
  organizations: [{ id: 1, name: 'Demo Organization', role: 'teamManager' }],
};

const demoConfig = publicConfig({
  demo: {
    accounts: [
      { email: 'demo@fathom.app', password: 'fathom-demo', role: 'owner' },
      { email: 'manager@fathom.app', password: 'fathom-demo', role: 'teamManager' },
    ],
  },
});

function input(label: string): HTMLInputElement {
  return screen.getByLabelText(label, { exact: false, selector: 'input' });
}

describe('SignInForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the demo accounts and fills the form with the chosen one', async () => {
    mockFetch([{ path: '/api/config', body: demoConfig }]);
    renderWithProviders(<SignInForm onSignedIn={() => undefined} />);

    expect(await screen.findByText('Demo sign-in')).toBeTruthy();
    expect(screen.getByText('Team manager')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Use manager@fathom.app' }));

    expect(input('Email').value).toBe('manager@fathom.app');
    expect(input('Password').value).toBe('fathom-demo');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign in' }));
  });

  it('hides the demo panel when demo mode is off', async () => {
    const { calls } = mockFetch([{ path: '/api/config', body: publicConfig() }]);
    renderWithProviders(<SignInForm onSignedIn={() => undefined} />);
    await waitFor(() => expect(calls.some((call) => call.path === '/api/config')).toBe(true));
    expect(screen.queryByText('Demo sign-in')).toBeNull();
  });

  it('signs in and reports the signed-in user', async () => {
    const { calls } = mockFetch([
      { path: '/api/config', body: publicConfig() },
      { method: 'POST', path: '/api/auth/sign-in/email', body: { token: 't' } },
      { path: '/api/me', body: me },
    ]);
    const onSignedIn = vi.fn();
    renderWithProviders(<SignInForm onSignedIn={onSignedIn} />);

    fireEvent.change(input('Email'), { target: { value: ' manager@fathom.app ' } });
    fireEvent.change(input('Password'), { target: { value: 'fathom-demo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(me));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'manager@fathom.app',
      password: 'fathom-demo',
    });
  });

  it("shows the server's message when the credentials are wrong", async () => {
    mockFetch([
      { path: '/api/config', body: publicConfig() },
      {
        method: 'POST',
        path: '/api/auth/sign-in/email',
        status: 401,
        body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
      },
    ]);
    const onSignedIn = vi.fn();
    renderWithProviders(<SignInForm onSignedIn={onSignedIn} />);

    fireEvent.change(input('Email'), { target: { value: 'manager@fathom.app' } });
    fireEvent.change(input('Password'), { target: { value: 'wrong-password' } });
    fireEvent.submit(input('Password').form as HTMLFormElement);

    expect((await screen.findByRole('alert')).textContent).toContain('Invalid email or password');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('asks for missing fields without calling the server', () => {
    const { calls } = mockFetch([{ path: '/api/config', body: publicConfig() }]);
    renderWithProviders(<SignInForm onSignedIn={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
