import { webRoutes } from '@fathom/contract';
import { useDocumentTitle } from '@mantine/hooks';
import { createRoute } from '@tanstack/react-router';
import { RequireTeamManager } from '../features/orgs/components/RequireTeamManager';
import { SpaceManagementPage } from '../features/orgs/components/SpaceManagementPage';
import { useOrganization } from '../entities/organization/use-organization';
import { appRoute } from './app';

export const spaceManagementRoute = createRoute({
  getParentRoute: () => appRoute,
  path: webRoutes.spaceManagement,
  component: SpaceManagementScreen,
});

function SpaceManagementScreen() {
  const organization = useOrganization();
  useDocumentTitle('Space management · Fathom');
  return (
    <RequireTeamManager>
      <SpaceManagementPage key={organization.id} orgId={organization.id} />
    </RequireTeamManager>
  );
}
