import { may, type OrganizationSummary } from '@fathom/contract';
import { useLocalStorage } from '@mantine/hooks';
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { notifyErrorMessage } from '../../lib/notify';
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

export const ACCESS_LOST = (name: string) => `You no longer have access to ${name}.`;

/**
 * Says so when the organization on screen leaves the user's list (they were removed, or it was
 * deleted): the screens have already moved to another one.
 */
function useAccessLostNotice(
  current: OrganizationSummary | null,
  organizations: OrganizationSummary[],
) {
  const shown = useRef(current);
  useEffect(() => {
    const before = shown.current;
    if (before && !organizations.some((org) => org.id === before.id))
      notifyErrorMessage(ACCESS_LOST(before.name));
    shown.current = current;
  }, [current, organizations]);
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

  useAccessLostNotice(value.organization, organizations);

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
  return organization ? may(organization.role, 'spaces.manage') : false;
}
