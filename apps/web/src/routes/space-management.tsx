import { webRoutes } from '@fathom/contract';
import { useDocumentTitle } from '@mantine/hooks';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { RequireTeamManager } from '../features/orgs/components/RequireTeamManager';
import { useOrganization } from '../entities/organization/use-organization';
import { appRoute } from './app';

const SpaceManagementPage = lazyRouteComponent(
  () => import('../features/orgs/components/SpaceManagementPage'),
  'SpaceManagementPage',
);

export const spaceManagementRoute = createRoute({
  getParentRoute: () => appRoute,
  path: webRoutes.spaceManagement,
  loader: () => SpaceManagementPage.preload?.(),
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
