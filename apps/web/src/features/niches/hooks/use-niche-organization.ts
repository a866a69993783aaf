import { type NicheSummary, webRoutes } from '@fathom/contract';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useCurrentOrganization } from '../../../entities/organization/use-current-organization';

/**
 * Keeps a niche page and the current organization together. Opening a niche of another of the
 * user's organizations (a shared link) makes that organization current; switching organization
 * afterwards, here or in another tab, leaves the page for the new organization's pipeline.
 * A niche of an organization the user is not in reached them through a share: it shows, read
 * only, whatever organization is current. Answers whether the page may show the niche.
 */
export function useNicheOrganization(niche: NicheSummary | undefined): boolean {
  const { organization, organizations, selectOrganization } = useCurrentOrganization();
  const navigate = useNavigate();
  const settled = useRef(false);
  const nicheOrg = niche?.organizationId ?? null;
  const currentOrg = organization?.id ?? null;
  const isMember = nicheOrg !== null && organizations.some((org) => org.id === nicheOrg);
  const sharedWithUser = nicheOrg !== null && organizations.length > 0 && !isMember;

  useEffect(() => {
    if (nicheOrg === null) return;
    if (nicheOrg === currentOrg || sharedWithUser) {
      settled.current = true;
      return;
    }
    if (!settled.current && isMember) {
      settled.current = true;
      selectOrganization(nicheOrg);
      return;
    }
    void navigate({ to: webRoutes.home });
  }, [nicheOrg, currentOrg, isMember, sharedWithUser, selectOrganization, navigate]);

  return nicheOrg !== null && (nicheOrg === currentOrg || sharedWithUser);
}
