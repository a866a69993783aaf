import { webRoutes } from '@fathom/contract';
import { createRoute, useParams } from '@tanstack/react-router';
import { useNicheVisit } from '../entities/niches/visits';
import { parseNicheId } from '../features/niches/lib/niche-views';
import { NicheTrackerPage } from '../pages/NicheTrackerPage';
import { nicheLayoutRoute } from './niche-layout';

/** /niche/{id}/niche-tracker; the layout opens Dive Again on showDiveAgainPopup=true. */
export const nicheTrackerRoute = createRoute({
  getParentRoute: () => nicheLayoutRoute,
  path: webRoutes.nicheTracker,
  component: NicheTrackerScreen,
});

function NicheTrackerScreen() {
  const { nicheId = '' } = useParams({ strict: false });
  const id = parseNicheId(nicheId);
  useNicheVisit(id, webRoutes.nicheTracker);
  return id === null ? null : <NicheTrackerPage key={id} nicheId={id} />;
}
