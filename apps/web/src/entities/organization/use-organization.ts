import type { OrganizationSummary } from '@fathom/contract';
import { useCurrentOrganization } from './use-current-organization';

/** The current organization, for screens that render only when there is one. */
export function useOrganization(): OrganizationSummary {
  const { organization } = useCurrentOrganization();
  if (!organization) throw new Error('No current organization');
  return organization;
}
