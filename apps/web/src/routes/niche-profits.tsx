import { webRoutes } from '@fathom/contract';
import { createRoute, lazyRouteComponent, useParams } from '@tanstack/react-router';
import { NicheNotFound } from '../features/niches/components/NicheNotFound';
import { nicheLayoutRoute } from './niche-layout';
import { parseNicheId } from '../features/niches/lib/niche-views';

const ProfitsPage = lazyRouteComponent(() => import('../pages/ProfitsPage'), 'ProfitsPage');

function NicheProfitsScreen() {
  const { nicheId = '' } = useParams({ strict: false });
  const id = parseNicheId(nicheId);
  return id === null ? <NicheNotFound /> : <ProfitsPage key={id} nicheId={id} />;
}

/** PROFITS: a niche's profit settings and results. */
export const nicheProfitsRoute = createRoute({
  getParentRoute: () => nicheLayoutRoute,
  path: webRoutes.nicheProfits,
  loader: () => ProfitsPage.preload?.(),
  component: NicheProfitsScreen,
});
