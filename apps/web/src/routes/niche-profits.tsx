import { webRoutes } from '@fathom/contract';
import { createRoute, useParams } from '@tanstack/react-router';
import { NicheNotFound } from '../features/niches/components/NicheNotFound';
import { ProfitsPage } from '../pages/ProfitsPage';
import { nicheLayoutRoute } from './niche-layout';
import { parseNicheId } from '../features/niches/lib/niche-views';

function NicheProfitsScreen() {
  const { nicheId = '' } = useParams({ strict: false });
  const id = parseNicheId(nicheId);
  return id === null ? <NicheNotFound /> : <ProfitsPage key={id} nicheId={id} />;
}

/** PROFITS: a niche's profit settings and results. */
export const nicheProfitsRoute = createRoute({
  getParentRoute: () => nicheLayoutRoute,
  path: webRoutes.nicheProfits,
  component: NicheProfitsScreen,
});
