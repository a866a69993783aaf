import { isTeamManager, type OrganizationSummary } from '@fathom/contract';
import { useLocalStorage } from '@mantine/hooks';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { storageKeys } from '../../lib/storage-keys';

interface CurrentOrganizationValue {
  organization: OrganizationSummary | null;
  organizations: OrganizationSummary[];
  selectOrganization: (orgId: number) => void;
}

const CurrentOrganizationContext = createContext<CurrentOrganizationValue | null>(null);

export function pickOrganization(
  organizations: OrganizationSummary[],
  storedId: number | null,
): OrganizationSummary | null {
  return organizations.find((org) => org.id === storedId) ?? organizations[0] ?? null;
}

interface ProviderProps {
  organizations: OrganizationSummary[];
  children: ReactNode;
}

export function CurrentOrganizationProvider({ organizations, children }: ProviderProps) {
  const [storedId, setStoredId] = useLocalStorage<number | null>({
    key: storageKeys.currentOrganization,
    defaultValue: null,
    getInitialValueInEffect: false,
  });

  const value = useMemo<CurrentOrganizationValue>(
    () => ({
      organization: pickOrganization(organizations, storedId),
      organizations,
      selectOrganization: setStoredId,
    }),
    [organizations, storedId, setStoredId],
  );

  return (
    <CurrentOrganizationContext.Provider value={value}>
      {children}
    </CurrentOrganizationContext.Provider>
  );
}

export function useCurrentOrganization(): CurrentOrganizationValue {
  const value = useContext(CurrentOrganizationContext);
  if (!value) throw new Error('useCurrentOrganization needs a CurrentOrganizationProvider');
  return value;
}

/** True when the user may manage spaces and labels of the current organization. */
export function useCanManageOrganization(): boolean {
  const { organization } = useCurrentOrganization();
  return organization ? isTeamManager(organization.role) : false;
}
