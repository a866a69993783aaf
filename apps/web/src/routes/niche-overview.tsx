import { webRoutes } from '@fathom/contract';
import { createRoute, lazyRouteComponent, useParams } from '@tanstack/react-router';
import { useNicheVisit } from '../entities/niches/visits';
import { parseNicheId } from '../features/niches/lib/niche-views';
import { nicheLayoutRoute } from './niche-layout';

const NicheOverviewPage = lazyRouteComponent(
  () => import('../pages/NicheOverviewPage'),
  'NicheOverviewPage',
);

export const nicheOverviewRoute = createRoute({
  getParentRoute: () => nicheLayoutRoute,
  path: webRoutes.nicheOverview,
  loader: () => NicheOverviewPage.preload?.(),
  component: NicheOverviewScreen,
});

function NicheOverviewScreen() {
  const { nicheId = '' } = useParams({ strict: false });
  const id = parseNicheId(nicheId);
  useNicheVisit(id, webRoutes.nicheOverview);
  return id === null ? null : <NicheOverviewPage key={id} nicheId={id} />;
}
