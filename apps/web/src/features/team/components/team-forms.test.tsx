import type { Invitation, OrganizationSummary } from '@fathom/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { InvitationPanel } from './InvitationPanel';
import { InvitationsSection } from './InvitationsSection';
import { DeleteOrganizationModal } from './OrganizationSection';

const organization: OrganizationSummary = { id: 4, name: 'Acme Research', role: 'owner' };
const TOKEN = 'T'.repeat(43);

const invitation = (fields: Partial<Invitation> = {}): Invitation => ({
  id: 9,
  email: 'kim@example.com',
  role: 'teamManager',
  spaceIds: [],
  invitedBy: 'Olga Owner',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-11-27T10:00:00.000Z',
  lastSentAt: '2026-11-20T10:00:00.000Z',
  status: 'pending',
  ...fields,
});

describe('the invite form', () => {
  it('says what is wrong with an address before sending, then shows the server refusal', async () => {
    const message = 'kim@example.com is already a member of this organization';
    const { calls } = mockFetch([
      { method: 'POST', path: '/api/orgs/4/invitations', status: 409, body: { message } },
    ]);
    renderWithProviders(
      <InvitationsSection orgId={4} invitations={[]} spaces={[]} isOwner={false} />,
    );
    expect(screen.getByText('No pending invitations.')).toBeTruthy();
    const address = screen.getByLabelText('E-mail address');
    fireEvent.change(address, { target: { value: 'not an address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(calls).toEqual([]);

    fireEvent.change(address, { target: { value: 'Kim@Example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(calls).toMatchObject([
      { method: 'POST', body: { email: 'Kim@Example.com', role: 'member', spaceIds: [] } },
    ]);
    expect((address as HTMLInputElement).value).toBe('Kim@Example.com');
  });

  it('lists pending invitations with resend and withdraw', () => {
    mockFetch([]);
    renderWithProviders(
      <InvitationsSection
        orgId={4}
        invitations={[
          invitation({ spaceIds: [2, 3] }),
          invitation({ id: 11, email: 'lee@example.com' }),
          invitation({ id: 10, email: 'x@example.com', status: 'revoked' }),
        ]}
        spaces={[
          { id: 2, name: 'Kitchen', memberIds: [], createdAt: '2026-11-01T00:00:00.000Z' },
          { id: 3, name: 'Garden', memberIds: [], createdAt: '2026-11-01T00:00:00.000Z' },
        ]}
        isOwner
      />,
    );
    const table = screen.getByRole('table', { name: 'Pending invitations' });
    expect(table.textContent).toContain('kim@example.com');
    const cells = (email: string) =>
      [...screen.getByRole('row', { name: new RegExp(email) }).querySelectorAll('td')].map(
        (cell) => cell.textContent,
      );
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toContain('Spaces');
    expect(cells('kim@example.com')).toContain('Kitchen, Garden');
    expect(cells('lee@example.com')).toContain('No space');
    expect(table.textContent).not.toContain('x@example.com');
    expect(
      screen.getByRole('button', { name: 'Resend the invitation to kim@example.com' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Withdraw the invitation to kim@example.com' }),
    ).toBeTruthy();
  });
});

describe('deleting an organization', () => {
  it('works only once its name is typed exactly', async () => {
    const { calls } = mockFetch([{ method: 'DELETE', path: '/api/orgs/4', body: { ok: true } }]);
    renderWithProviders(
      <DeleteOrganizationModal organization={organization} opened onClose={() => undefined} />,
    );
    const remove = screen.getByRole('button', { name: 'Delete organization' });
    expect((remove as HTMLButtonElement).disabled).toBe(true);
    const confirm = screen.getByLabelText('Type “Acme Research” to confirm');
    fireEvent.change(confirm, { target: { value: 'acme research' } });
    expect((remove as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(confirm, { target: { value: 'Acme Research' } });
    fireEvent.click(remove);
    await waitFor(() =>
      expect(calls).toMatchObject([{ method: 'DELETE', body: { confirmName: 'Acme Research' } }]),
    );
  });
});

describe('an invitation link', () => {
  const preview = (status: Invitation['status']) => ({
    organizationName: 'Acme Research',
    email: 'kim@example.com',
    role: 'teamManager',
    invitedBy: 'Olga Owner',
    expiresAt: '2026-11-27T10:00:00.000Z',
    status,
  });

  it('offers signing in to a signed-out visitor, joining to a signed-in one', async () => {
    mockFetch([{ path: `/api/invitations/${TOKEN}`, body: preview('pending') }]);
    const view = renderWithProviders(
      <InvitationPanel
        token={TOKEN}
        signedInAs={null}
        signInLinks={() => <a href="/sign-up">Create an account</a>}
        onAccepted={() => undefined}
      />,
    );
    expect(await screen.findByText(/to join/)).toBeTruthy();
    expect(screen.getByText('Acme Research')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an account' })).toBeTruthy();
    view.unmount();

    let joined: OrganizationSummary | null = null;
    const { calls } = mockFetch([
      { path: `/api/invitations/${TOKEN}`, body: preview('pending') },
      {
        method: 'POST',
        path: `/api/invitations/${TOKEN}/accept`,
        body: { id: 4, name: 'Acme Research', role: 'teamManager' },
      },
    ]);
    renderWithProviders(
      <InvitationPanel
        token={TOKEN}
        signedInAs="kim@example.com"
        signInLinks={() => null}
        onAccepted={(o) => (joined = o)}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Join Acme Research' }));
    await waitFor(() =>
      expect(joined).toEqual({ id: 4, name: 'Acme Research', role: 'teamManager' }),
    );
    expect(calls.map((c) => c.method)).toEqual(['GET', 'POST']);
  });

  it('says why a used or expired link no longer works', async () => {
    mockFetch([{ path: `/api/invitations/${TOKEN}`, body: preview('expired') }]);
    renderWithProviders(
      <InvitationPanel
        token={TOKEN}
        signedInAs="kim@example.com"
        signInLinks={() => null}
        onAccepted={() => undefined}
      />,
    );
    expect(await screen.findByText('This invitation has expired: ask for a new one')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Join/ })).toBeNull();
  });
});
