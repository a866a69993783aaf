import type { ReactNode } from 'react';
import { ForbiddenPage } from '../../../components/ForbiddenPage';
import { useCanManageOrganization } from '../../../entities/organization/use-current-organization';

export function RequireTeamManager({ children }: { children: ReactNode }) {
  const allowed = useCanManageOrganization();
  if (!allowed) {
    return (
      <ForbiddenPage description="Only team managers and owners of this organization can open this page." />
    );
  }
  return <>{children}</>;
}
