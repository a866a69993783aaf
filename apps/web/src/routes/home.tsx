import { useDocumentTitle } from '@mantine/hooks';
import { createRoute } from '@tanstack/react-router';
import { OrganizationHome } from '../features/orgs/components/OrganizationHome';
import { useOrganization } from '../features/orgs/hooks/use-organization';
import { appRoute } from './app';

export const homeRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/',
  component: HomeScreen,
});

function HomeScreen() {
  const organization = useOrganization();
  useDocumentTitle(`${organization.name} · Fathom`);
  return <OrganizationHome />;
}
