import { type KeywordList, nicheListRoutes, webRoutes } from '@fathom/contract';
import { createRoute, lazyRouteComponent, useParams, useRouter } from '@tanstack/react-router';
import { useNicheVisit } from '../entities/niches/visits';
import { NicheNotFound } from '../features/niches/components/NicheNotFound';
import { nicheListPath, parseNicheId } from '../features/niches/lib/niche-views';
import { nicheLayoutRoute } from './niche-layout';

const MklPage = lazyRouteComponent(() => import('../pages/MklPage'), 'MklPage');

export const nicheMklRoute = createRoute({
  getParentRoute: () => nicheLayoutRoute,
  path: webRoutes.nicheMkl,
  loader: () => MklPage.preload?.(),
  component: () => <NicheListScreen list="mkl" />,
});

export const nicheOutliersRoute = createRoute({
  getParentRoute: () => nicheLayoutRoute,
  path: webRoutes.nicheOutliers,
  loader: () => MklPage.preload?.(),
  component: () => <NicheListScreen list="outlier" />,
});

export const nicheResidueRoute = createRoute({
  getParentRoute: () => nicheLayoutRoute,
  path: webRoutes.nicheResidue,
  loader: () => MklPage.preload?.(),
  component: () => <NicheListScreen list="residue" />,
});

/** The niche analysis page on one of its keyword lists; each tab has its own address. */
function NicheListScreen({ list }: { list: KeywordList }) {
  const { nicheId = '' } = useParams({ strict: false });
  const router = useRouter();
  const id = parseNicheId(nicheId);
  useNicheVisit(id, nicheListRoutes[list]);
  if (id === null) return <NicheNotFound />;
  return (
    <MklPage
      key={id}
      nicheId={id}
      list={list}
      onListChange={(next) => router.history.push(nicheListPath(id, next))}
    />
  );
}
