import { webRoutes } from '@fathom/contract';
import { useDocumentTitle } from '@mantine/hooks';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { useOrganization } from '../entities/organization/use-organization';
import { appRoute } from './app';

const ApiKeysPage = lazyRouteComponent(
  () => import('../features/api-keys/ApiKeysPage'),
  'ApiKeysPage',
);

export const apiKeysRoute = createRoute({
  getParentRoute: () => appRoute,
  path: webRoutes.apiKeys,
  loader: () => ApiKeysPage.preload?.(),
  component: ApiKeysScreen,
});

function ApiKeysScreen() {
  const organization = useOrganization();
  useDocumentTitle('API keys · Fathom');
  return <ApiKeysPage key={organization.id} organization={organization} />;
}
