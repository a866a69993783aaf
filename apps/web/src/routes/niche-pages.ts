import { nicheLayoutRoute } from './niche-layout';
import { nicheDeepDiveRoute } from './niche-deep-dive';
import { nicheNormalizerRoute, nicheRootsRoute } from './niche-analysis';
import { nicheMklRoute, nicheOutliersRoute, nicheResidueRoute } from './niche-mkl';
import { nicheOverviewRoute } from './niche-overview';
import { nicheProfitsRoute } from './niche-profits';
import { nicheScorecardRoute } from './niche-scorecard';
import { nicheTrackerRoute } from './niche-tracker';

/** The niche pages the router knows: a tab of the niche tab bar shows only when its page is here. */
export const nichePagesTree = nicheLayoutRoute.addChildren([
  nicheOverviewRoute,
  nicheMklRoute,
  nicheOutliersRoute,
  nicheResidueRoute,
  nicheRootsRoute,
  nicheNormalizerRoute,
  nicheDeepDiveRoute,
  nicheScorecardRoute,
  nicheTrackerRoute,
  nicheProfitsRoute,
]);
