import { webRoutes } from '@fathom/contract';
import { createRoute, lazyRouteComponent, useParams } from '@tanstack/react-router';
import { useNicheVisit } from '../entities/niches/visits';
import { NicheNotFound } from '../features/niches/components/NicheNotFound';
import { parseNicheId } from '../features/niches/lib/niche-views';
import { nicheLayoutRoute } from './niche-layout';

const NormalizerPage = lazyRouteComponent(
  () => import('../pages/NormalizerPage'),
  'NormalizerPage',
);
const RootsPage = lazyRouteComponent(() => import('../pages/RootsPage'), 'RootsPage');

function useNicheId(page: typeof webRoutes.nicheRoots | typeof webRoutes.nicheNormalizer) {
  const { nicheId = '' } = useParams({ strict: false });
  const id = parseNicheId(nicheId);
  useNicheVisit(id, page);
  return id;
}

function RootsScreen() {
  const id = useNicheId(webRoutes.nicheRoots);
  return id === null ? <NicheNotFound /> : <RootsPage key={id} nicheId={id} />;
}

function NormalizerScreen() {
  const id = useNicheId(webRoutes.nicheNormalizer);
  return id === null ? <NicheNotFound /> : <NormalizerPage key={id} nicheId={id} />;
}

export const nicheRootsRoute = createRoute({
  getParentRoute: () => nicheLayoutRoute,
  path: webRoutes.nicheRoots,
  loader: () => RootsPage.preload?.(),
  component: RootsScreen,
});

export const nicheNormalizerRoute = createRoute({
  getParentRoute: () => nicheLayoutRoute,
  path: webRoutes.nicheNormalizer,
  loader: () => NormalizerPage.preload?.(),
  component: NormalizerScreen,
});
