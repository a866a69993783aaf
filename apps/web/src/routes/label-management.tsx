import { webRoutes } from '@fathom/contract';
import { useDocumentTitle } from '@mantine/hooks';
import { createRoute } from '@tanstack/react-router';
import { LabelManagementPage } from '../features/orgs/components/LabelManagementPage';
import { RequireTeamManager } from '../features/orgs/components/RequireTeamManager';
import { useOrganization } from '../entities/organization/use-organization';
import { appRoute } from './app';

export const labelManagementRoute = createRoute({
  getParentRoute: () => appRoute,
  path: webRoutes.labelManagement,
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
