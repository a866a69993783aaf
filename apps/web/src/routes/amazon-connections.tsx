import { webRoutes } from '@fathom/contract';
import { useDocumentTitle } from '@mantine/hooks';
import { createRoute, lazyRouteComponent, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useOrganization } from '../entities/organization/use-organization';
import type { SignInOutcome } from '../features/amazon-connections/AmazonConnectionsPage';
import { appRoute } from './app';

const AmazonConnectionsPage = lazyRouteComponent(
  () => import('../features/amazon-connections/AmazonConnectionsPage'),
  'AmazonConnectionsPage',
);

export const amazonConnectionsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: webRoutes.amazonConnections,
  /** Where Login with Amazon sends the browser back: `?connected=` or `?error=`. */
  validateSearch: (search: Record<string, unknown>): SignInOutcome => ({
    ...(typeof search.connected === 'string' && { connected: search.connected }),
    ...(typeof search.error === 'string' && { error: search.error }),
  }),
  loader: () => AmazonConnectionsPage.preload?.(),
  component: AmazonConnectionsScreen,
});

function AmazonConnectionsScreen() {
  const organization = useOrganization();
  useDocumentTitle('Amazon connections · Fathom');
  const outcome = amazonConnectionsRoute.useSearch();
  const navigate = useNavigate();
  const clearOutcome = useCallback(
    () => void navigate({ to: webRoutes.amazonConnections, search: {}, replace: true }),
    [navigate],
  );
  return (
    <AmazonConnectionsPage
      key={organization.id}
      organization={organization}
      outcome={outcome}
      onOutcomeRead={clearOutcome}
    />
  );
}
