import { webRoutes } from '@fathom/contract';
import { useDocumentTitle } from '@mantine/hooks';
import { createRoute } from '@tanstack/react-router';
import { SubscriptionOverview } from '../features/billing/components/SubscriptionOverview';
import { useOrganization } from '../entities/organization/use-organization';
import { appRoute } from './app';

export const subscriptionOverviewRoute = createRoute({
  getParentRoute: () => appRoute,
  path: webRoutes.subscription,
  component: SubscriptionScreen,
});

function SubscriptionScreen() {
  const organization = useOrganization();
  useDocumentTitle('Subscription · Fathom');
  return <SubscriptionOverview key={organization.id} organization={organization} />;
}
