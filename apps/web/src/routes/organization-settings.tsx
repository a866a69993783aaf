import { webRoutes } from '@fathom/contract';
import { useDocumentTitle } from '@mantine/hooks';
import { createRoute } from '@tanstack/react-router';
import { useOrganization } from '../entities/organization/use-organization';
import { OrganizationSettingsPage } from '../pages/OrganizationSettingsPage';
import { appRoute } from './app';

export const organizationSettingsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: webRoutes.organizationSettings,
  component: OrganizationSettingsScreen,
});

function OrganizationSettingsScreen() {
  const organization = useOrganization();
  useDocumentTitle('Organization settings · Fathom');
  return <OrganizationSettingsPage key={organization.id} organization={organization} />;
}
