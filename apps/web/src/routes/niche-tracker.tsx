import { webRoutes } from '@fathom/contract';
import { createRoute, lazyRouteComponent, useParams } from '@tanstack/react-router';
import { useNicheVisit } from '../entities/niches/visits';
import { parseNicheId } from '../features/niches/lib/niche-views';
import { nicheLayoutRoute } from './niche-layout';

const NicheTrackerPage = lazyRouteComponent(
  () => import('../pages/NicheTrackerPage'),
  'NicheTrackerPage',
);

/** /niche/{id}/niche-tracker; the layout opens Dive Again on showDiveAgainPopup=true. */
export const nicheTrackerRoute = createRoute({
  getParentRoute: () => nicheLayoutRoute,
  path: webRoutes.nicheTracker,
  loader: () => NicheTrackerPage.preload?.(),
  component: NicheTrackerScreen,
});

function NicheTrackerScreen() {
  const { nicheId = '' } = useParams({ strict: false });
  const id = parseNicheId(nicheId);
  useNicheVisit(id, webRoutes.nicheTracker);
  return id === null ? null : <NicheTrackerPage key={id} nicheId={id} />;
}
