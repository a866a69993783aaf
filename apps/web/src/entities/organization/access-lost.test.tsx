import type { OrganizationSummary } from '@fathom/contract';
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../lib/storage-keys';
import { renderWithProviders } from '../../test/render';
import {
  ACCESS_LOST,
  CurrentOrganizationProvider,
  useCurrentOrganization,
} from './use-current-organization';

const home: OrganizationSummary = { id: 1, name: 'Home', role: 'owner' };
const client: OrganizationSummary = { id: 2, name: 'Client Brand', role: 'member' };

function Current() {
  return <p>On {useCurrentOrganization().organization?.name}</p>;
}

/** The provider with a list of organizations the test changes, as a refetched session would. */
function renderWith(initial: OrganizationSummary[]) {
  let change: (organizations: OrganizationSummary[]) => void = () => undefined;
  function Harness() {
    const [organizations, setOrganizations] = useState(initial);
    change = setOrganizations;
    return (
      <CurrentOrganizationProvider organizations={organizations}>
        <Current />
      </CurrentOrganizationProvider>
    );
  }
  renderWithProviders(<Harness />);
  return (organizations: OrganizationSummary[]) => act(() => change(organizations));
}

describe('losing the organization on screen', () => {
  it('moves to another organization and says access was lost', async () => {
    window.localStorage.setItem(storageKeys.currentOrganization, String(client.id));
    const setOrganizations = renderWith([home, client]);
    expect(await screen.findByText('On Client Brand')).toBeTruthy();
    setOrganizations([home]);
    expect(await screen.findByText('On Home')).toBeTruthy();
    expect(await screen.findByText(ACCESS_LOST('Client Brand'))).toBeTruthy();
  });

  it('says nothing when an organization is joined', async () => {
    const setOrganizations = renderWith([home]);
    expect(await screen.findByText('On Home')).toBeTruthy();
    setOrganizations([home, client]);
    expect(await screen.findByText('On Home')).toBeTruthy();
    expect(screen.queryByText(/no longer have access/)).toBeNull();
  });
});
