import { webRoutes } from '@fathom/contract';
import { useDocumentTitle } from '@mantine/hooks';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { useOrganization } from '../entities/organization/use-organization';
import { appRoute } from './app';

const OrganizationSettingsPage = lazyRouteComponent(
  () => import('../pages/OrganizationSettingsPage'),
  'OrganizationSettingsPage',
);

export const organizationSettingsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: webRoutes.organizationSettings,
  loader: () => OrganizationSettingsPage.preload?.(),
  component: OrganizationSettingsScreen,
});

function OrganizationSettingsScreen() {
  const organization = useOrganization();
  useDocumentTitle('Organization settings · Fathom');
  return <OrganizationSettingsPage key={organization.id} organization={organization} />;
}
