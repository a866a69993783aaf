import { webRoutes } from '@fathom/contract';
import { createRoute, useParams } from '@tanstack/react-router';
import { useNicheVisit } from '../entities/niches/visits';
import { parseNicheId } from '../features/niches/lib/niche-views';
import { NicheOverviewPage } from '../pages/NicheOverviewPage';
import { nicheLayoutRoute } from './niche-layout';

export const nicheOverviewRoute = createRoute({
  getParentRoute: () => nicheLayoutRoute,
  path: webRoutes.nicheOverview,
  component: NicheOverviewScreen,
});

function NicheOverviewScreen() {
  const { nicheId = '' } = useParams({ strict: false });
  const id = parseNicheId(nicheId);
  useNicheVisit(id, webRoutes.nicheOverview);
  return id === null ? null : <NicheOverviewPage key={id} nicheId={id} />;
}
