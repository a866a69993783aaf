import { webRoutes } from '@fathom/contract';
import { createRoute, lazyRouteComponent, useParams } from '@tanstack/react-router';
import { NicheNotFound } from '../features/niches/components/NicheNotFound';
import { nicheLayoutRoute } from './niche-layout';
import { parseNicheId } from '../features/niches/lib/niche-views';

const ScorecardPage = lazyRouteComponent(() => import('../pages/ScorecardPage'), 'ScorecardPage');

function NicheScorecardScreen() {
  const { nicheId = '' } = useParams({ strict: false });
  const id = parseNicheId(nicheId);
  return id === null ? <NicheNotFound /> : <ScorecardPage key={id} nicheId={id} />;
}

/** The product scorecard: the questionnaire that evaluates a niche. */
export const nicheScorecardRoute = createRoute({
  getParentRoute: () => nicheLayoutRoute,
  path: webRoutes.nicheProductScorecard,
  loader: () => ScorecardPage.preload?.(),
  component: NicheScorecardScreen,
});
