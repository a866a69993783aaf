import { webRoutes } from '@fathom/contract';
import { useDocumentTitle } from '@mantine/hooks';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { useOrganization } from '../entities/organization/use-organization';
import { appRoute } from './app';

const DataImportsPage = lazyRouteComponent(
  () => import('../features/data-imports/DataImportsPage'),
  'DataImportsPage',
);

export const dataImportsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: webRoutes.dataImports,
  loader: () => DataImportsPage.preload?.(),
  component: DataImportsScreen,
});

function DataImportsScreen() {
  const organization = useOrganization();
  useDocumentTitle('Data imports · Fathom');
  return <DataImportsPage key={organization.id} organization={organization} />;
}
