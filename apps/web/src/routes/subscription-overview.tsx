import { webRoutes } from '@fathom/contract';
import { useDocumentTitle } from '@mantine/hooks';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { useOrganization } from '../entities/organization/use-organization';
import { appRoute } from './app';

const SubscriptionOverview = lazyRouteComponent(
  () => import('../features/billing/components/SubscriptionOverview'),
  'SubscriptionOverview',
);

export const subscriptionOverviewRoute = createRoute({
  getParentRoute: () => appRoute,
  path: webRoutes.subscription,
  loader: () => SubscriptionOverview.preload?.(),
  component: SubscriptionScreen,
});

function SubscriptionScreen() {
  const organization = useOrganization();
  useDocumentTitle('Subscription · Fathom');
  return <SubscriptionOverview key={organization.id} organization={organization} />;
}
