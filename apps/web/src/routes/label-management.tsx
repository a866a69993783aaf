import { webRoutes } from '@fathom/contract';
import { useDocumentTitle } from '@mantine/hooks';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { RequireTeamManager } from '../features/orgs/components/RequireTeamManager';
import { useOrganization } from '../entities/organization/use-organization';
import { appRoute } from './app';

const LabelManagementPage = lazyRouteComponent(
  () => import('../features/orgs/components/LabelManagementPage'),
  'LabelManagementPage',
);

export const labelManagementRoute = createRoute({
  getParentRoute: () => appRoute,
  path: webRoutes.labelManagement,
  loader: () => LabelManagementPage.preload?.(),
  component: LabelManagementScreen,
});

function LabelManagementScreen() {
  const organization = useOrganization();
  useDocumentTitle('Label management · Fathom');
  return (
    <RequireTeamManager>
      <LabelManagementPage key={organization.id} orgId={organization.id} />
    </RequireTeamManager>
  );
}
