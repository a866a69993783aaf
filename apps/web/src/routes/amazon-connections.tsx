import { webRoutes } from '@fathom/contract';
import { useDocumentTitle } from '@mantine/hooks';
import { createRoute } from '@tanstack/react-router';
import { useOrganization } from '../entities/organization/use-organization';
import { AmazonConnectionsPage } from '../features/amazon-connections/AmazonConnectionsPage';
import { appRoute } from './app';

export const amazonConnectionsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: webRoutes.amazonConnections,
  component: AmazonConnectionsScreen,
});

function AmazonConnectionsScreen() {
  const organization = useOrganization();
  useDocumentTitle('Amazon connections · Fathom');
  return <AmazonConnectionsPage key={organization.id} organization={organization} />;
}
